import type { ProjectSource } from '@sentio/domain';

export interface SourceTotals {
  total: number;
  success: number;
  failed: number;
  /** Documents waiting for classification, and those whose classification failed. */
  inline: number;
  failedPredictions: number;
  importing: number;
}

/** The analysis's counts over its uploads: what was uploaded = what is stored + what failed, per source and in sum. */
export function sourceTotals(sources: readonly ProjectSource[]): SourceTotals {
  return sources.reduce<SourceTotals>(
    (sum, s) => ({
      total: sum.total + s.total,
      success: sum.success + s.successCount,
      failed: sum.failed + s.failCount,
      inline: sum.inline + s.inlineCount,
      failedPredictions: sum.failedPredictions + s.failedPredictionCount,
      importing: sum.importing + (s.status === 'IMPORTING' || s.status === 'UPLOADING' ? 1 : 0),
    }),
    { total: 0, success: 0, failed: 0, inline: 0, failedPredictions: 0, importing: 0 },
  );
}

/**
 * Failed rows can be downloaded for 24 hours after the import (`failedRowsUntil`); after that the server answers
 * FAILED_ROWS_EXPIRED, so the list says so instead of offering a dead link.
 */
export function failedRowsState(
  source: Pick<ProjectSource, 'failCount' | 'failedRowsUntil'>,
  now: Date = new Date(),
): 'none' | 'available' | 'expired' {
  if (source.failCount === 0) return 'none';
  return source.failedRowsUntil !== null && new Date(source.failedRowsUntil) > now ? 'available' : 'expired';
}

/** A pending upload waits for its column matching (a push source is never matched). */
export const matchable = (s: Pick<ProjectSource, 'status' | 'fileType'>) => s.status === 'PENDING' && s.fileType !== 'PUSH';
/** Only an upload that was not imported can be removed. */
export const deletable = (s: Pick<ProjectSource, 'status'>) => s.status === 'PENDING' || s.status === 'ERROR';
