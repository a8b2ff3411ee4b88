import { formatDisplayDate } from '@sentio/domain';

export { formatCount, formatNumber, formatPercent, formatSigned } from '../../../shared/format';

/** A bucket's day as the reporting zone sees it (never the browser's zone: the bucket is a day of that zone). */
export const formatDate = (iso: string, language: string, timeZone: string): string =>
  formatDisplayDate(new Date(iso), language, { timeZone });
