import { useQueryClient } from '@tanstack/react-query';
import { customerEndpoints as api, type JourneyBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { journeyKeys } from './keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: journeyKeys.all });
}

/** Field errors (JOURNEY_* on paths like `steps.0.conditions`) are put on the form's fields by the form. */
export function useCreateJourney() {
  const onSuccess = useRefresh();
  return useApiMutation(api.journeyCreate, { form: true, onSuccess }, (body: JourneyBody) => ({ body }));
}

export function useUpdateJourney() {
  const onSuccess = useRefresh();
  return useApiMutation(api.journeyUpdate, { form: true, onSuccess }, ({ id, body }: { id: string; body: JourneyBody }) => ({
    params: { id },
    body,
  }));
}

export function useDeleteJourney() {
  const onSuccess = useRefresh();
  return useApiMutation(api.journeyDelete, { onSuccess }, (id: string) => ({ params: { id } }));
}
