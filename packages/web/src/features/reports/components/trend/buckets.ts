import { formatDisplayDate } from '@sentio/domain';

/** A bucket's start as the axis shows it: with the hour for hourly buckets, else the date (in the reporting zone). */
export const bucketLabel = (bucket: string, period: string, language: string, timeZone: string): string =>
  formatDisplayDate(new Date(bucket), language, { timeZone, withTime: period === 'hour' });

/** A local day (`YYYY-MM-DD`) as a date: read as that calendar day, whatever the zone. */
export const dayLabel = (day: string, language: string): string =>
  formatDisplayDate(new Date(`${day}T12:00:00.000Z`), language, { timeZone: 'UTC' });
