import { formatDisplayDate } from '@sentio/domain';
import { formatCount as sharedCount, formatNumber, formatPercent, formatSigned } from '../../../shared/format';

// Numbers go through the app's one formatter (shared/format.ts), in the language the widget passes.

/** A score or mean with at most one decimal; a dash without data. */
export const formatScore = (value: number | null | undefined, language: string): string =>
  formatNumber(value, { language, maxDigits: 1 });

/** A share of 0…1 as a percentage in the language's style (40%, %40); a dash without data. */
export const formatShare = (share: number | null | undefined, language: string): string =>
  formatPercent(share, { language, maxDigits: 1 });

export const formatCount = (value: number, language: string): string => sharedCount(value, language);

/** A change with its sign, e.g. +3.2; a dash without a comparison. */
export const formatDelta = (delta: number | null | undefined, language: string): string => formatSigned(delta, { language });

/**
 * A trend bucket's label. Buckets are the reporting zone's local hours, days, weeks and months (docs/dashboards.md):
 * the server sends each bucket's first instant, e.g. 1 March in Istanbul is 2026-02-28T21:00Z. Labelled on the
 * reporting zone's wall clock, never the browser's or UTC, so the label names the day the drill-down opens.
 */
export function formatBucket(bucket: string, language: string, timeZone: string, hourly = false): string {
  return formatDisplayDate(new Date(bucket), language, { timeZone, withTime: hourly });
}

/**
 * True when the buckets are hours: consecutive buckets less than half a day apart. (A day bucket across a
 * daylight-saving change lasts 23 or 25 hours, so "less than 24 hours" would take it for an hour.)
 */
export function isHourly(buckets: readonly { bucket: string }[]): boolean {
  const [a, b] = buckets;
  if (!a || !b) return false;
  return new Date(b.bucket).getTime() - new Date(a.bucket).getTime() < 43_200_000;
}
