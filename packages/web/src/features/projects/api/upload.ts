import { useMutation } from '@tanstack/react-query';
import { endpoints, shellConstants, type uploadedFileSchema } from '@sentio/domain';
import type { z } from 'zod';
import { endpointUrl, requestId } from '../../../app/api/client';
import { ApiRequestError, errorFromResponse, networkFailure, type RequestInfo } from '../../../app/api/errors';

export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * Sends an icon image to `POST /api/file?scope=PROJECT_ICON` as multipart (part `file`). The JSON client cannot send
 * form data; failures still throw `ApiRequestError`, so the error policy and translated messages apply unchanged.
 */
export async function uploadProjectIcon(file: File, scopeId: string): Promise<UploadedFile> {
  const endpoint = endpoints.fileUpload;
  const info: RequestInfo = {
    method: endpoint.method,
    path: endpoint.path,
    permission: endpoint.permission,
    requestId: requestId(),
  };
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, { query: { scope: 'PROJECT_ICON', scopeId } }), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', [shellConstants.requestIdHeader]: info.requestId },
    });
  } catch {
    throw new ApiRequestError(networkFailure(), info);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(errorFromResponse(response.status, json), info);
  return (json as { data: UploadedFile }).data;
}

export const useUploadIcon = () =>
  useMutation<UploadedFile, Error, { file: File; scopeId: string }>({
    meta: { form: true },
    mutationFn: ({ file, scopeId }) => uploadProjectIcon(file, scopeId),
  });
