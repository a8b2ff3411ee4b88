import { bucketStarts, type JourneyStepReport } from '@sentio/domain';
import { bucketOf } from '../project-rollups/cube-batch.js';

export type Gap = 'DAY' | 'WEEK' | 'MONTH';
const periods = { DAY: 'day', WEEK: 'week', MONTH: 'month' } as const;

/**
 * A step's trend: documents per bucket (local days, Monday weeks or months of the reporting zone, as the dashboards'
 * trends), every bucket overlapping the range listed (zeros included); the comparison's k-th bucket stands beside
 * the range's k-th (null past the comparison's last, or without a comparison).
 */
export function trendPoints(
  days: readonly { day: string; n: number }[],
  comparisonDays: readonly { day: string; n: number }[] | null,
  range: { start: Date; end: Date },
  comparison: { start: Date; end: Date } | null,
  gap: Gap,
  timeZone: string,
): JourneyStepReport['trend'] {
  const period = periods[gap];
  const sums = (rows: readonly { day: string; n: number }[]) => {
    const out = new Map<string, number>();
    for (const r of rows) {
      const key = bucketOf(r.day, period, timeZone);
      out.set(key, (out.get(key) ?? 0) + r.n);
    }
    return out;
  };
  const zone = { timeZone };
  const main = sums(days);
  const before = comparisonDays ? sums(comparisonDays) : null;
  const starts = range.start <= range.end ? bucketStarts(range.start, range.end, period, 1, zone) : [];
  const comparisonStarts =
    comparison && comparison.start <= comparison.end ? bucketStarts(comparison.start, comparison.end, period, 1, zone) : [];
  return starts.map((start, i) => {
    const other = comparisonStarts[i];
    return {
      date: start.toISOString(),
      documents: main.get(start.toISOString()) ?? 0,
      comparisonDocuments: before && other ? (before.get(other.toISOString()) ?? 0) : null,
    };
  });
}
