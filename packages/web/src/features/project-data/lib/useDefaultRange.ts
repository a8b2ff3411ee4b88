import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  defaultDateRange,
  isValidRange,
  previousPeriod,
  setComparisonRange,
  setDateRange,
  type FilterState,
} from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';

/**
 * Fills the range of a filter URL the way the CX dashboard does (docs/filters-and-urls.md): no range yet → the tenant's
 * default range; `csd` absent and `comparisonByDefault` → the previous period (present but empty: switched off by the
 * user). Written back with replace, so the URL reproduces the screen and Back does not return to the bare URL.
 * Returns whether the range is in place (callers wait with their request until then).
 */
export function useDefaultRange(
  state: FilterState,
  update: (next: FilterState, options?: { replace?: boolean }) => void,
  timeZone: string,
  comparisonByDefault: boolean,
): boolean {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const defaultDate = useAppStore((s) => s.tenant.defaultDate);
  const dated = state.startDate !== null && state.endDate !== null;
  const comparisonUnset = comparisonByDefault && !params.has('csd');

  useEffect(() => {
    if (dated && !comparisonUnset) return;
    const range = dated
      ? { start: state.startDate, end: state.endDate }
      : defaultDateRange({ now: new Date(), timeZone, language: i18n.language, defaultDate });
    let next = dated ? state : setDateRange(state, range, { timeZone });
    if (comparisonUnset && isValidRange(range))
      next = setComparisonRange(next, previousPeriod(range, { timeZone }), { timeZone });
    update(next, { replace: true });
  }, [dated, comparisonUnset, state, update, timeZone, i18n.language, defaultDate]);

  return dated && !comparisonUnset;
}
