import type { MessageCode } from '../messages.js';
import { shellConstants } from '../shell/constants.js';
import { presetRange, type ClockOptions } from './periods.js';
import { isValidRange, normalizeRange, sameRange, type DateRange, type MaybeDateRange } from './range.js';
import { defaultTimeZone, endOfDay, fromWall, toWall, type ZoneOptions } from './zone.js';

/**
 * The period a range is compared with by default (docs/filters-and-urls.md): the same number of whole calendar months directly
 * before when the range is made of whole months (so a month gives the previous month, a quarter the previous quarter,
 * a year the previous year, Feb–Apr gives Nov–Jan); the same number of whole days directly before when it is made
 * of whole days (one day → the day before, a week → the week before), counted on the wall clock so a DST day of 23
 * or 25 hours still maps to a whole day; otherwise a span of equal length ending 1 ms before the start.
 * An end of exactly 23:59:59 counts as the end of its day. Throws a RangeError for an invalid range.
 */
export function previousPeriod(range: DateRange, options: ZoneOptions = {}): DateRange {
  if (!isValidRange(range)) throw new RangeError('previousPeriod needs a valid range');
  const timeZone = options.timeZone ?? defaultTimeZone;
  const { start, end } = normalizeRange(range, { timeZone });
  const s = toWall(start, timeZone);
  const e = toWall(end, timeZone);
  const wholeDays = s.valueOf() === s.startOf('day').valueOf() && e.valueOf() === e.endOf('day').valueOf();
  if (wholeDays && s.date() === 1 && e.date() === e.daysInMonth()) {
    const months = e.year() * 12 + e.month() - (s.year() * 12 + s.month()) + 1;
    return { start: fromWall(s.subtract(months, 'month'), timeZone), end: fromWall(s.subtract(1, 'day').endOf('day'), timeZone) };
  }
  if (wholeDays) {
    const days = e.startOf('day').diff(s, 'day') + 1;
    return { start: fromWall(s.subtract(days, 'day'), timeZone), end: fromWall(s.subtract(1, 'day').endOf('day'), timeZone) };
  }
  const length = end.getTime() - start.getTime();
  return { start: new Date(start.getTime() - length - 1), end: new Date(start.getTime() - 1) };
}

/**
 * True when a comparison preset must be disabled: it ends in the future — after the end of today in
 * the tenant's zone, so a range ending today is allowed — or it equals the main range.
 */
export function isComparisonPresetDisabled(preset: DateRange, main: MaybeDateRange | null, clock: ClockOptions): boolean {
  const timeZone = clock.timeZone ?? defaultTimeZone;
  const normalized = normalizeRange(preset, { timeZone });
  const mainNormalized = isValidRange(main) ? normalizeRange(main, { timeZone }) : main;
  return normalized.end.getTime() > endOfDay(clock.now, timeZone).getTime() || sameRange(normalized, mainNormalized);
}

export type ComparisonPresetCode =
  'PREVIOUS_PERIOD' | (typeof shellConstants.quickPeriods)[number] | (typeof shellConstants.lastPeriods)[number];

export interface ComparisonPreset {
  code: ComparisonPresetCode;
  range: DateRange;
  disabled: boolean;
}

/**
 * The presets the comparison picker offers for a main range: the previous period (when the main range is valid),
 * then the quick and last period presets, each flagged `disabled` by `isComparisonPresetDisabled`.
 */
export function comparisonPresets(main: MaybeDateRange | null, clock: ClockOptions): ComparisonPreset[] {
  const out: ComparisonPreset[] = [];
  if (isValidRange(main)) {
    const range = previousPeriod(main, { timeZone: clock.timeZone });
    out.push({ code: 'PREVIOUS_PERIOD', range, disabled: isComparisonPresetDisabled(range, main, clock) });
  }
  for (const code of [...shellConstants.quickPeriods, ...shellConstants.lastPeriods]) {
    const range = presetRange(code, clock) as DateRange;
    out.push({ code, range, disabled: isComparisonPresetDisabled(range, main, clock) });
  }
  return out;
}

/**
 * Checks a main range (start and end dates are required): DATE_RANGE_REQUIRED when an end is
 * missing, DATE_RANGE_INVALID when the start is after the end, otherwise null.
 */
export function validateDateRange(range: MaybeDateRange | null | undefined): MessageCode | null {
  if (!range?.start || !range.end) return 'DATE_RANGE_REQUIRED';
  return isValidRange(range) ? null : 'DATE_RANGE_INVALID';
}

/**
 * Checks a comparison range against the main range, first failure wins:
 * DATE_RANGE_REQUIRED / DATE_RANGE_INVALID for the comparison itself, COMPARISON_SAME_DATE when it equals the main
 * range, DATE_IN_FUTURE when it ends after today (tenant zone), COMPARISON_NOT_BEFORE_PERIOD unless it ends before
 * the main range starts (it must precede the selected period entirely). Null when acceptable.
 */
export function validateComparisonRange(
  main: MaybeDateRange,
  comparison: MaybeDateRange | null | undefined,
  clock: ClockOptions,
): MessageCode | null {
  const invalid = validateDateRange(comparison);
  if (invalid || !isValidRange(comparison)) return invalid ?? 'DATE_RANGE_INVALID';
  const timeZone = clock.timeZone ?? defaultTimeZone;
  const normalized = normalizeRange(comparison, { timeZone });
  const mainNormalized = isValidRange(main) ? normalizeRange(main, { timeZone }) : main;
  if (sameRange(normalized, mainNormalized)) return 'COMPARISON_SAME_DATE';
  if (normalized.end.getTime() > endOfDay(clock.now, timeZone).getTime()) return 'DATE_IN_FUTURE';
  if (isValidRange(main) && normalized.end.getTime() >= main.start.getTime()) return 'COMPARISON_NOT_BEFORE_PERIOD';
  return null;
}
