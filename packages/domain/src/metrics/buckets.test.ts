import { describe, expect, it } from 'vitest';
import { autoPeriod, bucketEnd, bucketStart, bucketStarts, gapOfPeriod, nextBucketStart } from './buckets.js';
import type { ReportPeriod } from '../contract/dashboard.js';

const d = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const origin = d('2024-03-06T00:00:00.000Z');

describe('autoPeriod', () => {
  it.each([
    ['2024-03-01T00:00:00.000Z', '2024-03-02T23:59:59.999Z', 'hour'], // 2 days, inclusive end
    ['2024-03-01T00:00:00.000Z', '2024-03-03T00:00:00.000Z', 'hour'], // exactly 48 h
    ['2024-03-01T00:00:00.000Z', '2024-03-03T23:59:59.999Z', 'day'],
    ['2024-01-01T00:00:00.000Z', '2024-04-01T23:59:59.999Z', 'day'], // 92 days
    ['2024-01-01T00:00:00.000Z', '2024-04-02T23:59:59.999Z', 'week'], // 93 days
    ['2024-01-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z', 'week'], // leap year, 366 days
    ['2024-01-01T00:00:00.000Z', '2025-01-01T23:59:59.999Z', 'month'], // 367 days
  ])('%s … %s → %s', (start, end, expected) => {
    expect(autoPeriod(d(start), d(end))).toBe(expected);
  });
});

describe('gapOfPeriod', () => {
  it('maps calendar periods to themselves and custom to null', () => {
    expect(gapOfPeriod('week')).toBe('week');
    expect(gapOfPeriod('quarter')).toBe('quarter');
    expect(gapOfPeriod('custom')).toBeNull();
  });
});

describe('bucketStart', () => {
  it.each<[string, ReportPeriod, string]>([
    ['2024-03-31T01:30:15.000Z', 'hour', '2024-03-31T01:00:00.000Z'], // EU clocks change that night; UTC does not
    ['2024-03-06T15:00:00.000Z', 'day', '2024-03-06T00:00:00.000Z'],
    ['2024-03-06T15:00:00.000Z', 'week', '2024-03-04T00:00:00.000Z'], // Wednesday → Monday
    ['2024-03-10T23:59:59.999Z', 'week', '2024-03-04T00:00:00.000Z'], // Sunday still belongs to Monday's week
    ['2024-03-11T00:00:00.000Z', 'week', '2024-03-11T00:00:00.000Z'], // Monday starts its own week
    ['2024-01-02T08:00:00.000Z', 'week', '2024-01-01T00:00:00.000Z'],
    ['2023-01-01T12:00:00.000Z', 'week', '2022-12-26T00:00:00.000Z'], // a Sunday: the week began last year
    ['2023-12-31T23:59:59.999Z', 'month', '2023-12-01T00:00:00.000Z'],
    ['2024-02-29T10:00:00.000Z', 'month', '2024-02-01T00:00:00.000Z'],
    ['2024-05-15T00:00:00.000Z', 'quarter', '2024-04-01T00:00:00.000Z'],
    ['2023-11-30T00:00:00.000Z', 'quarter', '2023-10-01T00:00:00.000Z'],
    ['2024-03-31T23:59:59.999Z', 'quarter', '2024-01-01T00:00:00.000Z'],
    ['2024-07-01T00:00:00.000Z', 'year', '2024-01-01T00:00:00.000Z'],
  ])('%s in a %s bucket starts %s', (date, period, expected) => {
    expect(bucketStart(d(date), period, 7, origin).toISOString()).toBe(expected);
  });

  it('counts custom buckets of n days from the origin, also backwards', () => {
    // origin Wed 6 March; 7-day buckets: 6–12, 13–19 March; 5 March falls in 28 Feb – 5 March
    expect(bucketStart(d('2024-03-12T23:59:59.999Z'), 'custom', 7, origin).toISOString()).toBe('2024-03-06T00:00:00.000Z');
    expect(bucketStart(d('2024-03-13T00:00:00.000Z'), 'custom', 7, origin).toISOString()).toBe('2024-03-13T00:00:00.000Z');
    expect(bucketStart(d('2024-03-05T12:00:00.000Z'), 'custom', 7, origin).toISOString()).toBe('2024-02-28T00:00:00.000Z');
    // a size below one day is read as one day
    expect(bucketStart(d('2024-03-07T12:00:00.000Z'), 'custom', 0, origin).toISOString()).toBe('2024-03-07T00:00:00.000Z');
  });
});

