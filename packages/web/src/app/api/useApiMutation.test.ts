// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@sentio/domain';
import { guardedCall } from './useApiMutation';

afterEach(() => vi.restoreAllMocks());

describe('guardedCall', () => {
  it('sends an identical action once and lets the repeat share its result', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ data: { ok: true } }), { status: 200 })));
    const input = { body: { email: 'guard@example.com' } };
    const [a, b] = await Promise.all([
      guardedCall(endpoints.forgotPassword, input),
      guardedCall(endpoints.forgotPassword, input),
    ]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends different inputs separately', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ data: { ok: true } }), { status: 200 })));
    await guardedCall(endpoints.forgotPassword, { body: { email: 'one@example.com' } });
    await guardedCall(endpoints.forgotPassword, { body: { email: 'two@example.com' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
