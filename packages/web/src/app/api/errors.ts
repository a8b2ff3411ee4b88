import {
  apiErrorSchema,
  defaultMessages,
  messageCodes,
  type ApiError,
  type ErrorType,
  type MessageCode,
  type RoutePermission,
} from '@sentio/domain';

/** Text of a request that got no answer at all (a missing response counts as a 500 with a generic Turkish message; docs/errors.md). */
export const networkFailureMessage = 'Beklenmeyen bir hata oluştu';

/** What was asked, kept on the error so the global policy can tell public calls (handled by their forms) from others. */
export interface RequestInfo {
  method: string;
  path: string;
  permission: RoutePermission;
  requestId: string;
}

/** Every failed API call throws this: the parsed `ApiError` body plus what was requested. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly body: ApiError,
    readonly request: RequestInfo,
    options?: { cause?: unknown },
  ) {
    super(body.message, options);
  }
  get status(): number {
    return this.body.status;
  }
  get messageCode(): MessageCode {
    return this.body.messageCode;
  }
}

/**
 * Thrown instead of running a mutation that repeats an identical one within the duplicate window.
 * Nobody shows it: the first action is still running and will report its own result.
 */
export class DuplicateActionError extends Error {
  override readonly name = 'DuplicateActionError';
}

const byStatus: Record<number, { type: ErrorType; messageCode: MessageCode }> = {
  400: { type: 'ValidationException', messageCode: 'VALIDATION_FAILED' },
  401: { type: 'AuthenticationException', messageCode: 'AUTH_SESSION_REQUIRED' },
  402: { type: 'PackageLimitException', messageCode: 'PLAN_LIMIT_REACHED' },
  403: { type: 'AuthenticationException', messageCode: 'PERMISSION_DENIED' },
  404: { type: 'NotFoundException', messageCode: 'NOT_FOUND' },
  409: { type: 'ConflictException', messageCode: 'FIELD_INVALID' },
  413: { type: 'ValidationException', messageCode: 'PAYLOAD_TOO_LARGE' },
  429: { type: 'TooManyRequestsException', messageCode: 'TOO_MANY_REQUESTS' },
  501: { type: 'NotImplementedException', messageCode: 'NOT_IMPLEMENTED' },
  502: { type: 'BadGatewayException', messageCode: 'BAD_GATEWAY' },
  503: { type: 'ServiceUnavailableException', messageCode: 'SERVICE_UNAVAILABLE' },
};

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && (messageCodes as readonly string[]).includes(value);

/**
 * The error body of a failed response. A well-formed body is taken as is (its `status` overrides the
 * HTTP one); anything else — an HTML page from a proxy, an empty body — becomes a body derived from the status.
 */
export function errorFromResponse(httpStatus: number, json: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const loose = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const status = typeof loose['status'] === 'number' && loose['status'] >= 400 ? loose['status'] : httpStatus;
  const fallback = byStatus[status] ?? { type: 'InternalServerException', messageCode: 'INTERNAL_ERROR' };
  const messageCode = isMessageCode(loose['messageCode']) ? loose['messageCode'] : fallback.messageCode;
  const message = typeof loose['message'] === 'string' && loose['message'] ? loose['message'] : defaultMessages[messageCode];
  return { status, type: fallback.type, messageCode, message };
}

/** The body used when the request failed before any response arrived (network down, time-out). */
export function networkFailure(): ApiError {
  return { status: 500, type: 'InternalServerException', messageCode: 'INTERNAL_ERROR', message: networkFailureMessage };
}

/** The API error inside anything a query or mutation may reject with, or null when it is not one. */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof ApiRequestError ? error.body : null;
}
