import { defaultTimeZone, isEndOfDaySecond } from './zone.js';

/** A closed interval of instants: both ends included. */
export interface DateRange {
  start: Date;
  end: Date;
}

/** A range as the state or a form holds it: either end may be missing. */
export interface MaybeDateRange {
  start: Date | null | undefined;
  end: Date | null | undefined;
}

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** A date range is valid only when both dates exist and the start is not after the end. */
export function isValidRange(range: MaybeDateRange | null | undefined): range is DateRange {
  return !!range && isDate(range.start) && isDate(range.end) && range.start.getTime() <= range.end.getTime();
}

/**
 * An end date showing exactly 23:59:59 on the tenant's wall clock is extended to the end of that second (.999),
 * so that a range picked as "until 23:59:59" also holds documents stamped within its last second.
 * Any other date is returned unchanged.
 */
export function normalizeEndDate(end: Date, options: { timeZone?: string | undefined } = {}): Date {
  if (!isDate(end) || !isEndOfDaySecond(end, options.timeZone ?? defaultTimeZone)) return end;
  return new Date(end.getTime() - (((end.getTime() % 1000) + 1000) % 1000) + 999);
}

/** The range with its end normalised (see `normalizeEndDate`). */
export const normalizeRange = (range: DateRange, options: { timeZone?: string | undefined } = {}): DateRange => ({
  start: range.start,
  end: normalizeEndDate(range.end, options),
});

/** Same instants at both ends; two missing ranges are equal too. */
export function sameRange(a: MaybeDateRange | null | undefined, b: MaybeDateRange | null | undefined): boolean {
  const time = (d: Date | null | undefined) => (isDate(d) ? d.getTime() : null);
  return time(a?.start) === time(b?.start) && time(a?.end) === time(b?.end);
}
