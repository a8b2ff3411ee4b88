import type { Source } from '@sentio/domain';

/**
 * Failed rows can be downloaded for 24 hours after the import (`failedRowsUntil`); after that the server answers
 * FAILED_ROWS_EXPIRED, so the list says so instead of offering a dead link.
 */
export function failedRowsState(
  source: Pick<Source, 'failCount' | 'failedRowsUntil'>,
  now: Date = new Date(),
): 'none' | 'available' | 'expired' {
  if (source.failCount === 0) return 'none';
  return source.failedRowsUntil !== null && new Date(source.failedRowsUntil) > now ? 'available' : 'expired';
}

/** A pending upload waits for its column matching (a push source is never matched). */
export const matchable = (s: Pick<Source, 'status' | 'fileType'>) => s.status === 'PENDING' && s.fileType !== 'PUSH';
/** Only an upload that was not imported can be removed. */
export const deletable = (s: Pick<Source, 'status'>) => s.status === 'PENDING' || s.status === 'ERROR';
