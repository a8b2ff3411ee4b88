import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PredictionSummary, SearchRequest, SearchResponse } from '@sentio/domain';
import { dataKeys } from '../api/keys';
import { useDocumentSearch } from '../api/queries';

interface Aggregates {
  /** The filters they were counted under: the request without page, size and sort. */
  key: string;
  /** The summary at the time: when documents arrive or get classified, the counts are taken again. */
  summary: string;
  /** The answer they came from (an answer is taken once), and when it was fetched. */
  from: SearchResponse;
  at: number;
  facets: SearchResponse['facets'];
  modelCategoryCounts: SearchResponse['modelCategoryCounts'];
  widgets: SearchResponse['widgets'];
}

const aggregateKey = (request: SearchRequest): string =>
  JSON.stringify({ ...request, page: 0, size: 0, sort: null, widget: true });
const summaryKey = (summary: PredictionSummary): string =>
  `${summary.processedCount}/${summary.inlineCount}/${summary.failedCount}`;

/**
 * The document search, asking for facets and category counts only when they can have changed. Paging, page size and
 * sorting do not change what the aggregates count (the filter transitions turn the widget reload off for them), so those
 * requests go with `widget: false` — the server then skips counting every matching document — and the tab keeps
 * the aggregates it has. A new filter, or a summary that moved (documents stored or classified), asks again.
 */
export function useSearchWithAggregates(code: string, request: SearchRequest, enabled: boolean) {
  const [aggregates, setAggregates] = useState<Aggregates | null>(null);
  const queryClient = useQueryClient();
  // Category names come in the UI language (aliases, docs/aliases.md): another language counts again.
  const { i18n } = useTranslation();
  const key = `${aggregateKey(request)}|${i18n.language}`;
  const reuse = aggregates?.key === key;
  const sent = useMemo(() => (reuse ? { ...request, widget: false } : { ...request, widget: true }), [request, reuse]);
  const search = useDocumentSearch(code, sent, enabled);
  const data = search.isPlaceholderData ? undefined : search.data;

  // Adjusted while rendering (React's pattern for state derived from a new answer), not in an effect.
  if (data && aggregates?.from !== data) {
    const summary = summaryKey(data.predictionSummary);
    if (sent.widget) {
      setAggregates({
        key,
        summary,
        from: data,
        at: search.dataUpdatedAt,
        facets: data.facets,
        modelCategoryCounts: data.modelCategoryCounts,
        widgets: data.widgets,
      });
    } else if (aggregates && aggregates.summary !== summary && search.dataUpdatedAt > aggregates.at) {
      // A newer page says the summary moved (documents classified meanwhile): count again. The cached answer of
      // the aggregates is older than this page, so it is dropped first — going back to it would take its summary,
      // differ from this page's again and flip between the two for ever (React's "too many re-renders").
      queryClient.removeQueries({ queryKey: dataKeys.search(code, { ...request, widget: true }), exact: true });
      setAggregates(null);
    }
  }

  const facets = sent.widget ? search.data?.facets : aggregates?.facets;
  const modelCategoryCounts = sent.widget ? search.data?.modelCategoryCounts : aggregates?.modelCategoryCounts;
  const widgets = sent.widget ? data?.widgets : aggregates?.widgets;
  // The dashboard changed (widgets picked or removed): count again under the same filters, not from the cache.
  const reloadAggregates = () => {
    queryClient.removeQueries({
      queryKey: dataKeys.searches(code),
      predicate: (q) => (q.queryKey.at(-1) as Partial<SearchRequest> | undefined)?.widget === true,
    });
    setAggregates(null);
  };
  return { search, facets, modelCategoryCounts, widgets, reloadAggregates };
}