describe('bucketEnd', () => {
  it.each<[string, ReportPeriod, string]>([
    ['2024-03-31T01:00:00.000Z', 'hour', '2024-03-31T01:59:59.999Z'],
    ['2024-02-28T00:00:00.000Z', 'day', '2024-02-28T23:59:59.999Z'],
    ['2024-02-26T00:00:00.000Z', 'week', '2024-03-03T23:59:59.999Z'], // across the end of February
    ['2023-12-01T00:00:00.000Z', 'month', '2023-12-31T23:59:59.999Z'], // across the year end
    ['2024-02-01T00:00:00.000Z', 'month', '2024-02-29T23:59:59.999Z'], // leap February
    ['2023-02-01T00:00:00.000Z', 'month', '2023-02-28T23:59:59.999Z'],
    ['2024-04-01T00:00:00.000Z', 'quarter', '2024-06-30T23:59:59.999Z'],
    ['2023-10-01T00:00:00.000Z', 'quarter', '2023-12-31T23:59:59.999Z'],
    ['2024-01-01T00:00:00.000Z', 'year', '2024-12-31T23:59:59.999Z'],
    ['2024-03-06T00:00:00.000Z', 'custom', '2024-03-12T23:59:59.999Z'],
  ])('the %s %s bucket ends %s', (start, period, expected) => {
    expect(bucketEnd(d(start), period, 7).toISOString()).toBe(expected);
  });

  it('is one millisecond before the next start', () => {
    const start = d('2024-01-01T00:00:00.000Z');
    expect(nextBucketStart(start, 'month', 7).getTime() - bucketEnd(start, 'month', 7).getTime()).toBe(1);
  });
});

describe('bucketStarts', () => {
  it('lists 24 UTC hours on a day when local clocks jump', () => {
    const hours = bucketStarts(d('2024-03-31T00:00:00.000Z'), d('2024-03-31T23:59:59.999Z'), 'hour', 7);
    expect(hours).toHaveLength(24);
    expect(hours.at(-1)?.toISOString()).toBe('2024-03-31T23:00:00.000Z');
  });

  it('lists days across a leap-year month end', () => {
    expect(iso(bucketStarts(d('2024-02-27T10:00:00.000Z'), d('2024-03-02T23:59:59.999Z'), 'day', 7))).toEqual([
      '2024-02-27T00:00:00.000Z',
      '2024-02-28T00:00:00.000Z',
      '2024-02-29T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
      '2024-03-02T00:00:00.000Z',
    ]);
  });

  it('includes the Monday week a mid-week start falls in', () => {
    // Wed 28 Feb … Tue 12 March
    expect(iso(bucketStarts(d('2024-02-28T00:00:00.000Z'), d('2024-03-12T23:59:59.999Z'), 'week', 7))).toEqual([
      '2024-02-26T00:00:00.000Z',
      '2024-03-04T00:00:00.000Z',
      '2024-03-11T00:00:00.000Z',
    ]);
  });

  it('lists months and quarters across the year end', () => {
    expect(iso(bucketStarts(d('2023-11-15T00:00:00.000Z'), d('2024-02-10T00:00:00.000Z'), 'month', 7))).toEqual([
      '2023-11-01T00:00:00.000Z',
      '2023-12-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
      '2024-02-01T00:00:00.000Z',
    ]);
    expect(iso(bucketStarts(d('2023-08-15T00:00:00.000Z'), d('2024-04-01T00:00:00.000Z'), 'quarter', 7))).toEqual([
      '2023-07-01T00:00:00.000Z',
      '2023-10-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
      '2024-04-01T00:00:00.000Z',
    ]);
    expect(iso(bucketStarts(d('2023-06-01T00:00:00.000Z'), d('2024-01-01T00:00:00.000Z'), 'year', 7))).toEqual([
      '2023-01-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
    ]);
  });

  it('counts custom 7-day buckets from the range start', () => {
    expect(iso(bucketStarts(origin, d('2024-03-20T23:59:59.999Z'), 'custom', 7))).toEqual([
      '2024-03-06T00:00:00.000Z',
      '2024-03-13T00:00:00.000Z',
      '2024-03-20T00:00:00.000Z',
    ]);
  });

  it('is empty when the range ends before it starts', () => {
    expect(bucketStarts(d('2024-03-02T00:00:00.000Z'), d('2024-03-01T00:00:00.000Z'), 'day', 7)).toEqual([]);
  });
});

