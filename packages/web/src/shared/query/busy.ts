import { ApiRequestError } from '../../app/api/errors';

/**
 * What the browser does with 503 SERVER_BUSY (docs/load.md): the server refused a heavy call before starting it, so
 * asking again is safe. A query retries up to `busyRetries` times, each after the server's Retry-After (sent in
 * the header and, for this layer, in the error body's `data`), while the page says "busy, retrying".
 */
export const busyRetries = 3;
const maxWaitMs = 30_000;

/** The wait the server asked for when `error` is a SERVER_BUSY refusal; null for any other error. */
export function busyRetryAfterMs(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 503 || error.messageCode !== 'SERVER_BUSY') return null;
  const data = error.body.data as { retryAfterSeconds?: unknown } | undefined;
  const seconds = typeof data?.retryAfterSeconds === 'number' && data.retryAfterSeconds > 0 ? data.retryAfterSeconds : 1;
  return Math.min(maxWaitMs, seconds * 1000);
}

export const isBusy = (error: unknown): boolean => busyRetryAfterMs(error) !== null;

/**
 * The queries' retry rule: a busy server is asked again a bounded number of times; other client errors never
 * (they will not change), anything else once (a dropped connection).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isBusy(error)) return failureCount < busyRetries;
  return !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1;
}

/** The wait before a retry: the server's Retry-After (plus a little spread so a crowd does not return at once). */
export function retryDelay(failureCount: number, error: unknown, random: () => number = Math.random): number {
  const busy = busyRetryAfterMs(error);
  if (busy !== null) return Math.round(busy * (1 + 0.25 * random()));
  return Math.min(1000 * 2 ** failureCount, maxWaitMs);
}
