import { toWall } from '@sentio/domain';

/**
 * Due dates are calendar days of the reporting time zone (docs/actions.md): "today" is the wall date there, so an
 * action due on the 3rd is overdue from 00:00 of the 4th in that zone, wherever the server runs.
 */
export const dayIn = (now: Date, timeZone: string): string => toWall(now, timeZone).format('YYYY-MM-DD');

/** `day` moved by `days` calendar days ('2026-02-28' + 1 → '2026-03-01'). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
