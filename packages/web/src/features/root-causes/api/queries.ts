import { endpoints, rootCauseEndpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { isRunning } from '../lib/state';
import { rcaKeys } from './keys';

/** The analyses of the project; while one waits or computes, the list refreshes itself (the one job poller). */
export function useAnalyses(code: string) {
  const query = useApiQuery(rcaKeys.list(code), rootCauseEndpoints.rcaList, { params: { code } });
  useJobProgress(query.data?.some((a) => isRunning(a.state)) ?? false, [rcaKeys.list(code)]);
  return query;
}

/**
 * One analysis with its topics and root causes. While it runs, or while a topic update (a confirmation writing its
 * documents) is unfinished, it refreshes itself; when that ends, the root causes and the approve list follow.
 */
export function useAnalysis(code: string, id: string) {
  const query = useApiQuery(rcaKeys.detail(code, id), rootCauseEndpoints.rcaGet, { params: { code, id } });
  const data = query.data;
  const busy =
    data !== undefined &&
    (isRunning(data.analysis.state) || data.updates.some((u) => u.state === 'QUEUED' || u.state === 'RUNNING'));
  useJobProgress(busy, [rcaKeys.detail(code, id)], [rcaKeys.rootCauses(code), rcaKeys.approveList(code, id), rcaKeys.list(code)]);
  return query;
}

/** Defaults and limits of the form (the content limit shown beside the field) and the nightly run time. */
export const useRcaParameters = (code: string) =>
  useApiQuery(rcaKeys.parameters(code), rootCauseEndpoints.abkParameters, { params: { code } }, { staleTime: 60_000 });

export const useRootCauses = (code: string) =>
  useApiQuery(rcaKeys.rootCauses(code), rootCauseEndpoints.rootCauseList, { params: { code } });

export const useApproveList = (code: string, analysisId: string) =>
  useApiQuery(rcaKeys.approveList(code, analysisId), rootCauseEndpoints.abkApproveList, {
    params: { code },
    query: { analysisId, status: 'PENDING', page: 0, size: 200 },
  });

export const useTopicDocuments = (code: string, id: string, topicId: string, page: number) =>
  useApiQuery(
    rcaKeys.topicDocuments(code, id, topicId, page),
    rootCauseEndpoints.rcaTopicDocuments,
    { params: { code, id, topicId }, query: { page, size: 10 } },
    { placeholderData: (previous) => previous },
  );

export const useTopicsToAdd = (code: string, topicId: string, enabled: boolean) =>
  useApiQuery(
    rcaKeys.topicsToAdd(code, topicId),
    rootCauseEndpoints.abkTopicsToAdd,
    { params: { code }, query: { topicId } },
    { enabled },
  );

export const useCategoryTree = (code: string) =>
  useApiQuery(rcaKeys.categoryTree(code), endpoints.projectCategoryTree, { params: { code } });
