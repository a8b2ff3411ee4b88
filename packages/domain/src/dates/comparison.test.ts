import { describe, expect, it } from 'vitest';
import {
  comparisonPresets,
  isComparisonPresetDisabled,
  previousPeriod,
  validateComparisonRange,
  validateDateRange,
} from './comparison.js';
import { presetRange, type ClockOptions } from './periods.js';
import { isValidRange, normalizeEndDate, normalizeRange, sameRange, type DateRange } from './range.js';
import { parseUrlDate } from './url-date.js';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';
const d = (iso: string) => new Date(iso);
const range = (start: string, end: string): DateRange => ({ start: d(start), end: d(end) });
const days = (from: string, to: string, timeZone = 'UTC'): DateRange => ({
  start: parseUrlDate(from, { timeZone }) as Date,
  end: parseUrlDate(to, { timeZone, end: true }) as Date,
});
const span = (r: DateRange) => [r.start.toISOString(), r.end.toISOString()];

describe('isValidRange', () => {
  it('needs both dates, valid, with the start not after the end', () => {
    expect(isValidRange(range('2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z'))).toBe(true);
    expect(isValidRange(range('2024-01-02T00:00:00Z', '2024-01-01T00:00:00Z'))).toBe(false);
    expect(isValidRange({ start: d('2024-01-01T00:00:00Z'), end: null })).toBe(false);
    expect(isValidRange({ start: undefined, end: d('2024-01-01T00:00:00Z') })).toBe(false);
    expect(isValidRange({ start: new Date(Number.NaN), end: d('2024-01-01T00:00:00Z') })).toBe(false);
    expect(isValidRange(null)).toBe(false);
  });
});

describe('normalizeEndDate', () => {
  it('extends exactly 23:59:59 on the tenant wall clock to .999 and leaves other times alone', () => {
    expect(normalizeEndDate(d('2024-03-01T23:59:59.000Z')).toISOString()).toBe('2024-03-01T23:59:59.999Z');
    expect(normalizeEndDate(d('2024-03-01T20:59:59.000Z'), { timeZone: IST }).toISOString()).toBe('2024-03-01T20:59:59.999Z');
    expect(normalizeEndDate(d('2024-03-01T23:59:59.000Z'), { timeZone: IST }).toISOString()).toBe('2024-03-01T23:59:59.000Z');
    expect(normalizeEndDate(d('2024-03-01T23:59:58.000Z')).toISOString()).toBe('2024-03-01T23:59:58.000Z');
    expect(normalizeEndDate(d('1969-12-31T23:59:59.000Z')).toISOString()).toBe('1969-12-31T23:59:59.999Z');
    expect(Number.isNaN(normalizeEndDate(new Date(Number.NaN)).getTime())).toBe(true);
  });

  it('normalizes the end of a range and compares ranges by instants', () => {
    const r = normalizeRange(range('2024-03-01T00:00:00Z', '2024-03-01T23:59:59Z'));
    expect(r.end.toISOString()).toBe('2024-03-01T23:59:59.999Z');
    expect(sameRange(r, range('2024-03-01T00:00:00Z', '2024-03-01T23:59:59.999Z'))).toBe(true);
    expect(sameRange(r, range('2024-03-01T00:00:00Z', '2024-03-01T23:59:59Z'))).toBe(false);
    expect(sameRange({ start: null, end: null }, undefined)).toBe(true);
  });
});

