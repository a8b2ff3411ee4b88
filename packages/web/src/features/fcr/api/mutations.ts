import { useQueryClient } from '@tanstack/react-query';
import { customerEndpoints as api, type FcrSettingsBody, type FcrSubReportBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { fcrKeys } from './keys';

/** Settings and sub-reports change what the report counts: refresh the whole page. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: fcrKeys.all });
}

/** Field errors (400) are put on the settings form's fields by the form. */
export function useUpdateFcrSettings() {
  const onSuccess = useRefresh();
  return useApiMutation(api.fcrSettingsUpdate, { form: true, onSuccess }, (body: FcrSettingsBody) => ({ body }));
}

/** FCR_SUB_REPORT_NAME_TAKEN / _FILTER_REQUIRED are shown by the form. */
export function useCreateFcrSubReport() {
  const onSuccess = useRefresh();
  return useApiMutation(api.fcrSubReportCreate, { form: true, onSuccess }, (body: FcrSubReportBody) => ({ body }));
}

/** FCR_SUB_REPORT_NOT_FOUND and other failures are shown beside the list. */
export function useDeleteFcrSubReport() {
  const onSuccess = useRefresh();
  return useApiMutation(api.fcrSubReportDelete, { form: true, onSuccess }, (id: string) => ({ params: { id } }));
}
