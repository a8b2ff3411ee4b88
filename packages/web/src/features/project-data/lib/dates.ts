import dayjs, { type Dayjs } from 'dayjs';
import { fromWall, toWall, wallDate } from '@sentio/domain';

/*
 * The pickers work in the browser's zone, the filters in the tenant's (docs/tenant-branding.md). A day picked in the picker
 * is read as that calendar day in the tenant's zone, and an instant is shown as the tenant's calendar day.
 */

/** The tenant-zone wall time of `date` as a browser-local dayjs (for the picker's value). */
export const toPicker = (date: Date, timeZone: string): Dayjs => dayjs(toWall(date, timeZone).format('YYYY-MM-DDTHH:mm:ss'));

/** Start (or end) of the picked calendar day in the tenant's zone. */
export function fromPicker(value: Dayjs, timeZone: string, end: boolean): Date {
  const day = wallDate(value.year(), value.month() + 1, value.date());
  if (!day) return new Date(Number.NaN);
  return fromWall(end ? day.endOf('day') : day, timeZone);
}
