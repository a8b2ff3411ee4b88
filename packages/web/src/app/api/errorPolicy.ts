import { shellConstants, type ApiError, type MessageCode } from '@sentio/domain';

/** Which notice title to show; each is a key under `errors:notice.*`. */
export const noticeKinds = [
  'permissionDenied',
  'noWorkspaceFound',
  'upgradePackage',
  'warning',
  'systemError',
  'serviceUnavailable',
  'trouble',
  'unexpected',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Screens that replace the page content instead of a passing notice. */
export type BlockingResultKind = 'changeWorkspace' | 'projectAccessDenied';

/** The server's text for the notice body: translated through `messageCode`, `message` as fallback. */
export interface NoticeDetail {
  messageCode: MessageCode;
  message: string;
}

export type ErrorDecision =
  | { kind: 'notice'; notice: NoticeKind; level: 'error' | 'warning'; detail: NoticeDetail | null; navigateTo?: string }
  | { kind: 'result'; result: BlockingResultKind; data?: unknown }
  | { kind: 'logout'; navigateTo: string };

export interface ErrorContext {
  /** Path and search of the page the user is on, e.g. `/profile/2?x=1`. */
  currentPath: string;
  production: boolean;
  /** Set by an explicit logout: the 401 that follows must not send the user back to where they were. */
  logoutRequested: boolean;
}

/** Drops control characters and markup-like characters, collapses whitespace and cuts to the URL limit. */
export function sanitizeErrorText(text: string, max: number = shellConstants.errorTextMaxLength): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f<>{}[\]^\\`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.slice(0, max);
}

const detailOf = (error: ApiError): NoticeDetail | null =>
  error.message || error.messageCode ? { messageCode: error.messageCode, message: error.message } : null;

function internalServerPath(error: ApiError, production: boolean): string {
  if (production) return '/internal-server';
  const text = sanitizeErrorText(error.message || error.messageCode);
  return text ? `/internal-server?${new URLSearchParams({ error: text }).toString()}` : '/internal-server';
}

/** `/login`, with `redirect_url` back to the current page unless it would be pointless or the user asked to leave. */
export function loginPath(currentPath: string, logoutRequested: boolean): string {
  if (logoutRequested || currentPath === '/' || currentPath.startsWith('/login')) return '/login';
  return `/login?${new URLSearchParams({ redirect_url: currentPath }).toString()}`;
}

/**
 * The one display policy for API errors by status (docs/errors.md). Pure: the caller shows the notice,
 * navigates, logs out or renders the result.
 */
export function decideErrorAction(error: ApiError, ctx: ErrorContext): ErrorDecision {
  const detail = detailOf(error);
  switch (error.status) {
    case 401:
      if (error.type === 'PermissionDeniedException')
        return { kind: 'notice', notice: 'permissionDenied', level: 'error', detail };
      if (error.messageCode === 'NO_WORKSPACE_FOUND') {
        return error.data !== undefined && error.data !== null
          ? { kind: 'result', result: 'changeWorkspace', data: error.data }
          : { kind: 'notice', notice: 'noWorkspaceFound', level: 'error', detail };
      }
      if (error.messageCode === 'PROJECT_ACCESS_DENIED') return { kind: 'result', result: 'projectAccessDenied' };
      return { kind: 'logout', navigateTo: loginPath(ctx.currentPath, ctx.logoutRequested) };
    case 402:
      return { kind: 'notice', notice: 'upgradePackage', level: 'warning', detail };
    case 400:
    case 403:
    case 404:
    case 501:
      return { kind: 'notice', notice: 'warning', level: 'warning', detail: error.message ? detail : null };
    case 500:
      return {
        kind: 'notice',
        notice: 'systemError',
        level: 'error',
        detail,
        navigateTo: internalServerPath(error, ctx.production),
      };
    case 502:
      return {
        kind: 'notice',
        notice: 'serviceUnavailable',
        level: 'error',
        detail,
        navigateTo: internalServerPath(error, ctx.production),
      };
    case 503:
      return { kind: 'notice', notice: 'trouble', level: 'error', detail };
    default:
      return { kind: 'notice', notice: 'unexpected', level: 'error', detail };
  }
}

/**
 * Errors a form shows next to its fields instead of the global notice: validation (400), conflicts (409)
 * and the wrong-secret answers of account forms, whatever status the server gives those.
 */
const formCodes: ReadonlySet<MessageCode> = new Set([
  'AUTH_PASSWORD_MISMATCH',
  'AUTH_OTP_INVALID',
  'AUTH_WRONG_CREDENTIALS',
  'INVITATION_EMAIL_MISMATCH',
  'ALREADY_MEMBER',
  'WORKSPACE_NAME_TAKEN',
  'LAST_ADMIN',
]);
export function isFormError(error: ApiError): boolean {
  return error.status === 400 || error.status === 409 || error.status === 422 || formCodes.has(error.messageCode);
}
