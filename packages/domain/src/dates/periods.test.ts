import { describe, expect, it } from 'vitest';
import { shellConstants } from '../shell/constants.js';
import {
  defaultDateRange,
  displayDateFormat,
  formatDisplayDate,
  presetRange,
  resolvePeriod,
  weekStartFor,
  type ClockOptions,
} from './periods.js';
import type { DateRange } from './range.js';

const IST = 'Europe/Istanbul';
const span = (range: DateRange | null) => (range ? [range.start.toISOString(), range.end.toISOString()] : null);
/** Wednesday 6 March 2024, 15:00 in Istanbul. */
const clock: ClockOptions = { now: new Date('2024-03-06T12:00:00Z'), timeZone: 'UTC', language: 'en' };

describe('presetRange: quick periods', () => {
  it.each([
    ['TODAY', '2024-03-06T00:00:00.000Z', '2024-03-06T23:59:59.999Z'],
    ['YESTERDAY', '2024-03-05T00:00:00.000Z', '2024-03-05T23:59:59.999Z'],
    ['THIS_WEEK', '2024-03-03T00:00:00.000Z', '2024-03-09T23:59:59.999Z'],
    ['LAST_WEEK', '2024-02-25T00:00:00.000Z', '2024-03-02T23:59:59.999Z'],
    ['THIS_MONTH', '2024-03-01T00:00:00.000Z', '2024-03-31T23:59:59.999Z'],
    ['LAST_MONTH', '2024-02-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z'],
    ['YEAR_TO_DATE', '2024-01-01T00:00:00.000Z', '2024-03-06T23:59:59.999Z'],
  ])('%s (English week from Sunday)', (code, start, end) => {
    expect(span(presetRange(code, clock))).toEqual([start, end]);
  });

  it('starts the week on Monday in Turkish', () => {
    expect(weekStartFor('tr')).toBe(1);
    expect(weekStartFor('tr-TR')).toBe(1);
    expect(weekStartFor('en')).toBe(0);
    expect(weekStartFor(undefined)).toBe(0);
    const tr = { ...clock, language: 'tr' };
    expect(span(presetRange('THIS_WEEK', tr))).toEqual(['2024-03-04T00:00:00.000Z', '2024-03-10T23:59:59.999Z']);
    expect(span(presetRange('LAST_WEEK', tr))).toEqual(['2024-02-26T00:00:00.000Z', '2024-03-03T23:59:59.999Z']);
    // On a Sunday the Turkish week is the one that began six days earlier.
    expect(span(presetRange('THIS_WEEK', { ...tr, now: new Date('2024-03-10T12:00:00Z') }))).toEqual([
      '2024-03-04T00:00:00.000Z',
      '2024-03-10T23:59:59.999Z',
    ]);
  });

  it('lets the tenant zone decide what today is', () => {
    // 22:30 UTC on 31 Dec is already 1 January in Istanbul.
    const newYear = { now: new Date('2024-12-31T22:30:00Z'), timeZone: IST };
    expect(span(presetRange('TODAY', newYear))).toEqual(['2024-12-31T21:00:00.000Z', '2025-01-01T20:59:59.999Z']);
    expect(span(presetRange('YEAR_TO_DATE', newYear))).toEqual(['2024-12-31T21:00:00.000Z', '2025-01-01T20:59:59.999Z']);
    expect(span(presetRange('LAST_MONTH', newYear))).toEqual(['2024-11-30T21:00:00.000Z', '2024-12-31T20:59:59.999Z']);
    expect(span(presetRange('TODAY', { now: new Date('2024-12-31T22:30:00Z'), timeZone: 'UTC' }))).toEqual([
      '2024-12-31T00:00:00.000Z',
      '2024-12-31T23:59:59.999Z',
    ]);
  });

  it('crosses year boundaries', () => {
    const jan = { ...clock, now: new Date('2025-01-02T10:00:00Z') };
    expect(span(presetRange('LAST_MONTH', jan))).toEqual(['2024-12-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z']);
    expect(span(presetRange('LAST_WEEK', jan))).toEqual(['2024-12-22T00:00:00.000Z', '2024-12-28T23:59:59.999Z']);
    expect(span(presetRange('YESTERDAY', { ...clock, now: new Date('2025-01-01T10:00:00Z') }))).toEqual([
      '2024-12-31T00:00:00.000Z',
      '2024-12-31T23:59:59.999Z',
    ]);
  });
});

