import { defaultMessages, type ApiError, type ErrorType, type FieldError, type MessageCode } from '@sentio/domain';

/**
 * The one error vocabulary of the server. Services throw these; the error handler turns them into
 * `{ status, type, messageCode, message, fields? }` with the HTTP statuses of docs/errors.md.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly messageCode: MessageCode,
    options: { message?: string; fields?: FieldError[]; data?: unknown; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? defaultMessages[messageCode], { cause: options.cause });
    this.fields = options.fields;
    this.data = options.data;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  readonly fields: FieldError[] | undefined;
  readonly data: unknown;
  /** Sent as the `Retry-After` header (429, 503): when the client may try again. */
  readonly retryAfterSeconds: number | undefined;

  toBody(): ApiError {
    return {
      status: this.status,
      type: this.type,
      messageCode: this.messageCode,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.data !== undefined ? { data: this.data } : {}),
    };
  }
}

export const errors = {
  validation: (fields: FieldError[], code: MessageCode = 'VALIDATION_FAILED') =>
    new AppError(400, 'ValidationException', code, { fields }),
  badRequest: (code: MessageCode, field?: string) =>
    new AppError(
      400,
      'ValidationException',
      code,
      field ? { fields: [{ field, messageCode: code, message: defaultMessages[code] }] } : {},
    ),
  /** Not signed in, or the session ended. The web logs out and sends the user to /login. */
  unauthenticated: (code: MessageCode = 'AUTH_SESSION_REQUIRED') => new AppError(401, 'AuthenticationException', code),
  /** Signed in but not allowed: 401 with this type, which the web tells from an expired session (docs/errors.md). */
  permissionDenied: () => new AppError(401, 'PermissionDeniedException', 'PERMISSION_DENIED'),
  /** A private analysis the user may not open: the web shows its project-access-denied result (docs/errors.md). */
  projectAccessDenied: () => new AppError(401, 'AuthenticationException', 'PROJECT_ACCESS_DENIED'),
  noWorkspace: (data?: unknown) => new AppError(401, 'AuthenticationException', 'NO_WORKSPACE_FOUND', { data }),
  forbidden: (code: MessageCode) => new AppError(403, 'AuthenticationException', code),
  /** Missing and foreign records answer the same, so ids cannot be probed. */
  notFound: (code: MessageCode = 'NOT_FOUND') => new AppError(404, 'NotFoundException', code),
  conflict: (code: MessageCode, field?: string) =>
    new AppError(
      409,
      'ConflictException',
      code,
      field ? { fields: [{ field, messageCode: code, message: defaultMessages[code] }] } : {},
    ),
  planLimit: (feature: string) => new AppError(402, 'PackageLimitException', 'PLAN_LIMIT_REACHED', { data: { feature } }),
  tooManyRequests: (code: MessageCode = 'TOO_MANY_REQUESTS', retryAfterSeconds?: number) =>
    new AppError(429, 'TooManyRequestsException', code, retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  /** Heavy calls are at their limit (platform/http/load-shedding.ts): try again shortly instead of waiting in line. */
  // The wait goes in the body too, where the browser's error layer reads it (it sees bodies, not headers).
  busy: (retryAfterSeconds: number) =>
    new AppError(503, 'ServiceUnavailableException', 'SERVER_BUSY', { retryAfterSeconds, data: { retryAfterSeconds } }),
  /**
   * The client left: nobody is waiting for the answer, so queued or half-done work is dropped (docs/load.md). The
   * status is never seen by that client; it marks the log line.
   */
  clientGone: () =>
    new AppError(503, 'ServiceUnavailableException', 'SERVER_BUSY', { message: 'The client left before the answer.' }),
  internal: (cause: unknown) => new AppError(500, 'InternalServerException', 'INTERNAL_ERROR', { cause }),
};

/**
 * PostgreSQL's unique violation (23505): two saves of one name raced past the service's check, and the unique index
 * decided. Services map it to their own "name taken" code.
 */
export const isUniqueViolation = (err: unknown): boolean =>
  !(err instanceof AppError) && typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
