import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type JsonDocument } from '@sentio/domain';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { notices } from '../../../app/notices';
import { projectKeys } from '../../projects';
import type { ProjectMatchingBody } from '../lib/matching';
import { sourceKeys } from './keys';

/** Data in changes the analysis's counts, sources and documents: refresh everything of that analysis. */
function useRefreshProject(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.project(code) });
}

/**
 * `onDone` runs as the mutation's own callback, not `mutate`'s: the refresh (or the SOURCE_UPDATED event) turns the
 * upload to IMPORTING, the page then unmounts the form, and a `mutate` callback would never fire.
 */
export function useMatchProjectColumns(code: string, sourceId: string, onDone: () => void) {
  const refresh = useRefreshProject(code);
  const onSuccess = () => {
    onDone();
    void refresh();
  };
  return useApiMutation(endpoints.sourceMatch, { form: true, onSuccess }, (body: ProjectMatchingBody) => ({
    params: { code, id: sourceId },
    body,
  }));
}

/**
 * Only an upload that was not imported can be removed; one that started importing meanwhile answers 400/409,
 * shown as a warning next to the refreshed list rather than as an unexpected error.
 */
export function useDeleteProjectSource(code: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('projectSources');
  return useApiMutation(
    endpoints.sourceDelete,
    {
      form: true,
      onError: (error) => {
        const api = apiErrorOf(error);
        if (api && (api.status === 400 || api.status === 409))
          notices.warning({ key: 'project-source-delete', title: apiErrorText(t, api) });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: sourceKeys.sources(code) }),
    },
    (sourceId: string) => ({ params: { code, id: sourceId } }),
  );
}

export function useProjectJsonIngest(code: string) {
  const refresh = useRefreshProject(code);
  return useApiMutation(
    endpoints.jsonIngest,
    { form: true, onSuccess: refresh },
    ({ channelCode, documents }: { channelCode: string; documents: JsonDocument[] }) => ({
      params: { code },
      body: { channelCode, documents },
    }),
  );
}

/** Creates the push source or rotates its token; the answer is the only time the token is visible. */
export function useActivatePushSource(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.pushSourceActivate,
    // The cache keeps the source without its token: a later visit must not show it again.
    { onSuccess: (source) => queryClient.setQueryData(sourceKeys.pushSource(code), { ...source, token: null }) },
    (_: void) => ({ params: { code } }),
  );
}

export const useDocumentTest = () => useApiMutation(endpoints.documentTest, { form: true });
export const useDialogueTest = () => useApiMutation(endpoints.dialogueTest, { form: true });