describe('presetRange: last periods', () => {
  it.each([
    ['LAST_7_DAYS', '2024-02-29T00:00:00.000Z'],
    ['LAST_30_DAYS', '2024-02-06T00:00:00.000Z'],
    ['LAST_3_MONTHS', '2023-12-07T00:00:00.000Z'],
    ['LAST_6_MONTHS', '2023-09-07T00:00:00.000Z'],
    ['LAST_12_MONTHS', '2023-03-07T00:00:00.000Z'],
    ['LAST_1_MONTH', '2024-02-07T00:00:00.000Z'],
    ['LAST_3_QUARTERS', '2023-06-07T00:00:00.000Z'],
    ['LAST_1_YEAR', '2023-03-07T00:00:00.000Z'],
    ['LAST_2_WEEKS', '2024-02-22T00:00:00.000Z'],
  ])('%s ends today and starts on %s', (code, start) => {
    expect(span(presetRange(code, clock))).toEqual([start, '2024-03-06T23:59:59.999Z']);
  });

  it('counts calendar months, clamped at month ends, so they stay whole', () => {
    const may31 = { ...clock, now: new Date('2024-05-31T12:00:00Z') };
    expect(span(presetRange('LAST_3_MONTHS', may31))).toEqual(['2024-03-01T00:00:00.000Z', '2024-05-31T23:59:59.999Z']);
    const leap = { ...clock, now: new Date('2024-02-29T12:00:00Z') };
    expect(span(presetRange('LAST_12_MONTHS', leap))).toEqual(['2023-03-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z']);
  });

  it('knows every quick and last period preset and nothing else', () => {
    for (const code of [...shellConstants.quickPeriods, ...shellConstants.lastPeriods, ...shellConstants.defaultDateRangeOptions])
      expect(presetRange(code, clock)).not.toBeNull();
    for (const code of ['LAST_0_DAYS', 'LAST_DAYS', 'NEXT_WEEK', 'last_7_days', '']) expect(presetRange(code, clock)).toBeNull();
  });
});

