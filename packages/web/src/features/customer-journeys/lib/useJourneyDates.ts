import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  defaultDateRange,
  encodeFilters,
  isValidRange,
  previousPeriod,
  setComparisonRange,
  setDateRange,
  type FilterState,
} from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { useFilterUrl } from '../../project-data';

/**
 * The filter URL with its range filled in the way the CX dashboard fills it: no range yet → the tenant's default range;
 * `csd` absent and `comparisonByDefault` → the previous period (present but empty: switched off by the user). Written
 * back with replace, so the URL reproduces the screen and Back does not return to the bare URL. `ready` is false until then.
 * `page`: the `/customer-journey` page, whose URL keeps only `wcj` and the ranges.
 */
export function useJourneyDates(comparisonByDefault: boolean, page = false) {
  const { i18n } = useTranslation('journeys');
  const filterUrl = useFilterUrl();
  const { state, timeZone } = filterUrl;
  const [params, setParams] = useSearchParams();
  // The `/customer-journey` page is no analysis tab: its URL carries only the journey and the ranges (`tab`, `q`,
  // `page`… would read as a data tab, e.g. in the breadcrumbs).
  const pageUpdate = useCallback(
    (next: FilterState, options: { replace?: boolean } = {}) =>
      setParams(
        () => {
          const encoded = encodeFilters(next, { timeZone });
          const out = new URLSearchParams();
          for (const name of ['wcj', 'sd', 'ed', 'csd', 'ced']) {
            const value = encoded.get(name);
            if (value !== null) out.set(name, value);
          }
          return out;
        },
        { replace: options.replace ?? false },
      ),
    [setParams, timeZone],
  );
  const update = page ? pageUpdate : filterUrl.update;
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

  return { ...filterUrl, update, ready: dated && !comparisonUnset };
}
