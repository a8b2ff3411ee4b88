// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@sentio/domain';
import { decideErrorAction, isFormError, loginPath, sanitizeErrorText, type ErrorContext } from './errorPolicy';

const ctx: ErrorContext = { currentPath: '/profile/2?x=1', production: false, logoutRequested: false };
const err = (over: Partial<ApiError>): ApiError => ({
  status: 400,
  type: 'ValidationException',
  messageCode: 'VALIDATION_FAILED',
  message: 'Some fields are not valid.',
  ...over,
});

describe('decideErrorAction', () => {
  it('shows the permission-denied notice for a 401 of type PermissionDeniedException', () => {
    const d = decideErrorAction(err({ status: 401, type: 'PermissionDeniedException', messageCode: 'PERMISSION_DENIED' }), ctx);
    expect(d).toMatchObject({ kind: 'notice', notice: 'permissionDenied', level: 'error' });
  });

  it('shows the no-workspace text for NO_WORKSPACE_FOUND without data', () => {
    const d = decideErrorAction(err({ status: 401, type: 'AuthenticationException', messageCode: 'NO_WORKSPACE_FOUND' }), ctx);
    expect(d).toMatchObject({ kind: 'notice', notice: 'noWorkspaceFound', detail: { messageCode: 'NO_WORKSPACE_FOUND' } });
  });

  it('asks to change workspace when NO_WORKSPACE_FOUND carries data', () => {
    const data = { workspaces: [{ code: 'w2' }] };
    const d = decideErrorAction(
      err({ status: 401, type: 'AuthenticationException', messageCode: 'NO_WORKSPACE_FOUND', data }),
      ctx,
    );
    expect(d).toEqual({ kind: 'result', result: 'changeWorkspace', data });
  });

  it('shows the project-access-denied result for PROJECT_ACCESS_DENIED', () => {
    const d = decideErrorAction(err({ status: 401, type: 'AuthenticationException', messageCode: 'PROJECT_ACCESS_DENIED' }), ctx);
    expect(d).toEqual({ kind: 'result', result: 'projectAccessDenied' });
  });

  it('logs out on any other 401 and sends the user back here after login', () => {
    const d = decideErrorAction(err({ status: 401, type: 'AuthenticationException', messageCode: 'AUTH_SESSION_REQUIRED' }), ctx);
    expect(d).toEqual({ kind: 'logout', navigateTo: '/login?redirect_url=%2Fprofile%2F2%3Fx%3D1' });
  });

  it('omits redirect_url after an explicit logout', () => {
    const d = decideErrorAction(err({ status: 401, type: 'AuthenticationException', messageCode: 'AUTH_SESSION_REQUIRED' }), {
      ...ctx,
      logoutRequested: true,
    });
    expect(d).toEqual({ kind: 'logout', navigateTo: '/login' });
  });

  it('shows the upgrade notice with the server message on 402', () => {
    const d = decideErrorAction(
      err({ status: 402, type: 'PackageLimitException', messageCode: 'PLAN_LIMIT_REACHED', message: 'Limit!' }),
      ctx,
    );
    expect(d).toEqual({
      kind: 'notice',
      notice: 'upgradePackage',
      level: 'warning',
      detail: { messageCode: 'PLAN_LIMIT_REACHED', message: 'Limit!' },
    });
  });

  it.each([400, 403, 404, 501])('shows a warning with the server message on %i', (status) => {
    const d = decideErrorAction(err({ status, message: 'Nope' }), ctx);
    expect(d).toMatchObject({ kind: 'notice', notice: 'warning', level: 'warning', detail: { message: 'Nope' } });
  });

  it('falls back to the generic warning when the server sends no message', () => {
    const d = decideErrorAction(err({ status: 404, type: 'NotFoundException', messageCode: 'NOT_FOUND', message: '' }), ctx);
    expect(d).toMatchObject({ kind: 'notice', notice: 'warning', detail: null });
  });

  it('redirects a 500 to /internal-server with the sanitised error outside production', () => {
    const d = decideErrorAction(
      err({ status: 500, type: 'InternalServerException', messageCode: 'INTERNAL_ERROR', message: 'boom <b>\nhere' }),
      ctx,
    );
    expect(d).toMatchObject({ kind: 'notice', notice: 'systemError', level: 'error' });
    if (d.kind !== 'notice') throw new Error('expected a notice');
    const url = new URL(d.navigateTo ?? '', 'http://x');
    expect(url.pathname).toBe('/internal-server');
    expect(url.searchParams.get('error')).toBe('boom b here');
  });

  it('cuts the error text in the URL to 500 characters', () => {
    const d = decideErrorAction(err({ status: 500, type: 'InternalServerException', message: 'x'.repeat(2000) }), ctx);
    if (d.kind !== 'notice') throw new Error('expected a notice');
    expect(new URL(d.navigateTo ?? '', 'http://x').searchParams.get('error')).toHaveLength(500);
  });

  it('leaves the error text out of the URL in production', () => {
    const d = decideErrorAction(err({ status: 500, type: 'InternalServerException', message: 'secret' }), {
      ...ctx,
      production: true,
    });
    expect(d).toMatchObject({ navigateTo: '/internal-server' });
  });

  it('shows service-unavailable and redirects on 502', () => {
    const d = decideErrorAction(
      err({ status: 502, type: 'BadGatewayException', messageCode: 'BAD_GATEWAY', message: 'up' }),
      ctx,
    );
    expect(d).toMatchObject({ kind: 'notice', notice: 'serviceUnavailable', navigateTo: '/internal-server?error=up' });
  });

  it('shows the trouble notice with the message on 503, without redirect', () => {
    const d = decideErrorAction(
      err({ status: 503, type: 'ServiceUnavailableException', messageCode: 'SERVICE_UNAVAILABLE' }),
      ctx,
    );
    expect(d).toMatchObject({ kind: 'notice', notice: 'trouble', detail: { messageCode: 'SERVICE_UNAVAILABLE' } });
    expect(d).not.toHaveProperty('navigateTo');
  });

  it.each([409, 413, 429, 418])('shows the unexpected-error notice for other statuses (%i)', (status) => {
    expect(decideErrorAction(err({ status }), ctx)).toMatchObject({ kind: 'notice', notice: 'unexpected', level: 'error' });
  });
});