describe('resolvePeriod', () => {
  it('gives the whole week, month, quarter or year around an anchor', () => {
    const anchor = new Date('2024-08-15T10:00:00Z');
    expect(span(resolvePeriod({ type: 'weekly', anchor }, { ...clock, language: 'tr' }))).toEqual([
      '2024-08-12T00:00:00.000Z',
      '2024-08-18T23:59:59.999Z',
    ]);
    expect(span(resolvePeriod({ type: 'monthly', anchor }, clock))).toEqual([
      '2024-08-01T00:00:00.000Z',
      '2024-08-31T23:59:59.999Z',
    ]);
    expect(span(resolvePeriod({ type: 'quarter', anchor }, clock))).toEqual([
      '2024-07-01T00:00:00.000Z',
      '2024-09-30T23:59:59.999Z',
    ]);
    expect(span(resolvePeriod({ type: 'yearly', anchor }, clock))).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-12-31T23:59:59.999Z',
    ]);
  });

  it.each([
    ['2024-01-01T00:00:00Z', '2024-01-01T00:00:00.000Z', '2024-03-31T23:59:59.999Z'],
    ['2024-03-31T23:59:59Z', '2024-01-01T00:00:00.000Z', '2024-03-31T23:59:59.999Z'],
    ['2024-04-01T00:00:00Z', '2024-04-01T00:00:00.000Z', '2024-06-30T23:59:59.999Z'],
    ['2024-12-31T12:00:00Z', '2024-10-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z'],
  ])('quarter boundaries: %s is in the quarter %s – %s', (anchor, start, end) => {
    expect(span(resolvePeriod({ type: 'quarter', anchor: new Date(anchor) }, clock))).toEqual([start, end]);
  });

  it('takes the anchor on the tenant wall clock', () => {
    // 31 March 22:00 UTC is 1 April in Istanbul: second quarter.
    const range = resolvePeriod({ type: 'quarter', anchor: new Date('2024-03-31T22:00:00Z') }, { ...clock, timeZone: IST });
    expect(span(range)).toEqual(['2024-03-31T21:00:00.000Z', '2024-06-30T20:59:59.999Z']);
  });

  it('passes quick and last codes to presetRange, unknown ones give year to date', () => {
    expect(resolvePeriod({ type: 'quick', code: 'TODAY' }, clock)).toEqual(presetRange('TODAY', clock));
    expect(resolvePeriod({ type: 'last', code: 'LAST_30_DAYS' }, clock)).toEqual(presetRange('LAST_30_DAYS', clock));
    expect(resolvePeriod({ type: 'last', code: 'LAST_FOREVER' }, clock)).toEqual(presetRange('YEAR_TO_DATE', clock));
  });

  it('keeps a custom range, extending an end of 23:59:59 to .999', () => {
    const start = new Date('2024-02-10T08:00:00Z');
    expect(span(resolvePeriod({ type: 'custom', start, end: new Date('2024-02-12T23:59:59Z') }, clock))).toEqual([
      '2024-02-10T08:00:00.000Z',
      '2024-02-12T23:59:59.999Z',
    ]);
  });
});

describe('defaultDateRange', () => {
  it('is year to date unless the tenant says otherwise', () => {
    expect(defaultDateRange(clock)).toEqual(presetRange('YEAR_TO_DATE', clock));
    expect(defaultDateRange({ ...clock, defaultDate: null })).toEqual(presetRange('YEAR_TO_DATE', clock));
    expect(defaultDateRange({ ...clock, defaultDate: 'SOMETIME' })).toEqual(presetRange('YEAR_TO_DATE', clock));
  });

  it("honours a tenant's defaultDate", () => {
    expect(defaultDateRange({ ...clock, defaultDate: 'LAST_7_DAYS' })).toEqual(presetRange('LAST_7_DAYS', clock));
    expect(defaultDateRange({ ...clock, defaultDate: 'LAST_1_YEAR' })).toEqual(presetRange('LAST_12_MONTHS', clock));
    expect(defaultDateRange({ ...clock, defaultDate: 'THIS_MONTH' })).toEqual(presetRange('THIS_MONTH', clock));
  });
});

describe('display formats', () => {
  it('follow the language: DD.MM.YYYY in Turkish, YYYY-MM-DD otherwise', () => {
    expect(displayDateFormat('tr')).toBe('DD.MM.YYYY');
    expect(displayDateFormat('en')).toBe('YYYY-MM-DD');
    expect(displayDateFormat('de')).toBe('YYYY-MM-DD');
    expect(displayDateFormat('tr', true)).toBe('DD.MM.YYYY HH:mm');
    const date = new Date('2024-02-29T21:30:00Z');
    expect(formatDisplayDate(date, 'tr', { timeZone: IST })).toBe('01.03.2024');
    expect(formatDisplayDate(date, 'tr', { timeZone: IST, withTime: true })).toBe('01.03.2024 00:30');
    expect(formatDisplayDate(date, 'en')).toBe('2024-02-29');
    expect(formatDisplayDate(date, 'en', { withTime: true })).toBe('2024-02-29 21:30');
    expect(formatDisplayDate(new Date(Number.NaN), 'en')).toBe('');
  });
});
