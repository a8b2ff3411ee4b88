import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type JsonDocument, type modelDocumentsFilter } from '@sentio/domain';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { notices } from '../../../app/notices';
import { modelKeys } from '../../models';
import type { MatchingBody } from '../lib/matching';
import { modelDataKeys } from './keys';

/** After most changes the model's counts and statuses move too: refresh everything of that model. */
function useRefreshModel(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: modelKeys.model(id) });
}

export function useMatchColumns(id: string, sourceId: string) {
  const refresh = useRefreshModel(id);
  return useApiMutation(endpoints.modelSourceMatch, { form: true, onSuccess: refresh }, (body: MatchingBody) => ({
    params: { id, sourceId },
    body,
  }));
}

/**
 * A source can be deleted unless it is importing (an imported one with its documents): one that started importing
 * meanwhile answers 409 (SOURCE_NOT_PENDING), shown as a warning with the refreshed list rather than as an
 * unexpected error.
 */
export function useDeleteSource(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshModel(id);
  const { t } = useTranslation('modelData');
  return useApiMutation(
    endpoints.modelSourceDelete,
    {
      form: true,
      onError: (error) => {
        const api = apiErrorOf(error);
        if (api && (api.status === 400 || api.status === 409))
          notices.warning({ key: 'source-delete', title: apiErrorText(t, api) });
      },
      onSuccess: refresh,
      onSettled: () => queryClient.invalidateQueries({ queryKey: modelDataKeys.sources(id) }),
    },
    (sourceId: string) => ({ params: { id, sourceId } }),
  );
}

export function useJsonUpload(id: string) {
  const refresh = useRefreshModel(id);
  return useApiMutation(endpoints.modelJsonUpload, { form: true, onSuccess: refresh }, (documents: JsonDocument[]) => ({
    params: { id },
    body: { documents },
  }));
}

export function useCreatePushSource(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.modelPushSource,
    { onSuccess: (source) => queryClient.setQueryData(modelDataKeys.pushSource(id), source) },
    (_: void) => ({ params: { id } }),
  );
}

export function usePackageImport() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.modelPackageImport, {
    form: true,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelKeys.lists }),
  });
}

export function useMarkDocument(id: string) {
  const refresh = useRefreshModel(id);
  return useApiMutation(
    endpoints.modelDocumentMark,
    { onSuccess: refresh },
    ({ documentId, labelIds, action }: { documentId: string; labelIds: string[]; action: 'DRAFT' | 'SUBMIT' }) => ({
      params: { id, documentId },
      body: { labelIds, action },
    }),
  );
}

const bulk = {
  approve: endpoints.modelDocumentsApprove,
  discard: endpoints.modelDocumentsDiscard,
  delete: endpoints.modelDocumentsDelete,
};
export type BulkAction = keyof typeof bulk;

export function useBulkDocuments(id: string, action: BulkAction) {
  const refresh = useRefreshModel(id);
  return useApiMutation(bulk[action], { onSuccess: refresh }, (ids: string[]) => ({ params: { id }, body: { ids } }));
}

export type DocumentsFilter = z.input<typeof modelDocumentsFilter>;

/**
 * A bulk action over every document of the list's filter: with `dryRun` only the count it would change (for the
 * confirmation); a large set answers `queued` and runs as a job.
 */
export function useFilteredBulk(id: string, action: BulkAction) {
  const refresh = useRefreshModel(id);
  return useApiMutation(
    bulk[action],
    { onSuccess: (r) => (r.affected > 0 ? refresh() : undefined) },
    (input: { filter: DocumentsFilter; dryRun: boolean }) => ({ params: { id }, body: input }),
  );
}

/** Creates the categories an upload's label column names and the model lacks. */
export function useCreateLabelCategories(id: string, sourceId: string) {
  const refresh = useRefreshModel(id);
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.modelSourceLabelCategories,
    {
      onSuccess: async () => {
        await refresh();
        await queryClient.invalidateQueries({ queryKey: modelDataKeys.labelValues(id, sourceId) });
      },
    },
    (body: { column: string; separator: string }) => ({ params: { id, sourceId }, body }),
  );
}

export function useTrain(id: string) {
  const refresh = useRefreshModel(id);
  return useApiMutation(endpoints.modelTrain, { form: true, onSuccess: refresh }, (name: string | undefined) => ({
    params: { id },
    body: name ? { name } : {},
  }));
}

export function useCancelTraining(id: string) {
  const refresh = useRefreshModel(id);
  return useApiMutation(endpoints.modelTrainCancel, { onSuccess: refresh }, (_: void) => ({ params: { id } }));
}

const versionActions = {
  deploy: endpoints.modelVersionDeploy,
  submit: endpoints.modelVersionSubmit,
  approve: endpoints.modelVersionApprove,
  reject: endpoints.modelVersionReject,
};
export type VersionAction = keyof typeof versionActions;

export function useVersionAction(id: string, action: VersionAction) {
  const refresh = useRefreshModel(id);
  return useApiMutation(versionActions[action], { form: true, onSuccess: refresh }, (versionId: string) => ({
    params: { id, versionId },
  }));
}

export function useModelTest(id: string) {
  return useApiMutation(
    endpoints.modelTest,
    { form: true },
    (body: { text?: string; turns?: { speaker: 'customer' | 'agent' | 'bot'; text: string }[]; versionId?: string }) => ({
      params: { id },
      body,
    }),
  );
}
