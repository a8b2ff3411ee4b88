import { describe, expect, it } from 'vitest';
import { toWall } from '@sentio/domain';
import { addPeriods, periodIndex, periodStart, repeatMoment } from './periods.js';

const tz = 'Europe/Istanbul';
const at = (iso: string) => toWall(new Date(iso), tz);
const text = (w: ReturnType<typeof at>) => w.format('YYYY-MM-DD HH:mm');

describe('calendar periods of the reporting zone', () => {
  it('starts an ISO week on Monday and a month on its first, in local time', () => {
    // Sunday 2026-11-29 23:30 in Istanbul is 20:30 UTC.
    expect(text(periodStart(at('2026-11-29T20:30:00Z'), 'WEEKLY'))).toBe('2026-11-23 00:00');
    expect(text(periodStart(at('2026-11-30T21:30:00Z'), 'MONTHLY'))).toBe('2026-12-01 00:00');
    expect(text(periodStart(at('2026-11-26T10:45:00Z'), 'HOURLY'))).toBe('2026-11-26 13:00');
  });

  it('places the repeat moment on the weekday or day of month, with minutes; hourly periods at their start', () => {
    const week = periodStart(at('2026-11-26T10:00:00Z'), 'WEEKLY');
    expect(text(repeatMoment(week, 'WEEKLY', { day: 5, hour: 10, minute: 30 }))).toBe('2026-11-27 10:30');
    const month = periodStart(at('2026-11-26T10:00:00Z'), 'MONTHLY');
    expect(text(repeatMoment(month, 'MONTHLY', { day: 28, hour: 0 }))).toBe('2026-11-28 00:00');
    // Day 31 of a 30-day month runs into the next month, as the calendar does.
    expect(text(repeatMoment(month, 'MONTHLY', { day: 31, hour: 9 }))).toBe('2026-12-01 09:00');
    const hour = periodStart(at('2026-11-26T10:45:00Z'), 'HOURLY');
    expect(text(repeatMoment(hour, 'HOURLY', { day: 3, hour: 9, minute: 15 }))).toBe('2026-11-26 13:00');
  });

  it('counts consecutive periods one apart, so "every n-th" agrees everywhere', () => {
    for (const type of ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const) {
      const start = periodStart(at('2026-11-26T10:00:00Z'), type);
      expect(periodIndex(addPeriods(start, type, 1), type) - periodIndex(start, type)).toBe(1);
    }
  });
});
