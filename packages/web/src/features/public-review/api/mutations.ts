import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { reviewKeys } from './queries';

const useQueueRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.queue });
};

export function useApproveRequest() {
  const refresh = useQueueRefresh();
  return useApiMutation(endpoints.reviewApprove, { onSuccess: refresh }, (id: string) => ({ params: { id } }));
}

/** The reason form shows its own errors (a reason under 10 characters). */
export function useRejectRequest() {
  const refresh = useQueueRefresh();
  return useApiMutation(endpoints.reviewReject, { form: true, onSuccess: refresh }, (input: { id: string; reason: string }) => ({
    params: { id: input.id },
    body: { reason: input.reason },
  }));
}

export function useProjectMakePublic(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.projectMakePublic,
    { form: true, onSuccess: (state) => queryClient.setQueryData(reviewKeys.project(code), state) },
    // An analysis's models ship their weights as the analysis template decides (docs/marketplace.md): only the note.
    ({ note }: { note: string }) => ({ params: { code }, body: { note } }),
  );
}

export function useProjectWithdraw(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.projectMakePublicWithdraw,
    { onSuccess: (state) => queryClient.setQueryData(reviewKeys.project(code), state) },
    (_input: void) => ({ params: { code } }),
  );
}

/** Withdrawing a model's request: the model's queries are refetched (its detail carries the request). */
export function useModelWithdraw(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.modelMakePublicWithdraw,
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: [...rootKeys.models, 'model', id] }) },
    (_input: void) => ({ params: { id } }),
  );
}
