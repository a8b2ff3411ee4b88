import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, fillPath, shellConstants, type Source } from '@sentio/domain';
import { requestId } from '../../../app/api/client';
import { ApiRequestError, errorFromResponse, networkFailure, type RequestInfo } from '../../../app/api/errors';
import { modelDataKeys } from './keys';

export interface UploadOptions {
  /** 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file to `POST /api/model/:id/sources` as multipart (part `file`). XMLHttpRequest rather than fetch:
 * only it reports upload progress. Failures throw `ApiRequestError` like every other call, so the error policy
 * and the translated messages apply unchanged.
 */
export function uploadSource(modelId: string, file: File, { onProgress, signal }: UploadOptions = {}): Promise<Source> {
  const endpoint = endpoints.modelSourceUpload;
  const info: RequestInfo = {
    method: endpoint.method,
    path: endpoint.path,
    permission: endpoint.permission,
    requestId: requestId(),
  };
  return new Promise<Source>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, fillPath(endpoint.path, { id: modelId }));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(shellConstants.requestIdHeader, info.requestId);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve((json as { data: Source }).data);
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
