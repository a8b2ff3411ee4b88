import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints, type AnalysisCreateBody, type MaskingSettings, type ProjectDetail } from '@sentio/domain';
import type { z } from 'zod';
import type { fieldsBody, projectDraftBody, projectPatchBody, settingsBody, channelBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { projectKeys } from './keys';

export type ProjectPatch = z.input<typeof projectPatchBody>;
export type SettingsPatch = z.input<typeof settingsBody>;
export type DraftBody = z.input<typeof projectDraftBody>;

/** A fresh analysis answer replaces the cached detail; the lists show names, tags and counts, so they are refetched. */
function storeProject(queryClient: QueryClient, project: ProjectDetail) {
  queryClient.setQueryData(projectKeys.detail(project.code), project);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
    queryClient.invalidateQueries({ queryKey: projectKeys.recent }),
  ]);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.projectCreate,
    {
      form: true,
      onSuccess: async (project) => {
        queryClient.removeQueries({ queryKey: projectKeys.draft(project.code) });
        await storeProject(queryClient, project);
        await queryClient.invalidateQueries({ queryKey: projectKeys.limit });
      },
    },
    ({ code, body }: { code: string; body: AnalysisCreateBody }) => ({ params: { code }, body }),
  );
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.projectDraftSave,
    {
      form: true,
      onSuccess: (draft) => {
        queryClient.setQueryData(projectKeys.draft(draft.code), draft);
        return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      },
    },
    ({ code, body }: { code: string; body: DraftBody }) => ({ params: { code }, body }),
  );
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.projectDeleteInvalid,
    {
      onSuccess: (_ok, code) => {
        queryClient.removeQueries({ queryKey: projectKeys.draft(code) });
        return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      },
    },
    (code: string) => ({ params: { code } }),
  );
}

export function usePatchProject(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.projectPatch,
    { form: true, onSuccess: (project) => storeProject(queryClient, project) },
    (body: ProjectPatch) => ({ params: { code }, body }),
  );
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.projectDelete,
    {
      onSuccess: async (_ok, code) => {
        queryClient.removeQueries({ queryKey: projectKeys.project(code) });
        await queryClient.invalidateQueries({ queryKey: projectKeys.lists });
        await queryClient.invalidateQueries({ queryKey: projectKeys.recent });
        await queryClient.invalidateQueries({ queryKey: projectKeys.limit });
      },
    },
    (code: string) => ({ params: { code } }),
  );
}

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.channelSave,
    {
      form: true,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.channels }),
    },
    (body: z.input<typeof channelBody>) => ({ body }),
  );
}

/** Deleting a channel: refused while analyses or models use it (CHANNEL_IN_USE with the counts); the caller shows it. */
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.channelDelete,
    { form: true, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.channels }) },
    (channel: string) => ({ params: { channel } }),
  );
}

export function useSaveFields(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.fieldSave,
    { form: true, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.project(code) }) },
    (body: z.input<typeof fieldsBody>) => ({ params: { code }, body }),
  );
}

export function useSaveSettings(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.settingsSave,
    { form: true, onSuccess: (project) => storeProject(queryClient, project) },
    (body: SettingsPatch) => ({ params: { code }, body }),
  );
}

export function useSaveMasking(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.advancedSettingsSave,
    { form: true, onSuccess: (project) => storeProject(queryClient, project) },
    (masking: MaskingSettings) => ({ params: { code }, body: { masking } }),
  );
}

export type ModelSwitch = 'prediction' | 'aspect';

/** The per-model switches answer the model; the analysis (which carries them) is refetched. */
export function useModelSwitch(code: string, kind: ModelSwitch) {
  const queryClient = useQueryClient();
  return useApiMutation(
    kind === 'prediction' ? endpoints.predictionSwitch : endpoints.aspectSentimentSwitch,
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(code) }) },
    ({ model, active }: { model: string; active: boolean }) => ({ params: { code, model }, body: { active } }),
  );
}

export function useSaveKeepLoaded(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.keepLoadedSave,
    {
      onSuccess: (answer) => {
        queryClient.setQueryData(projectKeys.keepLoaded(code), answer);
        return queryClient.invalidateQueries({ queryKey: projectKeys.detail(code) });
      },
    },
    (modelCodes: string[]) => ({ params: { code }, body: { modelCodes } }),
  );
}

/** What the analysis's models (and masking) make of a text; nothing is stored, so nothing is invalidated. */
export function useTestDocument(code: string) {
  return useApiMutation(endpoints.documentTest, { form: true }, (text: string) => ({ body: { projectCode: code, text } }));
}
