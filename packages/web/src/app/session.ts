import type { QueryClient } from '@tanstack/react-query';
import { endpoints, shellConstants, storageKeys, type User } from '@sentio/domain';
import { seenTours } from '../features/tour';
import { call } from './api/client';
import { initI18n } from './i18n';
import { clearPersistedState, useAppStore } from './store/appStore';

export const isLogoutRequested = (): boolean => localStorage.getItem(storageKeys.logoutRequest) !== null;

/**
 * After a successful login: keep the user, forget an earlier logout request, speak the user's language. The tours this
 * user already saw on this browser come back from their per-user record; without the welcome tour among them this is
 * the user's first login here (docs/tour-and-help.md).
 */
export async function completeLogin(user: User): Promise<void> {
  localStorage.removeItem(storageKeys.logoutRequest);
  useAppStore.getState().setTourCompleted(seenTours(user.id));
  useAppStore.getState().setUser(user);
  await initI18n(user.language);
}

/** Removes everything a signed-in session left in the browser (see docs/accounts-and-auth.md), without calling the server. */
export function clearLocalSession(): void {
  const state = useAppStore.getState();
  state.clearUser();
  state.clearTour();
  state.setBlockingResult(null);
  clearPersistedState();
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(shellConstants.tourProgressKeyPrefix)) localStorage.removeItem(key);
  }
}

/**
 * Logout in three stages: `request` → `success` | `failure`. Whatever the server answers, the browser
 * side is cleared, the logout-request flag keeps the 401 handler from adding a redirect_url, cached
 * server state is dropped and the user lands on /login.
 */
export async function logout(queryClient: QueryClient, navigate: (to: string) => unknown): Promise<void> {
  const { setLogoutStage } = useAppStore.getState();
  setLogoutStage('request');
  localStorage.setItem(storageKeys.logoutRequest, '1');
  try {
    await call(endpoints.logout);
    setLogoutStage('success');
  } catch (error) {
    console.warn('[session] logout request failed; signing out locally', error);
    setLogoutStage('failure');
  }
  clearLocalSession();
  queryClient.clear();
  await navigate('/login');
}
