import { describe, expect, it } from 'vitest';
import { duePeriod, periodOf } from './period.js';

const tz = 'Europe/Istanbul'; // UTC+3 all year
const base = { repeat_day: null, repeat_week_day: null, updated_at: new Date('2026-01-01T00:00:00Z') };

describe('feedback schedule periods (reporting time zone)', () => {
  it('keys a day, an ISO week by its Monday and a month, with the instant each run is due', () => {
    const now = new Date('2026-11-26T08:00:00Z'); // Thursday 11:00 in Istanbul
    expect(periodOf({ ...base, type: 'DAILY', repeat_time: '09:30' }, now, tz)).toEqual({
      key: '2026-11-26',
      dueAt: new Date('2026-11-26T06:30:00Z'),
    });
    expect(periodOf({ ...base, type: 'WEEKLY', repeat_week_day: 5, repeat_time: '10:00' }, now, tz)).toEqual({
      key: 'W2026-11-23',
      dueAt: new Date('2026-11-27T07:00:00Z'),
    });
    expect(periodOf({ ...base, type: 'MONTHLY', repeat_day: 28, repeat_time: '00:00' }, now, tz)).toEqual({
      key: '2026-11',
      dueAt: new Date('2026-11-27T21:00:00Z'),
    });
  });

  it('is due from its time to the end of its period, and not for a schedule set after that time', () => {
    const weekly = { ...base, type: 'WEEKLY', repeat_week_day: 4, repeat_time: '10:00' };
    expect(duePeriod(weekly, new Date('2026-11-26T06:59:00Z'), tz)).toBeNull();
    expect(duePeriod(weekly, new Date('2026-11-26T07:00:00Z'), tz)).toBe('W2026-11-23');
    expect(duePeriod(weekly, new Date('2026-11-29T20:59:00Z'), tz)).toBe('W2026-11-23');
    // Sunday 21:00 UTC is Monday 00:00 in Istanbul: the next week, not yet due.
    expect(duePeriod(weekly, new Date('2026-11-29T21:00:00Z'), tz)).toBeNull();
    expect(
      duePeriod({ ...weekly, updated_at: new Date('2026-11-26T07:30:00Z') }, new Date('2026-11-26T08:00:00Z'), tz),
    ).toBeNull();
  });
});