describe('previousPeriod', () => {
  it.each([
    ['a single day: the day before', days('2024-03-01', '2024-03-01'), ['2024-02-29T00:00:00.000Z', '2024-02-29T23:59:59.999Z']],
    ['a day after new year', days('2025-01-01', '2025-01-01'), ['2024-12-31T00:00:00.000Z', '2024-12-31T23:59:59.999Z']],
    ['a week: the week before', days('2024-03-04', '2024-03-10'), ['2024-02-26T00:00:00.000Z', '2024-03-03T23:59:59.999Z']],
    ['a month: the month before', days('2024-03-01', '2024-03-31'), ['2024-02-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z']],
    ['February of a leap year', days('2024-02-01', '2024-02-29'), ['2024-01-01T00:00:00.000Z', '2024-01-31T23:59:59.999Z']],
    [
      'January: December of the year before',
      days('2024-01-01', '2024-01-31'),
      ['2023-12-01T00:00:00.000Z', '2023-12-31T23:59:59.999Z'],
    ],
    ['a quarter: the quarter before', days('2024-04-01', '2024-06-30'), ['2024-01-01T00:00:00.000Z', '2024-03-31T23:59:59.999Z']],
    ['the first quarter: Q4 before', days('2024-01-01', '2024-03-31'), ['2023-10-01T00:00:00.000Z', '2023-12-31T23:59:59.999Z']],
    ['a year: the year before', days('2024-01-01', '2024-12-31'), ['2023-01-01T00:00:00.000Z', '2023-12-31T23:59:59.999Z']],
    [
      'whole months that are not a quarter',
      days('2024-02-01', '2024-04-30'),
      ['2023-11-01T00:00:00.000Z', '2024-01-31T23:59:59.999Z'],
    ],
    [
      'partial days: equal number of days',
      days('2024-03-10', '2024-03-20'),
      ['2024-02-28T00:00:00.000Z', '2024-03-09T23:59:59.999Z'],
    ],
    [
      'year to date: equal number of days',
      days('2024-01-01', '2024-03-06'),
      ['2023-10-27T00:00:00.000Z', '2023-12-31T23:59:59.999Z'],
    ],
    [
      'an end of 23:59:59 counts as the end of the day',
      range('2024-03-01T00:00:00Z', '2024-03-01T23:59:59Z'),
      ['2024-02-29T00:00:00.000Z', '2024-02-29T23:59:59.999Z'],
    ],
    [
      'hours: an equal span ending 1 ms before',
      range('2024-03-01T10:00:00Z', '2024-03-01T12:00:00Z'),
      ['2024-03-01T07:59:59.999Z', '2024-03-01T09:59:59.999Z'],
    ],
    [
      'an instant: the millisecond before',
      range('2024-03-01T10:00:00Z', '2024-03-01T10:00:00Z'),
      ['2024-03-01T09:59:59.999Z', '2024-03-01T09:59:59.999Z'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(span(previousPeriod(input))).toEqual(expected);
  });

  it('counts whole days on the wall clock across DST changes', () => {
    // The day after Berlin's 23-hour day is compared with that whole 23-hour day.
    expect(span(previousPeriod(days('2024-04-01', '2024-04-01', BER), { timeZone: BER }))).toEqual([
      '2024-03-30T23:00:00.000Z',
      '2024-03-31T21:59:59.999Z',
    ]);
    // Istanbul's 25-hour 8 November 2015, then the month that holds it.
    expect(span(previousPeriod(days('2015-11-09', '2015-11-09', IST), { timeZone: IST }))).toEqual([
      '2015-11-07T21:00:00.000Z',
      '2015-11-08T21:59:59.999Z',
    ]);
    expect(span(previousPeriod(days('2015-12-01', '2015-12-31', IST), { timeZone: IST }))).toEqual([
      '2015-10-31T21:00:00.000Z',
      '2015-11-30T21:59:59.999Z',
    ]);
    // Istanbul's 23-hour 27 March 2016.
    expect(span(previousPeriod(days('2016-03-28', '2016-03-28', IST), { timeZone: IST }))).toEqual([
      '2016-03-26T22:00:00.000Z',
      '2016-03-27T20:59:59.999Z',
    ]);
    expect(span(previousPeriod(days('2024-11-04', '2024-11-10', 'America/New_York'), { timeZone: 'America/New_York' }))).toEqual([
      '2024-10-28T04:00:00.000Z',
      '2024-11-04T04:59:59.999Z',
    ]);
  });

  it('treats whole days in the tenant zone as days, not as UTC hours', () => {
    const march = days('2024-03-01', '2024-03-31', IST);
    expect(span(previousPeriod(march, { timeZone: IST }))).toEqual(['2024-01-31T21:00:00.000Z', '2024-02-29T20:59:59.999Z']);
    // The same instants seen in UTC are not whole days: an equal span.
    const asUtc = previousPeriod(march);
    expect(asUtc.end.getTime()).toBe(march.start.getTime() - 1);
    expect(asUtc.end.getTime() - asUtc.start.getTime()).toBe(march.end.getTime() - march.start.getTime());
  });

  it('refuses an invalid range', () => {
    expect(() => previousPeriod(range('2024-03-02T00:00:00Z', '2024-03-01T00:00:00Z'))).toThrow(RangeError);
  });
});

describe('comparison presets', () => {
  const clock: ClockOptions = { now: d('2024-03-06T12:00:00Z'), timeZone: 'UTC', language: 'tr' };

  it('are disabled when they end in the future or equal the main range', () => {
    const main = presetRange('THIS_MONTH', clock) as DateRange;
    expect(isComparisonPresetDisabled(presetRange('YESTERDAY', clock) as DateRange, main, clock)).toBe(false);
    expect(isComparisonPresetDisabled(presetRange('TODAY', clock) as DateRange, main, clock)).toBe(false);
    expect(isComparisonPresetDisabled(presetRange('THIS_WEEK', clock) as DateRange, main, clock)).toBe(true);
    expect(isComparisonPresetDisabled(main, main, clock)).toBe(true);
    expect(isComparisonPresetDisabled(range('2024-03-01T00:00:00Z', '2024-03-31T23:59:59Z'), main, clock)).toBe(true);
    expect(isComparisonPresetDisabled(presetRange('LAST_MONTH', clock) as DateRange, null, clock)).toBe(false);
  });

  it('list the previous period first, then the quick and last periods', () => {
    const main = presetRange('LAST_MONTH', clock) as DateRange;
    const presets = comparisonPresets(main, clock);
    expect(presets[0]).toEqual({ code: 'PREVIOUS_PERIOD', range: previousPeriod(main), disabled: false });
    expect(presets.map((p) => p.code).slice(1)).toEqual([
      'TODAY',
      'YESTERDAY',
      'THIS_WEEK',
      'LAST_WEEK',
      'THIS_MONTH',
      'LAST_MONTH',
      'YEAR_TO_DATE',
      'LAST_7_DAYS',
      'LAST_30_DAYS',
      'LAST_3_MONTHS',
      'LAST_6_MONTHS',
      'LAST_12_MONTHS',
    ]);
    const disabled = presets.filter((p) => p.disabled).map((p) => p.code);
    expect(disabled).toEqual(['THIS_WEEK', 'THIS_MONTH', 'LAST_MONTH']);
    expect(comparisonPresets({ start: null, end: null }, clock)[0]?.code).toBe('TODAY');
  });
});

describe('validateDateRange and validateComparisonRange', () => {
  const clock: ClockOptions = { now: d('2024-03-06T12:00:00Z'), timeZone: IST };
  const main = days('2024-03-01', '2024-03-05', IST);

  it('require both dates with the start not after the end', () => {
    expect(validateDateRange(main)).toBeNull();
    expect(validateDateRange({ start: main.start, end: null })).toBe('DATE_RANGE_REQUIRED');
    expect(validateDateRange(undefined)).toBe('DATE_RANGE_REQUIRED');
    expect(validateDateRange({ start: main.end, end: main.start })).toBe('DATE_RANGE_INVALID');
    expect(validateComparisonRange(main, { start: null, end: main.end }, clock)).toBe('DATE_RANGE_REQUIRED');
    expect(validateComparisonRange(main, { start: main.end, end: main.start }, clock)).toBe('DATE_RANGE_INVALID');
  });

  it('accept a comparison entirely before the selected period', () => {
    expect(validateComparisonRange(main, previousPeriod(main, { timeZone: IST }), clock)).toBeNull();
    expect(validateComparisonRange(main, days('2023-03-01', '2023-03-05', IST), clock)).toBeNull();
  });

  it('refuse the same dates, future dates and comparisons that do not precede the period', () => {
    expect(validateComparisonRange(main, { start: main.start, end: new Date(main.end.getTime() - 999) }, clock)).toBe(
      'COMPARISON_SAME_DATE',
    );
    expect(validateComparisonRange(main, days('2024-03-06', '2024-03-07', IST), clock)).toBe('DATE_IN_FUTURE');
    expect(validateComparisonRange(main, days('2024-03-02', '2024-03-06', IST), clock)).toBe('COMPARISON_NOT_BEFORE_PERIOD');
    expect(validateComparisonRange(main, days('2024-02-25', '2024-03-01', IST), clock)).toBe('COMPARISON_NOT_BEFORE_PERIOD');
  });
});
