import { fromWall, toWall, type DateExtent, type DateRange } from '@sentio/domain';

/**
 * The range that covers every document of a date extent: from the start of the first document's day to the end of
 * the last one's, as calendar days of the reporting zone (the days the filters and the charts use). Null when the
 * extent holds no document.
 */
export function coveringRange(extent: Pick<DateExtent, 'first' | 'last'>, timeZone: string): DateRange | null {
  if (extent.first === null || extent.last === null) return null;
  const start = fromWall(toWall(new Date(extent.first), timeZone).startOf('day'), timeZone);
  const end = fromWall(toWall(new Date(extent.last), timeZone).endOf('day'), timeZone);
  return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) ? null : { start, end };
}

/** How many documents of the extent lie outside the range it was asked for. */
export const outsideCount = (extent: Pick<DateExtent, 'before' | 'after'>): number => extent.before + extent.after;
