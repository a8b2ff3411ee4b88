import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, fillPath, type ProjectSource } from '@sentio/domain';
import { queryString } from '../../../app/api/client';
import { sendFile } from '../../../shared/upload/sendFile';
import { sourceKeys } from './keys';

export interface ProjectUploadInput {
  file: File;
  /** The channel the rows belong to (unless the matching names a channel column). */
  switchCode: string;
  /** 0..100 as the bytes go out. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** Sends a file to `POST /api/project/:code/upload?switchCode=…` (see shared/upload/sendFile.ts). */
export const uploadProjectSource = (
  code: string,
  { file, switchCode, onProgress, signal }: ProjectUploadInput,
): Promise<ProjectSource> =>
  sendFile<ProjectSource>(
    endpoints.sourceUpload,
    fillPath(endpoints.sourceUpload.path, { code }) + queryString({ switchCode }),
    file,
    { onProgress, signal },
  );

/** The upload as a mutation: refusals of the file are shown by the page next to the drop zone (form errors). */
export function useUploadProjectSource(code: string) {
  const queryClient = useQueryClient();
  return useMutation<ProjectSource, Error, ProjectUploadInput>({
    meta: { form: true },
    mutationFn: (input) => uploadProjectSource(code, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourceKeys.sources(code) }),
  });
}
