import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Pure tests opt into the node environment (`@vitest-environment node`): jsdom costs seconds per file.
const hasDom = typeof window !== 'undefined';

// jsdom has no matchMedia; antd's responsive helpers (Grid, Layout.Sider breakpoints) call it on mount.
if (hasDom && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Tests run without vitest globals, so testing-library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  if (!hasDom) return;
  localStorage.clear();
  // An identical save within the duplicate window settles with the earlier call's answer: not across tests.
  const { forgetRecentActions } = await import('../app/api/useApiMutation');
  forgetRecentActions();
});

// The web tier shares one module graph per worker (vitest.config.ts, `isolate: false`): each file leaves the app
// store and the interface language as it found them, whatever its tests changed.
afterAll(async () => {
  if (!hasDom) return;
  const { useAppStore } = await import('../app/store/appStore');
  useAppStore.setState(useAppStore.getInitialState(), true);
  const { default: i18next } = await import('i18next');
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});