describe('buckets in a time zone', () => {
  const ist = { timeZone: 'Europe/Istanbul' };
  const ber = { timeZone: 'Europe/Berlin' };
  const iso = (d: Date) => d.toISOString();

  it('starts an Istanbul week at Monday 00:00 local (Sunday 21:00 UTC)', () => {
    // Sunday 2026-03-08 22:30 UTC is Monday 01:30 in Istanbul: the new week already.
    expect(iso(bucketStart(new Date('2026-03-08T22:30:00Z'), 'week', 1, new Date(0), ist))).toBe('2026-03-08T21:00:00.000Z');
    expect(iso(bucketStart(new Date('2026-03-08T20:30:00Z'), 'week', 1, new Date(0), ist))).toBe('2026-03-01T21:00:00.000Z');
    expect(iso(bucketEnd(new Date('2026-03-08T21:00:00Z'), 'week', 1, ist))).toBe('2026-03-15T20:59:59.999Z');
  });

  it('starts an Istanbul month at the 1st 00:00 local', () => {
    expect(iso(bucketStart(new Date('2026-01-31T21:30:00Z'), 'month', 1, new Date(0), ist))).toBe('2026-01-31T21:00:00.000Z');
    expect(
      bucketStarts(new Date('2025-12-31T21:00:00Z'), new Date('2026-03-31T20:59:59.999Z'), 'month', 1, ist).map(iso),
    ).toEqual(['2025-12-31T21:00:00.000Z', '2026-01-31T21:00:00.000Z', '2026-02-28T21:00:00.000Z']);
  });

  it('follows Berlin across the March clock change (days of 24 and 23 hours, custom buckets of local days)', () => {
    const starts = bucketStarts(new Date('2026-03-28T10:00:00Z'), new Date('2026-03-30T10:00:00Z'), 'day', 1, ber).map(iso);
    expect(starts).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(iso(bucketEnd(new Date('2026-03-28T23:00:00Z'), 'day', 1, ber))).toBe('2026-03-29T21:59:59.999Z');
    expect(iso(bucketStart(new Date('2026-04-01T12:00:00Z'), 'month', 1, new Date(0), ber))).toBe('2026-03-31T22:00:00.000Z');
    const origin = new Date('2026-03-27T23:00:00Z');
    expect(iso(bucketStart(new Date('2026-03-30T12:00:00Z'), 'custom', 2, origin, ber))).toBe('2026-03-29T22:00:00.000Z');
  });

  it('is the UTC behaviour without a zone or with UTC', () => {
    const d = new Date('2026-03-08T22:30:00Z');
    expect(iso(bucketStart(d, 'week', 1, new Date(0), { timeZone: 'UTC' }))).toBe(iso(bucketStart(d, 'week', 1, new Date(0))));
  });
});
