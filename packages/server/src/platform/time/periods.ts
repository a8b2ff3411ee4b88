import type { Wall } from '@sentio/domain';

/**
 * Calendar periods in the wall clock of the reporting time zone: an hour, a day, an ISO week (Monday first) or a
 * month. The one calculator behind every schedule that runs "once per period" (notification definitions, feedback
 * schedules): each keeps its own period keys, but where a period starts, how periods add and when in a period its
 * moment falls are decided here once.
 */
export type PeriodType = 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY';

const HOUR = 3_600_000;
const DAY = 86_400_000;
// 1970-01-05 was a Monday: ISO weeks are counted from it.
const FIRST_MONDAY = 4 * DAY;

export function periodStart(wall: Wall, type: PeriodType): Wall {
  if (type === 'HOURLY') return wall.startOf('hour');
  if (type === 'DAILY') return wall.startOf('day');
  if (type === 'WEEKLY') return wall.startOf('day').subtract((wall.day() + 6) % 7, 'day');
  return wall.startOf('month');
}

export const addPeriods = (wall: Wall, type: PeriodType, n: number): Wall =>
  type === 'HOURLY'
    ? wall.add(n, 'hour')
    : type === 'DAILY'
      ? wall.add(n, 'day')
      : type === 'WEEKLY'
        ? wall.add(7 * n, 'day')
        : wall.add(n, 'month');

/** A period's position counted from a fixed origin: "every n-th period" agrees in every process without shared state. */
export function periodIndex(start: Wall, type: PeriodType): number {
  const ms = start.valueOf();
  if (type === 'HOURLY') return Math.floor(ms / HOUR);
  if (type === 'DAILY') return Math.floor(ms / DAY);
  if (type === 'WEEKLY') return Math.floor((ms - FIRST_MONDAY) / (7 * DAY));
  return start.year() * 12 + start.month();
}

export interface RepeatAt {
  /** Weekday 1–7 (Monday first) of a week, day 1–31 of a month; ignored by hourly and daily periods. */
  day: number | null;
  hour: number | null;
  minute?: number | null;
}

/**
 * The moment inside the period starting at `start`: an hourly period at its start, a daily one at hour:minute, a
 * weekly one on its weekday, a monthly one on its day of month (a day past the month's end runs into the next month,
 * as the calendar does).
 */
export function repeatMoment(start: Wall, type: PeriodType, at: RepeatAt): Wall {
  if (type === 'HOURLY') return start;
  const dayOffset = type === 'DAILY' ? 0 : Math.max(0, (at.day ?? 1) - 1);
  return start
    .add(dayOffset, 'day')
    .add(at.hour ?? 0, 'hour')
    .add(at.minute ?? 0, 'minute');
}
