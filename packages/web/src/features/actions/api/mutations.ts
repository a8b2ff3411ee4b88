import { useQueryClient } from '@tanstack/react-query';
import {
  actionEndpoints,
  type Action,
  type ActionCreateBody,
  type ActionNoteBody,
  type ActionTypeBody,
  type ActionUpdateBody,
  type CorrectiveActionBody,
} from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { actionKeys } from './keys';

/** After any change: the action's answer is stored at once, everything else of the planner refetches. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (action?: Action) => {
    if (action) queryClient.setQueryData(actionKeys.detail(action.id), action);
    void queryClient.invalidateQueries({ queryKey: actionKeys.all });
  };
}

export function useCreateAction() {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionCreate, { form: true, onSuccess: refresh }, (body: ActionCreateBody) => ({
    body,
  }));
}

/** Field errors and the 409s (ACTION_COMPLETED_BY_TEAMMATE, ACTION_VERSION_CONFLICT) are shown by the form. */
export function useUpdateAction(id: string) {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionUpdate, { form: true, onSuccess: refresh }, (body: ActionUpdateBody) => ({
    params: { id },
    body,
  }));
}

export function useDeleteAction() {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionDelete, { onSuccess: () => refresh() }, (id: string) => ({ params: { id } }));
}

export function useAddNote(id: string) {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionNoteAdd, { form: true, onSuccess: () => refresh() }, (body: ActionNoteBody) => ({
    params: { id },
    body,
  }));
}

export function useAddFollower(id: string) {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionFollowerAdd, { onSuccess: refresh }, (userId: string) => ({
    params: { id },
    body: { userId },
  }));
}

export function useRemoveFollower(id: string) {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionFollowerRemove, { onSuccess: refresh }, (userId: string) => ({
    params: { id },
    query: { userId },
  }));
}

export function useAddCorrective(id: string) {
  const refresh = useRefresh();
  return useApiMutation(
    actionEndpoints.actionCorrectiveAdd,
    { form: true, onSuccess: () => refresh() },
    (body: CorrectiveActionBody) => ({ params: { id }, body }),
  );
}

export function useCreateActionType() {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionTypeCreate, { form: true, onSuccess: () => refresh() }, (body: ActionTypeBody) => ({
    body,
  }));
}

export function useUpdateActionType() {
  const refresh = useRefresh();
  return useApiMutation(
    actionEndpoints.actionTypeUpdate,
    { form: true, onSuccess: () => refresh() },
    ({ id, body }: { id: string; body: ActionTypeBody }) => ({ params: { id }, body }),
  );
}

/** A type still in use answers 409 ACTION_TYPE_IN_USE, which the types tab shows next to the list. */
export function useDeleteActionType() {
  const refresh = useRefresh();
  return useApiMutation(actionEndpoints.actionTypeDelete, { form: true, onSuccess: () => refresh() }, (id: string) => ({
    params: { id },
  }));
}
