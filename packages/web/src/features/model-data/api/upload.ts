import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, fillPath, type Source } from '@sentio/domain';
import { sendFile, type SendFileOptions } from '../../../shared/upload/sendFile';
import { modelDataKeys } from './keys';

/** Sends a file to `POST /api/model/:id/sources` (see shared/upload/sendFile.ts). */
export const uploadSource = (modelId: string, file: File, options: SendFileOptions = {}): Promise<Source> =>
  sendFile<Source>(endpoints.modelSourceUpload, fillPath(endpoints.modelSourceUpload.path, { id: modelId }), file, options);

/**
 * The upload as a mutation: validation-type errors (bad file, too large) are shown by the page next to the
 * drop zone; other statuses go to the global policy.
 */
export function useUploadSource(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation<Source, Error, { file: File; onProgress: (percent: number) => void; signal?: AbortSignal }>({
    meta: { form: true },
    mutationFn: ({ file, onProgress, signal }) => uploadSource(modelId, file, { onProgress, signal }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelDataKeys.sources(modelId) }),
  });
}
