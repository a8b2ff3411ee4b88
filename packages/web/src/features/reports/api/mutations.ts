import { useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  reportEndpoints as api,
  type CorrelationReportBody,
  type MarkingTargetBody,
  type SearchRequest,
} from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { reportKeys as keys } from './keys';

function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all(code) });
}

/** Field errors (REPORT_NAME_TAKEN, CORRELATION_*) are put on the modal's fields by the modal. */
export function useCreateReport(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.reportCreate, { form: true, onSuccess }, (body: CorrelationReportBody) => ({
    params: { code },
    body,
  }));
}

export function useDeleteReport(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.reportDelete, { onSuccess }, (id: string) => ({ params: { code, id } }));
}

export function useCreateMarkingTarget(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.markingTargetCreate, { form: true, onSuccess }, (body: MarkingTargetBody) => ({
    params: { code },
    body,
  }));
}

export function useDeleteMarkingTarget(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.markingTargetDelete, { onSuccess }, (id: string) => ({ params: { code, id } }));
}

/**
 * The pivot download: the documents export (`documentExport`) with `pivot` — small ones answer the file, large ones
 * run as a job whose finish arrives as a notification, exactly as the data tab's export (docs/reports.md).
 */
export function usePivotExport(code: string) {
  return useApiMutation(
    endpoints.documentExport,
    { form: true },
    (input: { type: 'CSV' | 'XLSX'; search: SearchRequest; modelCode: string; field: string }) => ({
      params: { code, type: input.type },
      body: { search: input.search, pivot: { modelCode: input.modelCode, field: input.field } },
    }),
  );
}
