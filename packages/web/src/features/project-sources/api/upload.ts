import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, fillPath, shellConstants, type ProjectSource } from '@sentio/domain';
import { queryString, requestId } from '../../../app/api/client';
import { ApiRequestError, errorFromResponse, networkFailure, type RequestInfo } from '../../../app/api/errors';
import { sourceKeys } from './keys';

export interface ProjectUploadInput {
  file: File;
  /** The channel the rows belong to (unless the matching names a channel column). */
  switchCode: string;
  /** 0..100 as the bytes go out. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file to `POST /api/project/:code/upload?switchCode=…` as multipart (part `file`). XMLHttpRequest rather
 * than fetch: only it reports upload progress. Failures throw `ApiRequestError` like every other call, so the error
 * policy and the translated messages apply unchanged.
 */
export function uploadProjectSource(
  code: string,
  { file, switchCode, onProgress, signal }: ProjectUploadInput,
): Promise<ProjectSource> {
  const endpoint = endpoints.sourceUpload;
  const info: RequestInfo = {
    method: endpoint.method,
    path: endpoint.path,
    permission: endpoint.permission,
    requestId: requestId(),
  };
  return new Promise<ProjectSource>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, fillPath(endpoint.path, { code }) + queryString({ switchCode }));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(shellConstants.requestIdHeader, info.requestId);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((json as { data: ProjectSource }).data);
      } else {
        reject(new ApiRequestError(errorFromResponse(xhr.status, json), info));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(networkFailure(), info));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The upload as a mutation: refusals of the file are shown by the page next to the drop zone (form errors). */
export function useUploadProjectSource(code: string) {
  const queryClient = useQueryClient();
  return useMutation<ProjectSource, Error, ProjectUploadInput>({
    meta: { form: true },
    mutationFn: (input) => uploadProjectSource(code, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourceKeys.sources(code) }),
  });
}
