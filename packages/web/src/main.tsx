import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApiErrorHandler } from './app/api/handleApiError';
import { createQueryClient } from './app/api/queryClient';
import { detectLanguage, i18n, initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { hydrateStore, useAppStore } from './app/store/appStore';
import { applyTenantToDocument, loadTenantConfig } from './app/tenant';
import './app/global.css';

/** Restore state and branding first (both bounded in time), then render once with the right language and theme. */
async function start(): Promise<void> {
  const [, tenant] = await Promise.all([hydrateStore(), loadTenantConfig()]);
  const store = useAppStore.getState();
  store.setTenant(tenant);
  applyTenantToDocument(tenant);
  await initI18n(detectLanguage(store.user?.language, navigator.language));

  const router = createAppRouter();
  const queryClient = createQueryClient(
    createApiErrorHandler({ navigate: (to) => router.navigate(to), getQueryClient: () => queryClient, t: i18n.t }),
  );

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
