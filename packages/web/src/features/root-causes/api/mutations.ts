import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { rootCauseEndpoints as api, type RootCause, type RootCauseAnalysisBody, type rootCauseCreateBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { rcaKeys } from './keys';

export type RootCauseInput = z.input<typeof rootCauseCreateBody>;

/** Every change of this tab may move topics between lists and documents between root causes: refresh the whole tab. */
function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: rcaKeys.all(code) });
}

/** Form errors (RCA_NAME_TAKEN, RCA_CATEGORY_NOT_LEAF…) are shown on the fields by the form. */
export function useCreateAnalysis(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rcaCreate, { form: true, onSuccess }, (body: RootCauseAnalysisBody) => ({ params: { code }, body }));
}

export function useUpdateAnalysis(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(
    api.rcaUpdate,
    { form: true, onSuccess },
    ({ id, body }: { id: string; body: RootCauseAnalysisBody }) => ({
      params: { code, id },
      body,
    }),
  );
}

/** RCA_IN_PROGRESS (409) is shown by the list beside the analysis. */
export function useDeleteAnalysis(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rcaDelete, { form: true, onSuccess }, (id: string) => ({ params: { code, id } }));
}

export function useRunAnalysis(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rcaRun, { form: true, onSuccess }, (id: string) => ({ params: { code, id } }));
}

export function useConfirmTopics(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rootCauseCreate, { form: true, onSuccess }, (body: RootCauseInput) => ({ params: { code }, body }));
}

export function useAssignTopics(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rootCauseAssign, { form: true, onSuccess }, (body: { rootCauseId: string; topicIds: string[] }) => ({
    params: { code },
    body,
  }));
}

export function useUnconfirmTopic(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.abkUnconfirm, { onSuccess }, (topicId: string) => ({ params: { code, id: topicId } }));
}

export function useMergeTopics(code: string, id: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rcaTopicMerge, { onSuccess }, (body: { topicIds: string[]; label: string | null }) => ({
    params: { code, id },
    body,
  }));
}

export function useRenameTopic(code: string, id: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(
    api.rcaTopicRename,
    { form: true, onSuccess },
    ({ topicId, label }: { topicId: string; label: string }) => ({
      params: { code, id, topicId },
      body: { label },
    }),
  );
}

export function useTopicPassive(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.abkTopicPassive, { onSuccess }, (body: { topicId: string; passive: boolean }) => ({
    params: { code },
    body,
  }));
}

export function useMoveDocuments(code: string, id: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(
    api.rcaTopicMove,
    { onSuccess },
    (body: { documentIds: string[]; fromTopicId: string; toTopicId: string }) => ({ params: { code, id }, body }),
  );
}

/** A rename keeps the other fields: the update body replaces them all. */
export function useRenameRootCause(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(
    api.rootCauseUpdate,
    { form: true, onSuccess },
    ({ rootCause, name }: { rootCause: RootCause; name: string }) => ({
      params: { code },
      body: {
        id: rootCause.id,
        name,
        description: rootCause.description,
        sentiment: rootCause.sentiment,
        alias: rootCause.alias,
        categoryIds: rootCause.categoryIds,
      },
    }),
  );
}

export function useMergeRootCauses(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rootCauseMerge, { onSuccess }, (body: { targetId: string; sourceIds: string[] }) => ({
    params: { code },
    body,
  }));
}

export function useDeleteRootCause(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rootCauseDelete, { onSuccess }, (id: string) => ({ params: { code }, query: { id } }));
}

/** Cancels a queued or running topic update. */
export function useCancelUpdate(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.abkRequestDelete, { onSuccess }, (id: string) => ({ params: { code }, query: { id } }));
}
