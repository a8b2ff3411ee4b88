/**
 * How failed sign-ins slow guessing down without letting anyone lock a real user out (docs/accounts-and-auth.md).
 *
 * A hard lock keyed by the address alone is a weapon: fifty wrong passwords from anywhere and the owner cannot sign
 * in for fifteen minutes. So the throttle is keyed by the account *and* the client address: a guesser slows down
 * only their own attempts, and the wait grows with each failure (1 s, 2 s, 4 s … at most 15 minutes) instead of
 * a lock. Two more keys catch what the pair cannot:
 * - one client address sweeping many accounts (its own counter, a higher allowance);
 * - many addresses aiming at one account: slowed down too, but never from an address that has signed in to that
 *   account before, so the owner on their usual network is not held up, and with a short cap elsewhere.
 * Refusals (429) are not failures: waiting is all a client has to do.
 */

export const LOGIN_WINDOW_MS = 60 * 60_000;
/** Failures of one account from one client address before the waits start. */
export const FREE_FAILURES_PER_PAIR = 5;
/** Failures from one client address (any accounts) before the waits start. */
export const FREE_FAILURES_PER_IP = 50;
/** Failures of one account (any addresses) before unknown addresses wait. */
export const FREE_FAILURES_PER_ACCOUNT = 20;
const MAX_WAIT_MS = 15 * 60_000;
/** The account-wide wait also hits the owner on a new network, so it stays short. */
const MAX_ACCOUNT_WAIT_MS = 60_000;

/** Failed sign-ins in the window per key, each with the time of its latest failure. */
export interface FailureCounts {
  pair: { count: number; last: Date | null };
  ip: { count: number; last: Date | null };
  account: { count: number; last: Date | null };
  /** Whether this client address has signed in to this account before (a known device). */
  knownClient: boolean;
}

/** The wait after `count` failures with `free` allowed: none, then 1 s doubling per failure up to `cap`. */
export function waitAfter(count: number, free: number, cap: number = MAX_WAIT_MS): number {
  if (count < free) return 0;
  return Math.min(cap, 1000 * 2 ** Math.min(count - free, 20));
}

/** Milliseconds the client must still wait before this sign-in is tried; 0 lets it through. */
export function remainingWait(f: FailureCounts, now: Date): number {
  const left = (key: { count: number; last: Date | null }, free: number, cap?: number) =>
    key.last ? Math.max(0, key.last.getTime() + waitAfter(key.count, free, cap) - now.getTime()) : 0;
  return Math.max(
    left(f.pair, FREE_FAILURES_PER_PAIR),
    left(f.ip, FREE_FAILURES_PER_IP),
    f.knownClient ? 0 : left(f.account, FREE_FAILURES_PER_ACCOUNT, MAX_ACCOUNT_WAIT_MS),
  );
}

/**
 * Whether the failure just recorded is the one that starts the waits for this account (from this address, or
 * account-wide): then the owner gets one mail saying so, not one per guess.
 */
export function startsThrottle(pairCount: number, accountCount: number): boolean {
  return pairCount === FREE_FAILURES_PER_PAIR || accountCount === FREE_FAILURES_PER_ACCOUNT;
}
