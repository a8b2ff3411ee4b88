import type { ReportPeriod } from '../contract/dashboard.js';
import type { Gap } from '../filters/state.js';
import { fromWall, toWall, type ZoneOptions } from '../dates/zone.js';

/*
 * Time buckets of trends; weeks start on Monday (ISO 8601) whatever the interface language. The arithmetic is UTC
 * (no daylight-saving hour to lose or repeat); with a `timeZone` option the instants are turned into that zone's
 * wall clock first and the bucket starts back into instants, so buckets are the zone's local days, weeks, months.
 */

/** Runs a UTC bucket function on the wall clock of `timeZone` (identity for UTC or no zone). */
function inZone(date: Date, options: ZoneOptions | undefined, f: (wall: Date) => Date): Date {
  const zone = options?.timeZone;
  if (!zone || zone === 'UTC') return f(date);
  // A wall clock held as UTC fields; toWall(…, 'UTC') wraps the result back into a Wall unchanged.
  return fromWall(toWall(f(toWall(date, zone).toDate()), 'UTC'), zone);
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * Bucket for a range when the widget does not fix one, sized so a trend has tens of points, not thousands:
 * span ≤ 2 days → hour, ≤ 92 days → day, ≤ 366 days → week, longer → month (span = end − start, so an inclusive
 * end at 23:59:59.999 of the last day still counts as whole days).
 */
export function autoPeriod(start: Date, end: Date): Gap {
  const span = end.getTime() - start.getTime();
  if (span <= 2 * dayMs) return 'hour';
  if (span <= 92 * dayMs) return 'day';
  if (span <= 366 * dayMs) return 'week';
  return 'month';
}

/** The calendar bucket of a report period; `custom` has none (its buckets count days from an origin). */
export function gapOfPeriod(period: ReportPeriod): Gap | null {
  return period === 'custom' ? null : period;
}

const days = (customDays: number) => Math.max(1, Math.floor(customDays)) * dayMs;

/**
 * Start of the bucket holding `date`: the UTC hour, day, Monday, first of month / quarter / year; for `custom`,
 * origin + k · customDays days with k = ⌊(date − origin) / (customDays days)⌋ (dates before origin get k < 0).
 */
export function bucketStart(date: Date, period: ReportPeriod, customDays: number, origin: Date, options?: ZoneOptions): Date {
  if (options?.timeZone && options.timeZone !== 'UTC') {
    const zone = options.timeZone;
    const wallOrigin = toWall(origin, zone).toDate();
    return inZone(date, options, (wall) => bucketStart(wall, period, customDays, wallOrigin));
  }
  const t = date.getTime();
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (period) {
    case 'hour':
      return new Date(Math.floor(t / hourMs) * hourMs);
    case 'day':
      return new Date(Math.floor(t / dayMs) * dayMs);
    case 'week': {
      // getUTCDay: 0 = Sunday; days since Monday = (day + 6) mod 7.
      const midnight = Math.floor(t / dayMs) * dayMs;
      return new Date(midnight - ((date.getUTCDay() + 6) % 7) * dayMs);
    }
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
    case 'custom': {
      const size = days(customDays);
      const k = Math.floor((t - origin.getTime()) / size);
      return new Date(origin.getTime() + k * size);
    }
  }
}

/** Start of the bucket after the one starting at `start` (months via Date.UTC, so their lengths come out right). */
export function nextBucketStart(start: Date, period: ReportPeriod, customDays: number, options?: ZoneOptions): Date {
  if (options?.timeZone && options.timeZone !== 'UTC')
    return inZone(start, options, (wall) => nextBucketStart(wall, period, customDays));
  const t = start.getTime();
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  switch (period) {
    case 'hour':
      return new Date(t + hourMs);
    case 'day':
      return new Date(t + dayMs);
    case 'week':
      return new Date(t + 7 * dayMs);
    case 'month':
      return new Date(Date.UTC(y, m + 1, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m + 3, 1));
    case 'year':
      return new Date(Date.UTC(y + 1, 0, 1));
    case 'custom':
      return new Date(t + days(customDays));
  }
}

/** Inclusive end of the bucket starting at `start`: the next start − 1 ms (matches the ranges' 23:59:59.999 ends). */
export function bucketEnd(start: Date, period: ReportPeriod, customDays: number, options?: ZoneOptions): Date {
  return new Date(nextBucketStart(start, period, customDays, options).getTime() - 1);
}

/**
 * Starts of every bucket overlapping [start, end], in order; the first may begin before `start` (the week or
 * month it falls in). Custom buckets count from `start`. Empty when end < start.
 */
export function bucketStarts(start: Date, end: Date, period: ReportPeriod, customDays: number, options?: ZoneOptions): Date[] {
  const result: Date[] = [];
  for (
    let bucket = bucketStart(start, period, customDays, start, options);
    bucket.getTime() <= end.getTime();
    bucket = nextBucketStart(bucket, period, customDays, options)
  ) {
    result.push(bucket);
  }
  return result;
}
