import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * A wall-clock date-time in some time zone, held as a dayjs in UTC mode: its fields (year … millisecond) are the
 * fields a clock in that zone shows. UTC has no daylight saving, so calendar arithmetic on it (add a month, start of
 * the week) never trips over a DST change; `fromWall` turns the result back into an instant at the very end.
 */
export type Wall = dayjs.Dayjs;

/** The zone used when a caller gives none. Deterministic on every machine, unlike the process's local zone. */
export const defaultTimeZone = 'UTC';

/** Options shared by the zone-aware date functions. `timeZone` is the tenant's IANA zone name (e.g. Europe/Istanbul). */
export interface ZoneOptions {
  timeZone?: string | undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Intl.DateTimeFormat is slow to construct and cheap to reuse; one per zone.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows `timeZone` as an IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Offset of `timeZone` from UTC at instant `ms`, in minutes (Istanbul today: 180).
 * Throws a RangeError for an unknown zone name: that is a configuration error, not user input.
 */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  // formatToParts costs microseconds, and a dashboard call asks the offsets of the same few hundred day starts
  // thousands of times (buckets, drill ranges): the answers are remembered per zone and instant.
  let memo = offsets.get(timeZone);
  if (!memo) offsets.set(timeZone, (memo = new Map<number, number>()));
  const known = memo.get(ms);
  if (known !== undefined) return known;
  const offset = computeOffset(ms, timeZone);
  if (memo.size >= OFFSET_MEMO_SIZE) memo.clear();
  memo.set(ms, offset);
  return offset;
}

const OFFSET_MEMO_SIZE = 50_000;
const offsets = new Map<string, Map<number, number>>();

function computeOffset(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) fields[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    fields['year'] ?? 1970,
    (fields['month'] ?? 1) - 1,
    fields['day'] ?? 1,
    fields['hour'] ?? 0,
    fields['minute'] ?? 0,
    fields['second'] ?? 0,
  );
  const wholeSecond = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((asUtc - wholeSecond) / 60_000);
}

/** The wall clock of `timeZone` at `date`. */
export function toWall(date: Date, timeZone: string = defaultTimeZone): Wall {
  const ms = date.getTime();
  return dayjs.utc(ms + zoneOffsetMinutes(ms, timeZone) * 60_000);
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall clock in `timeZone` shows `wall`. Deterministic where the wall time is not unique:
 * an ambiguous time (the repeated hour when clocks go back) gives the earlier instant, a skipped time (the hour
 * lost when clocks go forward) is moved forward by the length of the gap — Temporal's "compatible" choice.
 * (dayjs's timezone plugin seeds its guess with the offset of `Date.now()`, so its answer for ambiguous
 * times changes with the season the code runs in; that is why it is not used.)
 */
export function fromWall(wall: Wall, timeZone: string = defaultTimeZone): Date {
  const local = wall.valueOf();
  const before = zoneOffsetMinutes(local - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(local + DAY_MS, timeZone);
  const candidates = [local - before * 60_000, local - after * 60_000].filter(
    (ms) => zoneOffsetMinutes(ms, timeZone) * 60_000 === local - ms,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(local - before * 60_000);
}

/** A wall date (start of day) from calendar fields, or null when the date does not exist (2023-02-29, month 13). */
export function wallDate(year: number, month: number, day: number): Wall | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const wall = dayjs.utc(Date.UTC(year, month - 1, day)).year(year);
  return wall.year() === year && wall.month() === month - 1 && wall.date() === day ? wall : null;
}

/** Start of the day that contains `date`, in `timeZone`. */
export const startOfDay = (date: Date, timeZone: string = defaultTimeZone): Date =>
  fromWall(toWall(date, timeZone).startOf('day'), timeZone);

/** End of the day that contains `date` (23:59:59.999 on the wall clock), in `timeZone`. */
export const endOfDay = (date: Date, timeZone: string = defaultTimeZone): Date =>
  fromWall(toWall(date, timeZone).endOf('day'), timeZone);

/** True when `date` shows exactly 23:59:59 on the wall clock (any milliseconds): the end-of-day the pickers produce. */
export function isEndOfDaySecond(date: Date, timeZone: string = defaultTimeZone): boolean {
  const wall = toWall(date, timeZone);
  return wall.hour() === 23 && wall.minute() === 59 && wall.second() === 59;
}
