import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { storageKeys, type User } from '@sentio/domain';
import { completeLogin, isLogoutRequested, logout } from './session';
import { hydrateStore, useAppStore } from './store/appStore';

const user: User = {
  id: 'u1',
  email: 'demo@sentio.local',
  full_name: 'Demo',
  lastName: 'User',
  language: 'en',
  profilePictureUrl: null,
  jobTitle: null,
  department: null,
  organisation: null,
  phone: null,
  userType: 'USER',
  remember: true,
  otpActive: false,
  personalInformationDone: true,
  accountManager: false,
  workspaces: [],
};

afterEach(() => vi.restoreAllMocks());

describe('session', () => {
  it('persists only the user and the tour', () => {
    const s = useAppStore.getState();
    s.setUser(user);
    s.markTourCompleted('home');
    s.setBlockingResult({ kind: 'projectAccessDenied' });
    const stored = JSON.parse(localStorage.getItem(storageKeys.persistedState) ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(stored.state).sort()).toEqual(['tour', 'user']);
    s.setBlockingResult(null);
  });

  it('restores a valid stored user and drops one that no longer fits the contract', async () => {
    localStorage.setItem(storageKeys.persistedState, JSON.stringify({ state: { user, tour: { completed: ['x'] } }, version: 1 }));
    await hydrateStore();
    expect(useAppStore.getState().user?.id).toBe('u1');
    expect(useAppStore.getState().tour.completed).toEqual(['x']);

    localStorage.setItem(storageKeys.persistedState, JSON.stringify({ state: { user: { id: 'u1' } }, version: 1 }));
    await hydrateStore();
    expect(useAppStore.getState().user).toBeNull();
  });

  it('login clears the logout-request flag', async () => {
    localStorage.setItem(storageKeys.logoutRequest, '1');
    await completeLogin(user);
    expect(isLogoutRequested()).toBe(false);
    expect(useAppStore.getState().user?.id).toBe('u1');
  });

  it.each([
    ['success', new Response(JSON.stringify({ data: { ok: true } }), { status: 200 })],
    ['failure', new Response('{}', { status: 500 })],
  ] as const)('logout clears the browser side on %s and goes to /login', async (stage, response) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    await completeLogin(user);
    useAppStore.getState().markTourCompleted('home');
    localStorage.setItem('page_tour_progress_home', '3');
    localStorage.setItem('unrelated', 'keep');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['x'], 1);
    const navigate = vi.fn();

    await logout(queryClient, navigate);

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(useAppStore.getState().logoutStage).toBe(stage);
    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().tour.completed).toEqual([]);
    expect(localStorage.getItem(storageKeys.persistedState)).toBeNull();
    expect(localStorage.getItem('page_tour_progress_home')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
    expect(isLogoutRequested()).toBe(true);
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
