import { keepPreviousData } from '@tanstack/react-query';
import { reportEndpoints as api, type CategoryTrendBody, type EfficiencyReportQuery, type SearchRequest } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { reportKeys as keys } from './keys';

/** Models with reviewed documents, targets, markings and the correlation axes the analysis offers. */
export const useReportAvailability = (code: string) =>
  useApiQuery(keys.available(code), api.reportAvailable, { params: { code } });

/**
 * The stored reports. While one is being prepared the list is read again every 2 s (the one job poller,
 * docs/web.md), so PREPARING turns into READY or ERROR without a reload; the event poll covers the rest.
 */
export function useReportList(code: string) {
  const query = useApiQuery(keys.list(code), api.reportList, { params: { code } });
  const preparing = (query.data ?? []).some((r) => r.status === 'PREPARING');
  useJobProgress(preparing, [keys.list(code)], [keys.all(code)]);
  return query;
}

/** One stored report with its result; followed like the list while it is being prepared. */
export function useReport(code: string, id: string | null) {
  const query = useApiQuery(
    keys.report(code, id ?? ''),
    api.reportGet,
    { params: { code, id: id ?? '' } },
    { enabled: id !== null },
  );
  useJobProgress(query.data?.status === 'PREPARING', [keys.report(code, id ?? '')], [keys.list(code)]);
  return query;
}

export const useEfficiencyReport = (code: string, query: EfficiencyReportQuery | null) =>
  useApiQuery(
    keys.efficiency(code, query ?? ({} as EfficiencyReportQuery)),
    api.efficiencyReport,
    { params: { code }, query: query ?? ({} as EfficiencyReportQuery) },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );

export const useMarkingTargets = (code: string) => useApiQuery(keys.targets(code), api.markingTargetList, { params: { code } });

export const useMarkingReport = (code: string, id: string | null) =>
  useApiQuery(keys.marking(code, id ?? ''), api.markingReport, { params: { code, id: id ?? '' } }, { enabled: id !== null });

/** The documents of one marking bucket (`quality` + `markingGoalId` in the search body). */
export const useBucketDocuments = (code: string, body: SearchRequest | null) =>
  useApiQuery(
    keys.bucket(code, body ?? ({} as SearchRequest)),
    api.efficiencyDocumentSearch,
    { params: { code }, body: body ?? {} },
    { enabled: body !== null, placeholderData: keepPreviousData },
  );

export const useCategoryTrend = (code: string, body: CategoryTrendBody | null) =>
  useApiQuery(
    keys.trend(code, body ?? ({} as CategoryTrendBody)),
    api.categoryTrend,
    { params: { code }, body: body ?? ({} as CategoryTrendBody) },
    { enabled: body !== null, placeholderData: keepPreviousData },
  );
