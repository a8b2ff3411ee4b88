import { defaultTimeZone, fromWall, isEndOfDaySecond, toWall, wallDate, type ZoneOptions } from './zone.js';

/** Receives the warnings of lenient parsers (an invalid URL date, a malformed filter). */
export type Warn = (message: string) => void;

interface ConsoleLike {
  warn?: (...args: unknown[]) => void;
}

/**
 * Default warning sink: the console when there is one. The package has no DOM or Node types, so the console is
 * reached through `globalThis` and typed here; tests and servers inject their own `warn`.
 */
export const consoleWarn: Warn = (message) => {
  (globalThis as { console?: ConsoleLike }).console?.warn?.(message);
};

export interface ParseUrlDateOptions extends ZoneOptions {
  /** A date without `T` means the end of that day (23:59:59.999) instead of its start: set it for `ed` and `ced`. */
  end?: boolean | undefined;
  warn?: Warn | undefined;
}

// `YYYY-MM-DD`, optionally `T` and an hour of one or two digits. Nothing else is a URL date.
const urlDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{1,2}))?$/;

/**
 * Parses a URL date (`sd`, `ed`, `csd`, `ced`) in the tenant's time zone (docs/filters-and-urls.md):
 * - `2024-03-01T05` → 05:00:00.000 that day; `2024-03-01T24` → 23:59:59.999 that day;
 * - `2024-03-01` → 00:00:00.000, or 23:59:59.999 when `end` is set;
 * - anything not a string, or empty → null; a string that is not a valid date (or an hour above 24) → null and a warning.
 * A wall time that does not exist (the hour skipped by a DST change) moves forward past the gap; a repeated one
 * gives its first occurrence.
 */
export function parseUrlDate(value: unknown, options: ParseUrlDateOptions = {}): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const timeZone = options.timeZone ?? defaultTimeZone;
  const match = urlDatePattern.exec(value);
  const day = match ? wallDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  const hour = match?.[4] === undefined ? null : Number(match[4]);
  if (!day || (hour !== null && hour > 24)) {
    (options.warn ?? consoleWarn)(`Ignoring invalid URL date "${value}"`);
    return null;
  }
  if (hour === 24 || (hour === null && options.end === true)) return fromWall(day.endOf('day'), timeZone);
  return fromWall(day.hour(hour ?? 0), timeZone);
}

/**
 * Formats a date for the URL in the tenant's time zone: `YYYY-MM-DD`, `T`, the two-digit hour.
 * A wall time of exactly 23:59:59 (any milliseconds) is written `T24`, so an end of day survives the round trip;
 * minutes and seconds are otherwise dropped — the URL carries hours only. An invalid Date gives ''.
 */
export function formatUrlDate(date: Date, options: ZoneOptions = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = options.timeZone ?? defaultTimeZone;
  const wall = toWall(date, timeZone);
  return isEndOfDaySecond(date, timeZone) ? `${wall.format('YYYY-MM-DD')}T24` : wall.format('YYYY-MM-DD[T]HH');
}