describe('loginPath', () => {
  it('does not point back to the login page or the home page', () => {
    expect(loginPath('/login?redirect_url=%2Fa', false)).toBe('/login');
    expect(loginPath('/', false)).toBe('/login');
    expect(loginPath('/packages', false)).toBe('/login?redirect_url=%2Fpackages');
  });
});

describe('sanitizeErrorText', () => {
  it('removes control and markup characters and collapses whitespace', () => {
    expect(sanitizeErrorText('  a\u0000<script>{x}[y]^\\`z\r\n  b ')).toBe('a script x y z b');
  });
});

describe('isFormError', () => {
  it('treats validation, conflicts and wrong secrets as form errors', () => {
    expect(isFormError(err({ status: 400 }))).toBe(true);
    expect(isFormError(err({ status: 409, type: 'ConflictException', messageCode: 'ALREADY_MEMBER' }))).toBe(true);
    expect(isFormError(err({ status: 401, type: 'AuthenticationException', messageCode: 'AUTH_PASSWORD_MISMATCH' }))).toBe(true);
  });
  it('leaves session, package and server errors to the global policy', () => {
    expect(isFormError(err({ status: 401, type: 'AuthenticationException', messageCode: 'AUTH_SESSION_REQUIRED' }))).toBe(false);
    expect(isFormError(err({ status: 402, type: 'PackageLimitException', messageCode: 'PLAN_LIMIT_REACHED' }))).toBe(false);
    expect(isFormError(err({ status: 500, type: 'InternalServerException', messageCode: 'INTERNAL_ERROR' }))).toBe(false);
  });
});
