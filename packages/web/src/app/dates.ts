import dayjs from 'dayjs';
import { shellConstants } from '@sentio/domain';

type DateInput = string | number | Date | null | undefined;

const formatOf = (lng: string, withTime: boolean): string => {
  const formats = withTime ? shellConstants.displayDateTimeFormat : shellConstants.displayDateFormat;
  return lng.startsWith('tr') ? formats.tr : formats.en;
};

/** DD.MM.YYYY in Turkish, YYYY-MM-DD otherwise (docs/filters-and-urls.md); '' for a missing or invalid date. */
export function formatDate(value: DateInput, lng: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(formatOf(lng, false)) : '';
}

/** DD.MM.YYYY HH:mm in Turkish, YYYY-MM-DD HH:mm otherwise, in the browser's time zone. */
export function formatDateTime(value: DateInput, lng: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(formatOf(lng, true)) : '';
}
