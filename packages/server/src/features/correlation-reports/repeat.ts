import { fromWall, toWall } from '@sentio/domain';

/**
 * The month just ended at `now` in the reporting zone (docs/reports.md, monthly auto-repeat): its key `YYYY-MM` and
 * its first and last days as URL dates (`sd`, `ed`; a bare `ed` date reads as the end of that day).
 */
export function previousMonth(now: Date, timeZone: string): { key: string; sd: string; ed: string; start: Date } {
  const first = toWall(now, timeZone).startOf('month').subtract(1, 'month');
  return {
    key: first.format('YYYY-MM'),
    sd: first.format('YYYY-MM-DD'),
    ed: first.endOf('month').format('YYYY-MM-DD'),
    start: fromWall(first, timeZone),
  };
}
