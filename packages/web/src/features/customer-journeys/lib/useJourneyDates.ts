import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { encodeFilters, type FilterState } from '@sentio/domain';
import { useDefaultRange, useFilterUrl } from '../../project-data';

/**
 * The filter URL with its range filled in as the CX dashboard's (`useDefaultRange`); `ready` is false until then.
 * `page`: the `/customer-journey` page, whose URL keeps only `wcj` and the ranges.
 */
export function useJourneyDates(comparisonByDefault: boolean, page = false) {
  const filterUrl = useFilterUrl();
  const { state, timeZone } = filterUrl;
  const [, setParams] = useSearchParams();
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
  const ready = useDefaultRange(state, update, timeZone, comparisonByDefault);
  return { ...filterUrl, update, ready };
}
