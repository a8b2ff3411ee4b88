import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { shellConstants, storageKeys, userSchema } from '@sentio/domain';
import { createTourSlice, initialTour, type TourSlice, type TourState } from './tourSlice';
import { createUiSlice, type UiSlice } from './uiSlice';
import { createUserSlice, type UserSlice } from './userSlice';

export type AppState = UserSlice & TourSlice & UiSlice;

type Persisted = Pick<AppState, 'user' | 'tour'>;

/**
 * Restores only what may be trusted: a stored user that no longer fits the contract (older app version,
 * hand-edited storage) is dropped rather than crashing the shell.
 */
function mergePersisted(persisted: unknown, current: AppState): AppState {
  if (typeof persisted !== 'object' || persisted === null) return current;
  const p = persisted as Partial<Record<keyof Persisted, unknown>>;
  const user = userSchema.safeParse(p.user);
  const tour = p.tour && typeof p.tour === 'object' ? { ...initialTour, ...(p.tour as Partial<TourState>) } : current.tour;
  return { ...current, user: user.success ? user.data : null, tour };
}

/** The shell store. Only `user` and `tour` are persisted; everything else lives in memory. */
export const useAppStore = create<AppState>()(
  persist((...a) => ({ ...createUserSlice(...a), ...createTourSlice(...a), ...createUiSlice(...a) }), {
    name: storageKeys.persistedState,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: (s): Persisted => ({ user: s.user, tour: s.tour }),
    merge: mergePersisted,
    // Hydration is started by `hydrateStore`, which bounds it by the persisted-state time-out.
    skipHydration: true,
  }),
);

/**
 * Restores the persisted state, giving up after `timeoutMs` (5000 ms) so a broken storage
 * never keeps the app from starting. Resolves true when the state was restored in time.
 */
export async function hydrateStore(timeoutMs: number = shellConstants.persistTimeoutMs): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const restored = Promise.resolve(useAppStore.persist.rehydrate()).then(
    () => true,
    (error: unknown) => {
      console.warn('[store] persisted state could not be restored', error);
      return false;
    },
  );
  const ok = await Promise.race([restored, timeout]);
  clearTimeout(timer);
  if (!ok) console.warn('[store] persisted state not restored; starting signed out');
  return ok;
}

/** Removes the persisted copy (logout); the in-memory state is cleared by the caller. */
export function clearPersistedState(): void {
  useAppStore.persist.clearStorage();
}
