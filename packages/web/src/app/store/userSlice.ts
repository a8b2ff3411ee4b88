import type { StateCreator } from 'zustand';
import type { User } from '@sentio/domain';
import type { AppState } from './appStore';

export type LogoutStage = 'idle' | 'request' | 'success' | 'failure';

export interface UserSlice {
  /** The signed-in user (persisted); null when signed out. */
  user: User | null;
  logoutStage: LogoutStage;
  setUser: (user: User) => void;
  clearUser: () => void;
  setLogoutStage: (stage: LogoutStage) => void;
}

export const createUserSlice: StateCreator<AppState, [], [], UserSlice> = (set) => ({
  user: null,
  logoutStage: 'idle',
  setUser: (user) => set({ user }),
  clearUser: () => set({ user: null }),
  setLogoutStage: (logoutStage) => set({ logoutStage }),
});
