import { useQueryClient } from '@tanstack/react-query';
import {
  notificationDefinitionEndpoints as api,
  type NotificationDefinition,
  type NotificationDefinitionBody,
} from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { notificationDefinitionKeys as keys } from './keys';

/** A save changes the list, the next run time and (a test) the runs: refresh the whole tab. */
function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all(code) });
}

/** Field errors (NOTIFICATION_NAME_TAKEN, NOTIFICATION_RECEIVER_NOT_MEMBER…) are shown on the fields by the form. */
export function useCreateDefinition(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.notificationDefinitionCreate, { form: true, onSuccess }, (body: NotificationDefinitionBody) => ({
    params: { code },
    body,
  }));
}

export function useUpdateDefinition(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(
    api.notificationDefinitionUpdate,
    { form: true, onSuccess },
    ({ id, body }: { id: string; body: NotificationDefinitionBody }) => ({ params: { code, id }, body }),
  );
}

export function useDeleteDefinition(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.notificationDefinitionDelete, { form: true, onSuccess }, (id: string) => ({
    params: { code, id },
  }));
}

/** "Send test now": runs the saved definition over its last period and mails only the caller. */
export function useTestDefinition(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.notificationDefinitionTest, { form: true, onSuccess }, (definition: NotificationDefinition) => ({
    params: { code, id: definition.id },
  }));
}
