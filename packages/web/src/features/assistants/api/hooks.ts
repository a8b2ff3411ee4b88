import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AssistantRun, type AssistantSave, type SearchRequest } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { assistantApi, assistantKeys, type AssistantTarget, type RunScope, type SuggestionsQuery } from './target';

export const isActive = (run: Pick<AssistantRun, 'status'> | null | undefined): boolean =>
  run?.status === 'QUEUED' || run?.status === 'RUNNING';

/** The owner's assistant (null when none is defined) with its last run. */
export function useAssistant(target: AssistantTarget, enabled = true) {
  return useQuery({
    queryKey: assistantKeys.detail(target),
    queryFn: ({ signal }) => assistantApi(target).get(signal),
    enabled,
  });
}

/**
 * The runs, newest first. While one is queued or running, the runs and the suggestions refresh through the one job
 * poller; when it ends, the assistant (its last run) and the suggestions are read once more.
 */
export function useAssistantRuns(target: AssistantTarget, enabled = true) {
  const query = useQuery({
    queryKey: assistantKeys.runs(target),
    queryFn: ({ signal }) => assistantApi(target).runs(signal),
    enabled,
  });
  const active = query.data?.some(isActive) ?? false;
  useJobProgress(
    active,
    [assistantKeys.runs(target), assistantKeys.suggestionLists(target)],
    [assistantKeys.detail(target), assistantKeys.suggestionLists(target)],
  );
  return query;
}

export function useSuggestions(target: AssistantTarget, query: SuggestionsQuery, enabled = true) {
  return useQuery({
    queryKey: assistantKeys.suggestions(target, query),
    queryFn: ({ signal }) => assistantApi(target).suggestions(query, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

function useRefresh(target: AssistantTarget) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: assistantKeys.all(target) });
}

/** Create or update; field errors (ASSISTANT_CATEGORY_COUNTS…) and ASSISTANT_LIMIT are shown by the form. */
export function useSaveAssistant(target: AssistantTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({
    meta: { form: true },
    mutationFn: ({ body, existing }: { body: AssistantSave; existing: boolean }) => assistantApi(target).save(body, existing),
    onSuccess,
  });
}

export function useDeleteAssistant(target: AssistantTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({ meta: { form: true }, mutationFn: () => assistantApi(target).remove(), onSuccess });
}

/** Queues a run; ASSISTANT_RUN_ACTIVE and AI_PROVIDER_OFF come back to the caller to show beside the button. */
export function useRunAssistant(target: AssistantTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({ meta: { form: true }, mutationFn: (scope: RunScope) => assistantApi(target).run(scope), onSuccess });
}

export function useStopRun(target: AssistantTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({ meta: { form: true }, mutationFn: (runId: string) => assistantApi(target).stop(runId), onSuccess });
}

/**
 * Confirms or rejects suggestions one after the other (a bulk confirm is the same calls: each goes through the
 * labelling path on the server). A confirmed category or root cause changes the owner's documents, so the whole
 * owner is refreshed (data tab, dashboards, model pages).
 */
export function useDecideSuggestions(target: AssistantTarget) {
  const queryClient = useQueryClient();
  const owner = assistantKeys.all(target).slice(0, -1);
  return useMutation({
    meta: { form: true },
    mutationFn: async ({ ids, decision }: { ids: string[]; decision: 'confirm' | 'reject' }) => {
      const api = assistantApi(target);
      for (const id of ids) await api.decide(id, decision);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: owner }),
  });
}

/** "Ask your data" over the data tab's filter: AI_PROVIDER_* and AI_BUDGET_EXCEEDED are shown by the panel. */
export function useAsk(code: string) {
  return useApiMutation(
    endpoints.projectAsk,
    { form: true },
    ({ question, filter }: { question: string; filter: SearchRequest }) => ({ params: { code }, body: { question, filter } }),
  );
}
