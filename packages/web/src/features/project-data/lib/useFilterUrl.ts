import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { categoryNameParamPrefix, decodeFilters, encodeFilters, type FilterState } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';

/** Parameters `encodeFilters` owns; every other one (the open document, the shell's own) is carried over. */
const filterParams = new Set([
  'q',
  'page',
  'size',
  'tab',
  'sort',
  'sd',
  'ed',
  'csd',
  'ced',
  'showEmptyContent',
  'showRootCauselessContent',
  'topic',
  'rrId',
  'dofc',
  'cj',
  'cjs',
  'wcj',
  'acid',
  'nid',
  'fq',
  'cq',
  'searchByDate',
]);
const isFilterParam = (name: string) => filterParams.has(name) || name.startsWith(categoryNameParamPrefix);

/** The query string of `state`, keeping the parameters that are not filters (e.g. `doc`). */
export function mergeFilterParams(current: URLSearchParams, state: FilterState, timeZone: string): URLSearchParams {
  const next = encodeFilters(state, { timeZone }) as URLSearchParams;
  for (const [name, value] of current) if (!isFilterParam(name)) next.append(name, value);
  return next;
}

export interface UpdateOptions {
  /** Replace the history entry (automatic changes); user actions push so Back undoes them. */
  replace?: boolean;
  /** Close the open document too (a filter picked in the drawer shows the list it changed). */
  closeDocument?: boolean;
}

/**
 * The filter state lives in the URL (docs/filters-and-urls.md): read with `decodeFilters`, changed through the domain
 * transitions by the caller, written back with `encodeFilters` in the tenant's time zone. The open document is
 * the `doc` parameter, so a copied link opens it too.
 */
export function useFilterUrl() {
  const [params, setParams] = useSearchParams();
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const state = useMemo(() => decodeFilters(params, { timeZone }), [params, timeZone]);

  const update = useCallback(
    (next: FilterState, options: UpdateOptions = {}) => {
      // The transitions answer the same object when a change is ignored: nothing to write, no search.
      if (next === state && !options.closeDocument) return;
      // One write: two updates in one event would each start from the same URL and the second would undo the first.
      setParams(
        (current) => {
          const merged = mergeFilterParams(current, next, timeZone);
          if (options.closeDocument) merged.delete('doc');
          return merged;
        },
        { replace: options.replace ?? false },
      );
    },
    [state, setParams, timeZone],
  );

  const documentId = params.get('doc');
  const openDocument = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('doc');
        else next.set('doc', id);
        return next;
      }),
    [setParams],
  );

  return { state, update, timeZone, documentId, openDocument };
}
