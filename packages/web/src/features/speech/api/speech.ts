import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SpeechSettingSaveBody, type Transcription } from '@sentio/domain';
import { endpointUrl } from '../../../app/api/client';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { postForm } from '../../../shared/upload/postForm';
import { projectKeys } from '../../projects';

/** Under `projectKeys.project(code)`: an analysis-wide refresh (events) reaches the settings and transcriptions too. */
export const speechKeys = {
  settings: (code: string) => [...projectKeys.project(code), 'speech'] as const,
  transcriptions: (code: string) => [...projectKeys.project(code), 'speech', 'transcriptions'] as const,
};

/** How often the transcriptions are read again while one is still QUEUED or RUNNING. */
export const TRANSCRIPTION_REFRESH_MS = 3000;

export const useSpeechSettings = (code: string) =>
  useApiQuery(speechKeys.settings(code), endpoints.speechSettingList, { params: { code } });

export const useTranscriptions = (code: string) =>
  useApiQuery(
    speechKeys.transcriptions(code),
    endpoints.speechTranscriptions,
    { params: { code }, query: { size: 20 } },
    {
      refetchInterval: (query) =>
        query.state.data?.some((x) => x.state === 'QUEUED' || x.state === 'RUNNING') ? TRANSCRIPTION_REFRESH_MS : false,
    },
  );

/** Create (no id) or change a setting; field errors (SPEECH_CHANNELS_SAME, SPEECH_SETTING_DUPLICATE…) go to the form. */
export function useSaveSpeechSetting(code: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: speechKeys.settings(code) });
  const create = useApiMutation(
    endpoints.speechSettingCreate,
    { form: true, onSuccess: refresh },
    (body: SpeechSettingSaveBody) => ({
      params: { code },
      body,
    }),
  );
  const update = useApiMutation(
    endpoints.speechSettingUpdate,
    { form: true, onSuccess: refresh },
    ({ id, body }: { id: string; body: SpeechSettingSaveBody }) => ({ params: { code, id }, body }),
  );
  return { create, update };
}

export function useDeleteSpeechSetting(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.speechSettingDelete,
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: speechKeys.settings(code) }) },
    (id: string) => ({ params: { code, id } }),
  );
}

export interface CallUpload {
  settingId: string;
  /** `file`: one stereo WAV; `customer` + `agent`: a file per speaker. */
  files: Partial<Record<'file' | 'customer' | 'agent', File>>;
  /** The optional call fields (empty ones are left out). */
  fields: Record<string, string | undefined>;
}

/** Sends a call's audio to `POST /api/project/{code}/speech/{id}/transcribe` as multipart. */
export function uploadCall(code: string, upload: CallUpload): Promise<Transcription> {
  const endpoint = endpoints.speechTranscribe;
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) if (value?.trim()) form.append(name, value.trim());
  for (const [name, file] of Object.entries(upload.files)) if (file) form.append(name, file, file.name);
  return postForm<Transcription>(endpoint, endpointUrl(endpoint, { params: { code, id: upload.settingId } }), form);
}

export function useUploadCall(code: string) {
  const queryClient = useQueryClient();
  return useMutation<Transcription, Error, CallUpload>({
    meta: { form: true },
    mutationFn: (upload) => uploadCall(code, upload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: speechKeys.transcriptions(code) }),
  });
}
