import { formatDisplayDate } from '@sentio/domain';

const dash = '—';

/** A score or mean with at most one decimal; a dash without data. */
export function formatScore(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return dash;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A share of 0…1 as a percentage. */
export function formatShare(share: number | null | undefined, language: string): string {
  if (share === null || share === undefined || Number.isNaN(share)) return dash;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(share * 100)} %`;
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A change with its sign, e.g. +3.2; a dash without a comparison. */
export function formatDelta(delta: number | null | undefined, language: string): string {
  if (delta === null || delta === undefined || Number.isNaN(delta)) return dash;
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.abs(delta));
  if (delta > 0) return `+${text}`;
  return delta < 0 ? `−${text}` : text;
}

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
