import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../app/i18n';
import { scheduleText, zonedDateTime } from './schedule';

beforeAll(async () => {
  await initI18n('en');
});

describe('scheduleText', () => {
  it('says a schedule in a few words, in the interface language', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(scheduleText(t, 'en', { periodType: 'DAILY', periodValue: 1, repeatDay: null, repeatHour: 9 })).toBe('Daily at 09:00');
    expect(scheduleText(t, 'en', { periodType: 'DAILY', periodValue: 2, repeatDay: null, repeatHour: 18 })).toBe(
      'Every 2 days at 18:00',
    );
    expect(scheduleText(t, 'en', { periodType: 'WEEKLY', periodValue: 1, repeatDay: 1, repeatHour: 8 })).toBe(
      'Weekly on Monday at 08:00',
    );
    expect(scheduleText(t, 'en', { periodType: 'MONTHLY', periodValue: 1, repeatDay: 5, repeatHour: 7 })).toBe(
      'Monthly on day 5 at 07:00',
    );
    expect(scheduleText(t, 'en', { periodType: 'HOURLY', periodValue: 3, repeatDay: null, repeatHour: null })).toBe(
      'Every 3 hours',
    );
    await i18n.changeLanguage('tr');
    expect(scheduleText(t, 'tr', { periodType: 'DAILY', periodValue: 1, repeatDay: null, repeatHour: 9 })).toBe(
      'Her gün saat 09:00',
    );
    expect(scheduleText(t, 'tr', { periodType: 'WEEKLY', periodValue: 1, repeatDay: 7, repeatHour: 9 })).toBe(
      'Her hafta Pazar, saat 09:00',
    );
    await i18n.changeLanguage('en');
  });

  it('reads a moment in the reporting time zone', () => {
    expect(zonedDateTime('2026-11-27T05:00:00.000Z', 'en', 'Europe/Istanbul')).toBe('2026-11-27 08:00');
    expect(zonedDateTime('2026-11-27T05:00:00.000Z', 'tr', 'Europe/Istanbul')).toBe('27.11.2026 08:00');
    expect(zonedDateTime('2026-11-27T05:00:00.000Z', 'en', 'UTC')).toBe('2026-11-27 05:00');
  });
});
