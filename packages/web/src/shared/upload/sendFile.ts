import { shellConstants } from '@sentio/domain';
import { requestId } from '../../app/api/client';
import { ApiRequestError, errorFromResponse, networkFailure, type RequestInfo } from '../../app/api/errors';

export interface SendFileOptions {
  /** 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file to an endpoint as multipart (part `file`) and resolves with the answer's `data`. XMLHttpRequest
 * rather than fetch: only it reports upload progress. Failures throw `ApiRequestError` like every other call, so
 * the error policy and the translated messages apply unchanged; a cancel rejects with an AbortError.
 */
export function sendFile<T>(
  endpoint: Omit<RequestInfo, 'requestId'>,
  url: string,
  file: File,
  { onProgress, signal }: SendFileOptions = {},
): Promise<T> {
  const info: RequestInfo = {
    method: endpoint.method,
    path: endpoint.path,
    permission: endpoint.permission,
    requestId: requestId(),
  };
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
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
        resolve((json as { data: T }).data);
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
