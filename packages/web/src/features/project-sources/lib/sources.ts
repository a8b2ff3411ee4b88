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
