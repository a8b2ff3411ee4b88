import { useQueryClient } from '@tanstack/react-query';
import { rootCauseEndpoints as api } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { rcaKeys } from './keys';

/** Saved keywords per page (20) whose text or a variant contains `text`; the previous page stays while the next loads. */
export const keywordPageSize = 20;

export const useKeywords = (code: string, text: string, page: number) =>
  useApiQuery(
    rcaKeys.keywordPage(code, text, page),
    api.abkKeywordSearch,
    { params: { code }, body: { text, page, size: keywordPageSize } },
    { placeholderData: (previous) => previous },
  );

/** Keywords change only the next runs' topics: refreshing the keyword pages is enough. */
function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: rcaKeys.keywords(code) });
}

/** One keyword; KEYWORD_EXISTS (409) and the field rules come back on the `keyword` field. */
export function useAddKeyword(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.abkKeywordAdd, { form: true, onSuccess }, (body: { keyword: string; categoryId: string | null }) => ({
    params: { code },
    body,
  }));
}

/** Several keywords at once; those already saved are kept as they are. */
export function useSaveKeywords(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(
    api.abkKeywordSave,
    { form: true, onSuccess },
    (body: { keywords: string[]; categoryId: string | null }) => ({
      params: { code },
      body,
    }),
  );
}

export function useDeleteKeyword(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.abkKeywordDelete, { form: true, onSuccess }, (id: string) => ({ params: { code }, query: { id } }));
}

/** Replaces a keyword's connected variants. */
export function useConnectKeyword(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.abkConnectKeyword, { form: true, onSuccess }, (body: { id: string; connected: string[] }) => ({
    params: { code },
    body,
  }));
}
