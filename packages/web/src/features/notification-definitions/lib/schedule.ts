import type { TFunction } from 'i18next';
import type { NotificationDefinitionPeriod } from '@sentio/domain';

/** ISO weekday (1 = Monday … 7 = Sunday) in the interface language; 2024-01-01 was a Monday. */
export function weekdayName(day: number, language: string): string {
  const date = new Date(Date.UTC(2024, 0, day));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** An hour of the reporting time zone as a clock time (`09:00`). */
export const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

export interface Schedule {
  periodType: NotificationDefinitionPeriod;
  periodValue: number;
  repeatDay: number | null;
  repeatHour: number | null;
}

/**
 * A definition's schedule in a few words: "Daily at 09:00", "Every 2 weeks on Monday at 08:00", "Monthly on day 5
 * at 07:00", "Every 3 hours". The hour is in the reporting time zone (the form says which).
 */
export function scheduleText(t: TFunction, language: string, s: Schedule): string {
  const count = Math.max(1, s.periodValue);
  const time = hourText(s.repeatHour ?? 0);
  const every = count > 1 ? 'every' : 'one';
  switch (s.periodType) {
    case 'HOURLY':
      return t(`notificationDefinitions:schedule.HOURLY.${every}`, { count });
    case 'DAILY':
      return t(`notificationDefinitions:schedule.DAILY.${every}`, { count, time });
    case 'WEEKLY':
      return t(`notificationDefinitions:schedule.WEEKLY.${every}`, {
        count,
        time,
        day: weekdayName(s.repeatDay ?? 1, language),
      });
    case 'MONTHLY':
      return t(`notificationDefinitions:schedule.MONTHLY.${every}`, { count, time, day: s.repeatDay ?? 1 });
  }
}

/**
 * A moment as a clock time of the reporting time zone (`YYYY-MM-DD HH:mm`, Turkish `DD.MM.YYYY HH:mm`): schedules
 * are set in that zone, so the next and last sending times are read in it too.
 */
export function zonedDateTime(iso: string, language: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return language.startsWith('tr')
    ? `${part('day')}.${part('month')}.${part('year')} ${time}`
    : `${part('year')}-${part('month')}-${part('day')} ${time}`;
}
