import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type ProjectDocument, type CsvStyle, type ReevaluateBody, type SearchRequest } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { projectKeys } from '../../projects';
import { dataKeys } from './keys';

/** Document changes move counts, facets and the summary: refresh every query of the analysis. */
function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.project(code) });
}

/** A changed document: put the answer in the drawer's cache at once, then refresh the rest. */
function useDocumentChanged(code: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(code);
  return (document: ProjectDocument) => {
    queryClient.setQueryData(dataKeys.document(code, document.id), document);
    void refresh();
  };
}

export function useRetryAll(code: string) {
  const refresh = useRefresh(code);
  return useApiMutation(endpoints.retryAll, { onSuccess: refresh }, (_: void) => ({ params: { code } }));
}

export function useRetryOne(code: string) {
  const changed = useDocumentChanged(code);
  return useApiMutation(endpoints.retryOne, { onSuccess: changed }, (id: string) => ({ params: { code, id } }));
}

/** Form errors (REEVALUATION_RUNNING) are shown by the modal. */
export function useReevaluate(code: string) {
  const refresh = useRefresh(code);
  return useApiMutation(endpoints.reevaluate, { form: true, onSuccess: refresh }, (body: ReevaluateBody) => ({
    params: { code },
    body,
  }));
}

export function useApprove(code: string) {
  const refresh = useRefresh(code);
  return useApiMutation(endpoints.documentsApprove, { onSuccess: refresh }, (documentIds: string[]) => ({
    params: { code },
    body: { documentIds },
  }));
}

export function useDeleteDocuments(code: string) {
  const refresh = useRefresh(code);
  return useApiMutation(endpoints.documentDelete, { onSuccess: refresh }, (documentIds: string[]) => ({
    params: { code },
    body: { documentIds },
  }));
}

export function useAlertDocument(code: string) {
  const changed = useDocumentChanged(code);
  return useApiMutation(
    endpoints.documentAlert,
    { form: true, onSuccess: changed },
    ({ id, note }: { id: string; note: string }) => ({
      params: { code, id },
      body: { note },
    }),
  );
}

/** DOCUMENT_REVIEW_SAME_USER is shown next to the button. */
export function useReviewedDocument(code: string) {
  const changed = useDocumentChanged(code);
  return useApiMutation(endpoints.documentReviewed, { form: true, onSuccess: changed }, (id: string) => ({
    params: { code, id },
  }));
}

export function useAddNote(code: string) {
  const changed = useDocumentChanged(code);
  return useApiMutation(
    endpoints.documentNote,
    { form: true, onSuccess: changed },
    ({ id, text }: { id: string; text: string }) => ({
      params: { code, id },
      body: { text },
    }),
  );
}

export function useTrashDocument(code: string) {
  const refresh = useRefresh(code);
  return useApiMutation(endpoints.documentTrash, { onSuccess: refresh }, (id: string) => ({ params: { code, id } }));
}

export interface MarkInput {
  documentId: string;
  modelCode: string;
  categoryIds: string[];
  sentiment?: string | null;
  labelIds?: string[];
}

export function useMarkDocument(code: string) {
  const changed = useDocumentChanged(code);
  return useApiMutation(endpoints.documentMark, { form: true, onSuccess: changed }, (body: MarkInput) => ({
    params: { code },
    body,
  }));
}

/** LABEL_EXISTS is shown by the label picker. */
export function useCreateLabel(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.labelCreate,
    { form: true, onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.labels(code) }) },
    (name: string) => ({ params: { code }, body: { name } }),
  );
}

export function useExportDocuments(code: string) {
  return useApiMutation(
    endpoints.documentExport,
    { form: true },
    ({
      type,
      search,
      fields,
      csvStyle,
    }: {
      type: 'CSV' | 'XLSX';
      search: SearchRequest;
      fields: string[];
      /** CSV only: EXCEL escapes formula-like texts for a spreadsheet, RAW keeps them exactly. */
      csvStyle?: CsvStyle;
    }) => ({
      params: { code, type },
      body: { search, fields, ...(type === 'CSV' && csvStyle ? { csvStyle } : {}) },
    }),
  );
}
