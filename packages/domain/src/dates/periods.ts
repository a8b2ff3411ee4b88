import { shellConstants } from '../shell/constants.js';
import { normalizeRange, type DateRange } from './range.js';
import { defaultTimeZone, fromWall, toWall, type Wall } from './zone.js';

export type PeriodType = (typeof shellConstants.periodTypes)[number];
export type QuickPeriod = (typeof shellConstants.quickPeriods)[number];
export type LastPeriod = (typeof shellConstants.lastPeriods)[number];
/** A language of the interface; anything else falls back to English. */
export type DateLanguage = (typeof shellConstants.supportedLanguages)[number];

/** What "now" and "today" mean: the tenant's zone decides the day, the language the first day of the week. */
export interface ClockOptions {
  now: Date;
  timeZone?: string | undefined;
  language?: string | undefined;
}

/** A period as the date picker selects it (its period type). */
export type PeriodSelection =
  | { type: 'quick'; code: QuickPeriod }
  /** `LAST_{n}_{DAYS|WEEKS|MONTHS|QUARTERS|YEARS}` (singular accepted): the presets and any other span. */
  | { type: 'last'; code: string }
  /** The whole week, month, quarter or year that contains `anchor`. */
  | { type: 'weekly' | 'monthly' | 'quarter' | 'yearly'; anchor: Date }
  | { type: 'custom'; start: Date; end: Date };

const languageOf = (language: string | undefined): DateLanguage => (language?.toLowerCase().startsWith('tr') ? 'tr' : 'en');

/** First day of the week for a language: Monday in Turkish, Sunday in English (as dayjs and antd's en locale). */
export const weekStartFor = (language: string | undefined): 0 | 1 => shellConstants.weekStart[languageOf(language)];

/** Display format of a date for a language: DD.MM.YYYY (tr) or YYYY-MM-DD (en), with HH:mm when `withTime`. */
export const displayDateFormat = (language: string | undefined, withTime = false): string =>
  (withTime ? shellConstants.displayDateTimeFormat : shellConstants.displayDateFormat)[languageOf(language)];

/** A date as the interface shows it, on the tenant's wall clock (DD.MM.YYYY in Turkish, YYYY-MM-DD in English). '' for an invalid date. */
export function formatDisplayDate(
  date: Date,
  language: string | undefined,
  options: { timeZone?: string | undefined; withTime?: boolean } = {},
): string {
  if (Number.isNaN(date.getTime())) return '';
  return toWall(date, options.timeZone ?? defaultTimeZone).format(displayDateFormat(language, options.withTime));
}

const startOfWeek = (wall: Wall, weekStart: number): Wall =>
  wall.startOf('day').subtract((wall.day() - weekStart + 7) % 7, 'day');
const startOfQuarter = (wall: Wall): Wall => wall.startOf('month').subtract(wall.month() % 3, 'month');

const toRange = (start: Wall, endDay: Wall, timeZone: string): DateRange => ({
  start: fromWall(start.startOf('day'), timeZone),
  end: fromWall(endDay.endOf('day'), timeZone),
});

const lastPattern = /^LAST_(\d{1,4})_(DAY|WEEK|MONTH|QUARTER|YEAR)S?$/;

/**
 * The range of a preset code relative to `now` in the tenant's zone, or null for an unknown code.
 * Quick periods: TODAY, YESTERDAY; THIS_WEEK, THIS_MONTH are the whole current week or month (they may end in
 * the future); LAST_WEEK, LAST_MONTH the whole previous one; YEAR_TO_DATE runs from 1 January to the end of today.
 * `LAST_{n}_{unit}` is the n units ending with today, today included: LAST_7_DAYS on 10 March is 4–10 March,
 * LAST_3_MONTHS on 31 May is 1 March–31 May (months are calendar months, clamped at month ends).
 */
export function presetRange(code: string, clock: ClockOptions): DateRange | null {
  const timeZone = clock.timeZone ?? defaultTimeZone;
  const today = toWall(clock.now, timeZone).startOf('day');
  const week = startOfWeek(today, weekStartFor(clock.language));
  switch (code) {
    case 'TODAY':
      return toRange(today, today, timeZone);
    case 'YESTERDAY':
      return toRange(today.subtract(1, 'day'), today.subtract(1, 'day'), timeZone);
    case 'THIS_WEEK':
      return toRange(week, week.add(6, 'day'), timeZone);
    case 'LAST_WEEK':
      return toRange(week.subtract(7, 'day'), week.subtract(1, 'day'), timeZone);
    case 'THIS_MONTH':
      return toRange(today.startOf('month'), today.endOf('month'), timeZone);
    case 'LAST_MONTH':
      return toRange(today.subtract(1, 'month').startOf('month'), today.startOf('month').subtract(1, 'day'), timeZone);
    case 'YEAR_TO_DATE':
      return toRange(today.startOf('year'), today, timeZone);
  }
  const last = lastPattern.exec(code);
  const count = Number(last?.[1]);
  if (!last || count < 1) return null;
  const unit = last[2];
  const start =
    unit === 'DAY' || unit === 'WEEK'
      ? today.subtract(count * (unit === 'WEEK' ? 7 : 1), 'day')
      : today.subtract(count * (unit === 'YEAR' ? 12 : unit === 'QUARTER' ? 3 : 1), 'month');
  return toRange(start.add(1, 'day'), today, timeZone);
}

/**
 * The range of a period selection. Anchored periods (weekly, monthly, quarter, yearly) are the whole period that
 * contains the anchor; a custom range is kept as given with its end normalised (23:59:59 → .999).
 * An unknown quick or last code gives the default range, year to date.
 */
export function resolvePeriod(selection: PeriodSelection, clock: ClockOptions): DateRange {
  const timeZone = clock.timeZone ?? defaultTimeZone;
  switch (selection.type) {
    case 'quick':
    case 'last':
      return presetRange(selection.code, clock) ?? defaultRange(clock);
    case 'custom':
      return normalizeRange({ start: selection.start, end: selection.end }, { timeZone });
  }
  const anchor = toWall(selection.anchor, timeZone).startOf('day');
  switch (selection.type) {
    case 'weekly': {
      const start = startOfWeek(anchor, weekStartFor(clock.language));
      return toRange(start, start.add(6, 'day'), timeZone);
    }
    case 'monthly':
      return toRange(anchor.startOf('month'), anchor.endOf('month'), timeZone);
    case 'quarter': {
      const start = startOfQuarter(anchor);
      return toRange(start, start.add(2, 'month').endOf('month'), timeZone);
    }
    case 'yearly':
      return toRange(anchor.startOf('year'), anchor.endOf('year'), timeZone);
  }
}

const defaultRange = (clock: ClockOptions): DateRange => presetRange(shellConstants.defaultDateRange, clock) as DateRange;

/**
 * The main range a date-filtered page opens with: the tenant's `defaultDate` when it is a known preset code
 * (a quick period or any `LAST_{n}_{unit}`, e.g. the listed options LAST_7_DAYS, LAST_1_MONTH, LAST_3_QUARTERS,
 * LAST_1_YEAR), otherwise year to date.
 */
export function defaultDateRange(clock: ClockOptions & { defaultDate?: string | null | undefined }): DateRange {
  return (clock.defaultDate ? presetRange(clock.defaultDate, clock) : null) ?? defaultRange(clock);
}
