import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints, rootCauseEndpoints, type SearchRequest } from '@sentio/domain';
import { call } from '../../../app/api/client';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { dataKeys } from './keys';

/**
 * The document search. The previous page stays on screen while the next loads; while documents wait for
 * classification (inline) or "retry all" runs, the search refreshes itself so counts and the progress bar move.
 */
export function useDocumentSearch(code: string, request: SearchRequest, enabled = true) {
  const query = useApiQuery(
    dataKeys.search(code, request),
    endpoints.documentSearch,
    { params: { code }, body: request },
    { enabled, placeholderData: (previous) => previous },
  );
  const summary = query.isPlaceholderData ? undefined : query.data?.predictionSummary;
  const running = enabled && summary !== undefined && (summary.retryAllActive || summary.inlineCount > 0);
  useJobProgress(running, [dataKeys.search(code, request)]);
  return query;
}

/** A search body without what only pages, orders or asks for widgets: what counts depend on. */
const countedUnder = (request: SearchRequest): SearchRequest => ({ ...request, page: 0, sort: null, widget: false, selectedWidgets: [] });

/**
 * Where the documents of a search lie in time whatever its date range (first, last, how many before and after).
 * Paging, sorting and the widgets do not change it, so they are left out of the request and of its cache key.
 */
export function useDateExtent(code: string, request: SearchRequest, enabled = true) {
  const body = countedUnder(request);
  // An aid, not the answer: when it fails the tab shows its plain empty state, without an error of its own.
  return useApiQuery(
    dataKeys.dateExtent(code, body),
    endpoints.documentDateExtent,
    { params: { code }, body },
    { enabled, meta: { handlesErrors: true } },
  );
}

export const useCategoryTree = (code: string) =>
  useApiQuery(dataKeys.categoryTree(code), endpoints.projectCategoryTree, { params: { code } });

export const useSortOptions = () =>
  useApiQuery(dataKeys.sortOptions, endpoints.documentSortOptions, undefined, { staleTime: Infinity });

export const useFields = (code: string) => useApiQuery(dataKeys.fields(code), endpoints.fieldList, { params: { code } });

/**
 * Values of one attribute containing `text` (typeahead of the attribute filter), page by page: the next page
 * starts after the last value shown (`lastFieldValue`). Each value's count is under `search` (the tab's current
 * filters), zero when zero — a count beside a filter is never of another scope.
 */
export const useFieldValues = (code: string, field: string | null, text: string, search?: SearchRequest) => {
  const counted = search ? countedUnder(search) : undefined;
  return useInfiniteQuery({
    queryKey: dataKeys.fieldValues(code, field ?? '', text, counted),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.fieldFacet,
        {
          params: { code, field: field ?? '' },
          body: { filteredText: text, lastFieldValue: pageParam, size: 20, ...(counted ? { search: counted } : {}) },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.last ? undefined : page.values.at(-1)?.value),
    enabled: field !== null,
    placeholderData: keepPreviousData,
  });
};

export const useDocument = (code: string, id: string | null) =>
  useApiQuery(
    dataKeys.document(code, id ?? ''),
    endpoints.documentGet,
    { params: { code, id: id ?? '' } },
    { enabled: id !== null },
  );

export const useDocumentAudit = (code: string, id: string) =>
  useApiQuery(dataKeys.audit(code, id), endpoints.audit, {
    params: { code, entity: 'document', id },
    body: { page: 0, size: 20 },
  });

export const useLabels = (code: string) => useApiQuery(dataKeys.labels(code), endpoints.labelList, { params: { code } });

export const useAlerted = (code: string, page: number, enabled: boolean) =>
  useApiQuery(
    dataKeys.alerted(code, page),
    endpoints.documentAlerted,
    { params: { code }, query: { page, size: 10, reviewed: 'all' } },
    { enabled },
  );

export const useReevaluatable = (code: string, enabled: boolean) =>
  useApiQuery(dataKeys.reevaluatable(code), endpoints.reevaluatable, { params: { code } }, { enabled });

/*
 * Root causes and topics beside the data tab (docs/root-causes.md): names for the rrId/topic chips when the URL
 * carries only an id, and a document's root causes in the drawer. They are aids to a screen that works without
 * them, so a failure shows the id instead of an error.
 */
export const useRootCauses = (code: string, enabled = true) =>
  useApiQuery(
    dataKeys.rootCauses(code),
    rootCauseEndpoints.rootCauseList,
    { params: { code } },
    { enabled, meta: { handlesErrors: true } },
  );

export const useProjectTopics = (code: string, enabled = true) =>
  useApiQuery(
    dataKeys.topics(code),
    rootCauseEndpoints.abkAllProjectTopics,
    { params: { code } },
    { enabled, meta: { handlesErrors: true } },
  );

export const useDocumentTopics = (code: string, documentId: string) =>
  useApiQuery(
    dataKeys.documentTopics(code, documentId),
    rootCauseEndpoints.abkDocumentTopics,
    { params: { code }, query: { documentId } },
    { meta: { handlesErrors: true } },
  );
