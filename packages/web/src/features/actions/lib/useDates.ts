import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';

/** Instants on the tenant's wall clock and calendar days (due dates) in the interface language's date format. */
export function useDates() {
  const { i18n } = useTranslation();
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  return {
    instant: (iso: string, withTime = true) => formatDisplayDate(new Date(iso), i18n.language, { timeZone, withTime }),
    // A due date is a day, not an instant: noon UTC shown in UTC is that day everywhere.
    day: (day: string) => formatDisplayDate(new Date(`${day}T12:00:00Z`), i18n.language, { timeZone: 'UTC' }),
  };
}
