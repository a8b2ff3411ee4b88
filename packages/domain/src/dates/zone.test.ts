import { describe, expect, it } from 'vitest';
import { endOfDay, fromWall, isValidTimeZone, startOfDay, toWall, wallDate, zoneOffsetMinutes } from './zone.js';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';
const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const wall = (y: number, m: number, d: number, h = 0) =>
  (
    wallDate(y, m, d) ??
    (() => {
      throw new Error('bad date');
    })()
  ).hour(h);

describe('zoneOffsetMinutes', () => {
  it.each([
    // Turkey 2015: summer time from 29 March, its end delayed to 8 November for the election.
    [IST, '2015-03-29T00:59:59Z', 120],
    [IST, '2015-03-29T01:00:00Z', 180],
    [IST, '2015-11-08T00:59:59Z', 180],
    [IST, '2015-11-08T01:00:00Z', 120],
    // Turkey 2016: summer time from 27 March, then +03 all year — no change in October 2016 or since.
    [IST, '2016-03-27T00:59:59Z', 120],
    [IST, '2016-03-27T01:00:00Z', 180],
    [IST, '2016-10-30T02:00:00Z', 180],
    [IST, '2024-01-15T12:00:00Z', 180],
    [BER, '2024-03-31T00:59:59Z', 60],
    [BER, '2024-03-31T01:00:00Z', 120],
    [BER, '2024-10-27T00:59:59Z', 120],
    [BER, '2024-10-27T01:00:00Z', 60],
    [NY, '2024-03-10T07:00:00Z', -240],
    [NY, '2024-11-03T06:00:00Z', -300],
    ['UTC', '2024-06-01T00:00:00Z', 0],
  ])('%s at %s is %i minutes ahead of UTC', (zone, iso, expected) => {
    expect(zoneOffsetMinutes(at(iso), zone)).toBe(expected);
  });

  it('handles milliseconds and instants before 1970', () => {
    expect(zoneOffsetMinutes(at('2024-01-01T00:00:00.999Z'), IST)).toBe(180);
    expect(zoneOffsetMinutes(at('1969-12-31T23:59:59.500Z'), 'UTC')).toBe(0);
  });

  it('throws for an unknown zone, which isValidTimeZone reports as false', () => {
    expect(() => zoneOffsetMinutes(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(IST)).toBe(true);
  });
});

describe('toWall and fromWall', () => {
  it('round-trip ordinary instants', () => {
    const date = new Date('2024-05-17T09:30:15.250Z');
    expect(toWall(date, IST).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2024-05-17 12:30:15.250');
    expect(fromWall(toWall(date, IST), IST).toISOString()).toBe(date.toISOString());
    expect(fromWall(toWall(date)).toISOString()).toBe(date.toISOString());
  });

  it('gives the first occurrence of a repeated wall time (clocks going back)', () => {
    expect(fromWall(wall(2015, 11, 8, 3), IST).toISOString()).toBe('2015-11-08T00:00:00.000Z');
    expect(fromWall(wall(2024, 10, 27, 2).minute(30), BER).toISOString()).toBe('2024-10-27T00:30:00.000Z');
    expect(fromWall(wall(2024, 11, 3, 1).minute(30), NY).toISOString()).toBe('2024-11-03T05:30:00.000Z');
  });

  it('moves a skipped wall time forward by the gap (clocks going forward)', () => {
    expect(fromWall(wall(2016, 3, 27, 3).minute(30), IST).toISOString()).toBe('2016-03-27T01:30:00.000Z');
    expect(fromWall(wall(2024, 3, 31, 2).minute(30), BER).toISOString()).toBe('2024-03-31T01:30:00.000Z');
    expect(fromWall(wall(2024, 3, 10, 2), NY).toISOString()).toBe('2024-03-10T07:00:00.000Z');
  });
});

describe('wallDate', () => {
  it('accepts real dates including leap days', () => {
    expect(wallDate(2024, 2, 29)?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(wallDate(2000, 2, 29)?.format('YYYY-MM-DD')).toBe('2000-02-29');
    expect(wallDate(1, 1, 1)?.year()).toBe(1);
  });

  it.each([
    [2023, 2, 29],
    [1900, 2, 29],
    [2024, 13, 1],
    [2024, 0, 10],
    [2024, 4, 31],
    [2024, 1, 0],
    [2024.5, 1, 1],
  ])('refuses %i-%i-%i', (y, m, d) => {
    expect(wallDate(y, m, d)).toBeNull();
  });
});

describe('startOfDay and endOfDay', () => {
  it('follow the tenant zone, including 23- and 25-hour days', () => {
    const spring = new Date('2016-03-27T12:00:00Z');
    expect(startOfDay(spring, IST).toISOString()).toBe('2016-03-26T22:00:00.000Z');
    expect(endOfDay(spring, IST).toISOString()).toBe('2016-03-27T20:59:59.999Z');
    const autumn = new Date('2015-11-08T12:00:00Z');
    expect(endOfDay(autumn, IST).getTime() - startOfDay(autumn, IST).getTime()).toBe(25 * 3_600_000 - 1);
    expect(startOfDay(new Date('2024-06-01T23:30:00Z')).toISOString()).toBe('2024-06-01T00:00:00.000Z');
  });
});
