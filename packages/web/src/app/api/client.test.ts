// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@sentio/domain';
import { call, queryString } from './client';
import { ApiRequestError, networkFailureMessage } from './errors';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('call', () => {
  it('sends JSON to the same origin with the cookie, a fresh request id, and unwraps data', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json({ data: { ok: true } })));
    await expect(call(endpoints.forgotPassword, { body: { email: 'a@b.co' } })).resolves.toEqual({ ok: true });
    await call(endpoints.forgotPassword, { body: { email: 'a@b.co' } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/password/forgot');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ email: 'a@b.co' }) });
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const second = (fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>)['x-request-id'];
    expect(second).not.toBe(headers['x-request-id']);
  });

  it('fills path params and the query string', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json({ data: { ok: true } })));
    await call(endpoints.revokeInvitation, { params: { id: 'a/b' } });
    await call(endpoints.events, { query: { lastId: '42' } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/workspace/invitation/a%2Fb');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/event?lastId=42');
  });

  it('throws the parsed API error, with the body status overriding the HTTP one', async () => {
    const body = { status: 402, type: 'PackageLimitException', messageCode: 'PLAN_LIMIT_REACHED', message: 'Upgrade' };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(body, 400));
    const error = await call(endpoints.createWorkspace, { body: { name: 'a', subtitle: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).body).toEqual(body);
    expect((error as ApiRequestError).status).toBe(402);
    expect((error as ApiRequestError).request.permission).toBe('WORKSPACE/MANAGE');
  });

  it('derives an error from the status when the body is not an API error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = (await call(endpoints.me).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.body).toMatchObject({ status: 502, type: 'BadGatewayException', messageCode: 'BAD_GATEWAY' });
  });

  it('turns a missing response into a 500 with the generic Turkish message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await call(endpoints.me).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.body).toEqual({
      status: 500,
      type: 'InternalServerException',
      messageCode: 'INTERNAL_ERROR',
      message: networkFailureMessage,
    });
    expect(networkFailureMessage).toBe('Beklenmeyen bir hata oluştu');
  });

  it('times out', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = (await call(endpoints.me, undefined, { timeoutMs: 10 }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(500);
  });
});

describe('queryString', () => {
  it('repeats array values and leaves out empty ones', () => {
    expect(queryString({ a: [1, 2], b: undefined, c: null, d: '', e: 'x y' })).toBe('?a=1&a=2&e=x+y');
    expect(queryString({})).toBe('');
  });
});
