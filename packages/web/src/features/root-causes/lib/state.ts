import type { RcaState } from '@sentio/domain';

/** An analysis still being worked on: it cannot be deleted or run again, and its screen refreshes itself. */
export const isRunning = (state: RcaState): boolean => state === 'WAITING' || state === 'COMPUTING';
