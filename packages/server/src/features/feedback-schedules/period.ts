import { fromWall, toWall, type FeedbackPeriodType } from '@sentio/domain';
import { periodStart, repeatMoment } from '../../platform/time/periods.js';

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
 * wall clock of the reporting time zone) and the instant that period's run is due — the calendar of
 * platform/time/periods.ts, which notification definitions use too.
 */
export function periodOf(s: ScheduleTiming, now: Date, timeZone: string): { key: string; dueAt: Date } {
  const type = s.type as FeedbackPeriodType;
  const start = periodStart(toWall(now, timeZone), type);
  const key = type === 'WEEKLY' ? `W${start.format('YYYY-MM-DD')}` : start.format(type === 'MONTHLY' ? 'YYYY-MM' : 'YYYY-MM-DD');
  const [hour = 0, minute = 0] = s.repeat_time.split(':').map(Number);
  const day = type === 'WEEKLY' ? s.repeat_week_day : s.repeat_day;
  return { key, dueAt: fromWall(repeatMoment(start, type, { day, hour, minute }), timeZone) };
}

/** The key of the period whose run is due at `now`, or null (its time has not come, or the schedule is newer). */
export function duePeriod(s: ScheduleTiming, now: Date, timeZone: string): string | null {
  const { key, dueAt } = periodOf(s, now, timeZone);
  if (now.getTime() < dueAt.getTime() || s.updated_at.getTime() > dueAt.getTime()) return null;
  return key;
}
