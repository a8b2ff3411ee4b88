import { fromWall, toWall, type NotificationDefinitionPeriod, type Wall } from '@sentio/domain';
import { addPeriods, periodIndex, periodStart, repeatMoment } from '../../platform/time/periods.js';

/**
 * When a notification definition sends, and what period it reports (docs/notification-definitions.md). All in the
 * wall clock of the reporting time zone: an hour, a day, an ISO week (Monday first) or a month. Every `periodValue`-th
 * period sends (counted from a fixed origin, so every process agrees without shared state), at its repeat moment: the
 * start of the hour (HOURLY), `repeatHour` (DAILY), weekday `repeatDay` at `repeatHour` (WEEKLY), day of month
 * `repeatDay` at `repeatHour` (MONTHLY). A run reports the `periodValue` whole periods before the sending one, and
 * compares them with the same length before that.
 */
export interface Schedule {
  periodType: NotificationDefinitionPeriod;
  periodValue: number;
  repeatDay: number | null;
  repeatHour: number | null;
}

export interface Slot {
  /** The sending period's key: the claim of exactly-once (`2026-11-26T09`, `2026-11-26`, `2026-W48`, `2026-11`). */
  key: string;
  sendAt: Date;
  /** The reported period [from, to) and the comparison [previousFrom, from). */
  from: Date;
  to: Date;
  previousFrom: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 week key of the week starting (Monday) at `monday`: the week belongs to the year of its Thursday. */
function isoWeekKey(monday: Wall): string {
  const thursday = monday.add(3, 'day');
  const yearStart = Date.UTC(thursday.year(), 0, 1);
  const week = Math.floor((thursday.valueOf() - yearStart) / 86_400_000 / 7) + 1;
  return `${thursday.year()}-W${pad(week)}`;
}

export function periodKey(start: Wall, type: NotificationDefinitionPeriod): string {
  const day = `${start.year()}-${pad(start.month() + 1)}-${pad(start.date())}`;
  if (type === 'HOURLY') return `${day}T${pad(start.hour())}`;
  if (type === 'DAILY') return day;
  if (type === 'WEEKLY') return isoWeekKey(start);
  return `${start.year()}-${pad(start.month() + 1)}`;
}

const sendWall = (start: Wall, s: Schedule): Wall => repeatMoment(start, s.periodType, { day: s.repeatDay, hour: s.repeatHour });

function slotAt(start: Wall, s: Schedule, timeZone: string): Slot {
  const n = Math.max(1, s.periodValue);
  return {
    key: periodKey(start, s.periodType),
    sendAt: fromWall(sendWall(start, s), timeZone),
    from: fromWall(addPeriods(start, s.periodType, -n), timeZone),
    to: fromWall(start, timeZone),
    previousFrom: fromWall(addPeriods(start, s.periodType, -2 * n), timeZone),
  };
}

const sends = (start: Wall, s: Schedule): boolean => periodIndex(start, s.periodType) % Math.max(1, s.periodValue) === 0;

/** The slot of the period containing `now` when that period is a sending one, else null. */
export function currentSlot(s: Schedule, now: Date, timeZone: string): Slot | null {
  const start = periodStart(toWall(now, timeZone), s.periodType);
  return sends(start, s) ? slotAt(start, s, timeZone) : null;
}

/**
 * The slot to send now: the current period sends, its moment has come, and the moment is not before the definition
 * existed (a definition made at 10:00 with repeat hour 9 first sends tomorrow). A process that was down at the moment
 * still sends later in the same period; the claim keeps it to once.
 */
export function dueSlot(s: Schedule, now: Date, timeZone: string, since: Date): Slot | null {
  const slot = currentSlot(s, now, timeZone);
  if (!slot) return null;
  return slot.sendAt.getTime() <= now.getTime() && slot.sendAt.getTime() >= since.getTime() ? slot : null;
}

/** The last whole reported period before `now` (what "send test now" reports): as if the current period sent. */
export function testSlot(s: Schedule, now: Date, timeZone: string): Slot {
  return slotAt(periodStart(toWall(now, timeZone), s.periodType), { ...s, periodValue: Math.max(1, s.periodValue) }, timeZone);
}

/** The next moment a definition sends after `now` (not before `since`), looking ahead a bounded number of periods. */
export function nextSendAt(s: Schedule, now: Date, timeZone: string, since: Date): Date | null {
  let start = periodStart(toWall(now, timeZone), s.periodType);
  const floor = Math.max(now.getTime(), since.getTime());
  for (let i = 0; i <= 2 * Math.max(1, s.periodValue) + 2; i++) {
    if (sends(start, s)) {
      const at = fromWall(sendWall(start, s), timeZone);
      if (at.getTime() > floor) return at;
    }
    start = addPeriods(start, s.periodType, 1);
  }
  return null;
}

/** The starts of the `count` periods up to (not including) the one starting at `to`, as `YYYY-MM-DD HH` wall text. */
export function trendBuckets(type: NotificationDefinitionPeriod, to: Date, timeZone: string, count: number): string[] {
  const end = periodStart(toWall(to, timeZone), type);
  return Array.from({ length: count }, (_, i) => addPeriods(end, type, i - count).format('YYYY-MM-DD HH'));
}

/** Where trend charts start: `count` periods before `to`. */
export function trendFrom(type: NotificationDefinitionPeriod, to: Date, timeZone: string, count: number): Date {
  return fromWall(addPeriods(periodStart(toWall(to, timeZone), type), type, -count), timeZone);
}
