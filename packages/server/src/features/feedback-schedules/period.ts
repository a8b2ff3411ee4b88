import { fromWall, toWall, type FeedbackPeriodType } from '@sentio/domain';

/** What decides when a schedule runs. */
export interface ScheduleTiming {
  type: string;
  repeat_day: number | null;
  repeat_week_day: number | null;
  repeat_time: string;
  /** A schedule set after this period's time starts with the next period. */
  updated_at: Date;
}

/**
 * The period `now` falls in (its key: `2026-11-26` daily, `W2026-11-23` weekly by its Monday, `2026-11` monthly;
 * wall clock of the reporting time zone) and the instant that period's run is due.
 */
export function periodOf(s: ScheduleTiming, now: Date, timeZone: string): { key: string; dueAt: Date } {
  const day = toWall(now, timeZone).startOf('day');
  const [hour = 0, minute = 0] = s.repeat_time.split(':').map(Number);
  const type = s.type as FeedbackPeriodType;
  let key: string;
  let dueDay = day;
  if (type === 'WEEKLY') {
    const isoWeekday = day.day() === 0 ? 7 : day.day();
    const monday = day.subtract(isoWeekday - 1, 'day');
    key = `W${monday.format('YYYY-MM-DD')}`;
    dueDay = monday.add((s.repeat_week_day ?? 1) - 1, 'day');
  } else if (type === 'MONTHLY') {
    const first = day.startOf('month');
    key = first.format('YYYY-MM');
    dueDay = first.date(s.repeat_day ?? 1);
  } else {
    key = day.format('YYYY-MM-DD');
  }
  return { key, dueAt: fromWall(dueDay.hour(hour).minute(minute), timeZone) };
}

/** The key of the period whose run is due at `now`, or null (its time has not come, or the schedule is newer). */
export function duePeriod(s: ScheduleTiming, now: Date, timeZone: string): string | null {
  const { key, dueAt } = periodOf(s, now, timeZone);
  if (now.getTime() < dueAt.getTime() || s.updated_at.getTime() > dueAt.getTime()) return null;
  return key;
}
