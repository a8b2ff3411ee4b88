import { describe, expect, it } from 'vitest';
import { currentSlot, dueSlot, nextSendAt, testSlot, type Schedule } from './schedule.js';

const at = (iso: string) => new Date(iso);
const since = at('2000-01-01T00:00:00Z');
const daily: Schedule = { periodType: 'DAILY', periodValue: 1, repeatDay: null, repeatHour: 9 };

describe('schedule', () => {
  it('keys and windows each period type in the reporting zone', () => {
    const z = 'Europe/Istanbul';
    const now = at('2026-11-26T07:30:00Z'); // 10:30 in Istanbul, a Thursday
    expect(currentSlot({ ...daily, periodType: 'HOURLY', repeatHour: null }, now, z)).toMatchObject({
      key: '2026-11-26T10',
      from: at('2026-11-26T06:00:00Z'),
      to: at('2026-11-26T07:00:00Z'),
    });
    expect(currentSlot(daily, now, z)).toMatchObject({
      key: '2026-11-26',
      sendAt: at('2026-11-26T06:00:00Z'),
      from: at('2026-11-24T21:00:00Z'),
      to: at('2026-11-25T21:00:00Z'),
      previousFrom: at('2026-11-23T21:00:00Z'),
    });
    expect(currentSlot({ ...daily, periodType: 'WEEKLY', repeatDay: 4 }, now, z)).toMatchObject({
      key: '2026-W48',
      sendAt: at('2026-11-26T06:00:00Z'),
      from: at('2026-11-15T21:00:00Z'),
    });
    expect(currentSlot({ ...daily, periodType: 'MONTHLY', repeatDay: 1 }, now, z)).toMatchObject({
      key: '2026-11',
      from: at('2026-09-30T21:00:00Z'),
      to: at('2026-10-31T21:00:00Z'),
    });
    // ISO week of a year's edge: 2027-01-01 (Friday) is in 2026-W53.
    expect(currentSlot({ ...daily, periodType: 'WEEKLY', repeatDay: 5 }, at('2027-01-01T12:00:00Z'), 'UTC')?.key).toBe(
      '2026-W53',
    );
  });

  it('is due from the repeat moment to the end of the period, not for a moment before the definition existed', () => {
    expect(dueSlot(daily, at('2026-11-26T08:59:00Z'), 'UTC', since)).toBeNull();
    expect(dueSlot(daily, at('2026-11-26T09:00:00Z'), 'UTC', since)?.key).toBe('2026-11-26');
    expect(dueSlot(daily, at('2026-11-26T23:59:00Z'), 'UTC', since)?.key).toBe('2026-11-26');
    expect(dueSlot(daily, at('2026-11-26T10:00:00Z'), 'UTC', at('2026-11-26T09:30:00Z'))).toBeNull();
  });

  it('sends every N-th period only, and says when next', () => {
    const everyOther: Schedule = { ...daily, periodValue: 2 };
    const sending = [25, 26, 27, 28].filter((d) => currentSlot(everyOther, at(`2026-11-${d}T12:00:00Z`), 'UTC') !== null);
    expect(sending).toHaveLength(2);
    expect(sending[1]! - sending[0]!).toBe(2);
    // An every-2-days report covers two days.
    const slot = currentSlot(everyOther, at(`2026-11-${sending[0]}T12:00:00Z`), 'UTC');
    expect((slot!.to.getTime() - slot!.from.getTime()) / 86_400_000).toBe(2);
    expect(nextSendAt(daily, at('2026-11-26T09:30:00Z'), 'UTC', since)).toEqual(at('2026-11-27T09:00:00Z'));
    expect(nextSendAt(daily, at('2026-11-26T08:30:00Z'), 'UTC', since)).toEqual(at('2026-11-26T09:00:00Z'));
    expect(testSlot(everyOther, at('2026-11-26T12:00:00Z'), 'UTC').to).toEqual(at('2026-11-26T00:00:00Z'));
  });
});
