import { keepPreviousData } from '@tanstack/react-query';
import { callScoringEndpoints as api, type CallFilterQuery, type CallListQuery } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { callScoringKeys as keys } from './keys';

/** One page of scored calls; the previous page stays on screen while the next one loads. */
export const useCalls = (code: string, query: CallListQuery) =>
  useApiQuery(keys.calls(code, query), api.callList, { params: { code }, query }, { placeholderData: keepPreviousData });

/** One call with its evidence and dialogue; only fetched while the call drawer is open. */
export const useCallDetail = (code: string, documentId: string | null) =>
  useApiQuery(
    keys.call(code, documentId ?? ''),
    api.callDetail,
    { params: { code, documentId: documentId ?? '' } },
    { enabled: documentId !== null },
  );

export const useAgents = (code: string, query: CallFilterQuery) =>
  useApiQuery(keys.agents(code, query), api.agentList, { params: { code }, query }, { placeholderData: keepPreviousData });

export const useAgentDetail = (code: string, agentId: string, query: Omit<CallFilterQuery, 'agentId'>) =>
  useApiQuery(keys.agent(code, agentId, query), api.agentDetail, { params: { code, agentId }, query });

export const useScoringSetup = (code: string) => useApiQuery(keys.setup(code), api.scoringSetup, { params: { code } });

export const useScoringHistory = (code: string, page: number, size: number) =>
  useApiQuery(
    keys.history(code, page, size),
    api.scoringHistory,
    { params: { code }, query: { page, size } },
    { placeholderData: keepPreviousData },
  );

/**
 * The latest re-scoring run. While it is RUNNING it is read again every 2 s (the one job poller, docs/web.md); when
 * it ends, the whole tab is refreshed (scores, agents and the RESCORED history entry changed).
 */
export function useRescoreLatest(code: string) {
  const query = useApiQuery(keys.rescoreLatest(code), api.rescoreLatest, { params: { code } });
  useJobProgress(query.data?.state === 'RUNNING', [keys.rescoreLatest(code)], [keys.all(code)]);
  return query;
}
