import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@sentio/domain';
import { createQueryClient } from '../../app/api/queryClient';
import { initI18n } from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { clearLocalSession, completeLogin } from '../../app/session';
import { useAppStore } from '../../app/store/appStore';
import { analyst } from '../../shared/test/harness';
import { TourHost } from './components/TourHost';

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  useAppStore.getState().clearUser();
  useAppStore.getState().clearTour();
  await initI18n('en');
});

function renderHost() {
  return render(
    <AppProviders queryClient={createQueryClient(() => undefined)}>
      <div className="ant-layout-sider">menu</div>
      <TourHost />
    </AppProviders>,
  );
}

const views = () => JSON.parse(localStorage.getItem(storageKeys.tourUserViews) ?? '{}') as Record<string, string[]>;

describe('the welcome tour', () => {
  it('opens on a first login, has three steps and, once skipped, does not come back', async () => {
    await completeLogin(analyst);
    // The personal-information step's first-login key is not the tour's: signing in leaves it alone.
    expect(localStorage.getItem(storageKeys.firstLogin)).toBeNull();
    const { unmount } = renderHost();
    expect((await screen.findByTestId('welcome-tour-title', {}, { timeout: 5_000 })).textContent).toBe(
      'Everything starts from the side menu',
    );
    expect(document.querySelectorAll('.sentio-welcome-tour .ant-tour-indicator')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('welcome-tour-skip'));
    await waitFor(() => expect(screen.queryByTestId('welcome-tour-title')).toBeNull());
    expect(views()[analyst.id]).toEqual(['welcome']);
    unmount();

    // A reload, and a logout and a new sign-in: never again for this user on this browser.
    renderHost();
    clearLocalSession();
    await act(() => completeLogin(analyst));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('welcome-tour-title')).toBeNull();
    expect(useAppStore.getState().tour.completed).toEqual(['welcome']);
  });

  it('speaks the interface language', async () => {
    await initI18n('tr');
    await completeLogin({ ...analyst, language: 'tr' });
    renderHost();
    expect((await screen.findByTestId('welcome-tour-title', {}, { timeout: 5_000 })).textContent).toBe('Her şey yan menüden başlar');
  });

  it('stays closed when the browser turned the first-login tour off', async () => {
    localStorage.setItem(storageKeys.showTourOnFirstLogin, 'false');
    await completeLogin(analyst);
    renderHost();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('welcome-tour-title')).toBeNull();
  });
});
