import { shellConstants } from '@sentio/domain';
import { requestId } from '../../app/api/client';
import { ApiRequestError, errorFromResponse, networkFailure, type RequestInfo } from '../../app/api/errors';

/**
 * Posts multipart form data to an endpoint and resolves with the answer's `data`: for small files where no upload
 * progress is needed (`sendFile` reports progress). The JSON client cannot send form data; failures still throw
 * `ApiRequestError`, so the error policy and the translated messages apply unchanged.
 */
export async function postForm<T>(endpoint: Omit<RequestInfo, 'requestId'>, url: string, form: FormData): Promise<T> {
  const info: RequestInfo = {
    method: endpoint.method,
    path: endpoint.path,
    permission: endpoint.permission,
    requestId: requestId(),
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', [shellConstants.requestIdHeader]: info.requestId },
    });
  } catch {
    throw new ApiRequestError(networkFailure(), info);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(errorFromResponse(response.status, json), info);
  return (json as { data: T }).data;
}
