import { aiProviderEndpoints as e, endpoints, type AiProvider } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm/server.js';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { aiProviderArea } from './area.js';
import type { AiGateway } from './gateway-types.js';
import { accountOf, providerBody, signUpOperator } from './test-support.js';

/**
 * The AI provider (docs/ai-provider.md) over HTTP and through the gateway the assistants use, against the fake LLM:
 * the key sealed and never returned, the override winning as a whole, off → 409, the monthly budget → 402, provider
 * failures → 503 with their codes, and the operator-only settings. Access rows are the routes matrix's.
 */
let t: TestApp;
let llm: FakeLlm;
let other: FakeLlm;
let operator: SignedInUser;
let user: SignedInUser;
let neighbour: SignedInUser;
let userAccount: string;
let neighbourAccount: string;
let now = new Date('2026-11-15T12:00:00Z');
let gateway: AiGateway;
const KEY = 'sk-ai-secret-7731';

beforeAll(async () => {
  [llm, other] = await Promise.all([startFakeLlm(), startFakeLlm()]);
  t = await startTestApp();
  operator = await signUpOperator(t);
  user = await signUp(t, { company: 'AI user' });
  neighbour = await signUp(t, { company: 'AI neighbour' });
  userAccount = await accountOf(t, user);
  neighbourAccount = await accountOf(t, neighbour);
  // A second area on the same database and key file: the gateway as the assistants get it, with a settable clock.
  gateway = aiProviderArea({ config: t.config, db: t.db, now: () => now }).services.gateway;
}, 120_000);
afterAll(async () => {
  await t.close();
  await Promise.all([llm.close(), other.close()]);
});

const dataOf = (res: RawResponse) => (res.body as { data: AiProvider }).data;
const say = (model?: string) => ({ model: model ?? null, messages: [{ role: 'user' as const, content: 'hello' }], json: true });
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (x: unknown) => x,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};
const saveDefault = (over: Parameters<typeof providerBody>[1] = {}, url = llm.url) =>
  operator.client.request(e.aiProviderDefaultSave, { body: providerBody(url, over) });
const saveOverride = (accountId: string, over: Parameters<typeof providerBody>[1] = {}, url = other.url) =>
  operator.client.request(e.aiProviderAccountSave, { params: { id: accountId }, body: providerBody(url, over) });

describe('with no provider', () => {
  it('is off: status says so, calls answer 409 AI_PROVIDER_OFF and the check says AI_PROVIDER_OFF', async () => {
    expect(await operator.client.call(e.aiProviderDefaultGet)).toBeNull();
    expect(await user.client.call(e.aiStatus)).toEqual({
      enabled: false,
      source: null,
      chatModel: null,
      embeddingModel: null,
      monthlyTokenBudget: null,
      usedThisMonth: 0,
      remaining: null,
    });
    const err = await failure(gateway.chat(userAccount, say()));
    expect([err.status, err.messageCode]).toEqual([409, 'AI_PROVIDER_OFF']);
    expect(await operator.client.call(e.aiProviderCheck, { body: {} })).toMatchObject({ ok: false, code: 'AI_PROVIDER_OFF' });
  });
});

describe('the default provider', () => {
  it('is saved with its key sealed, which no answer ever contains', async () => {
    const res = await saveDefault({ apiKey: KEY, monthlyTokenBudget: 100_000 });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({
      scope: 'DEFAULT',
      accountId: null,
      enabled: true,
      baseUrl: llm.url,
      hasApiKey: true,
      chatModel: 'fake-chat',
      embeddingModel: 'fake-embed',
      timeoutMs: 15_000,
      monthlyTokenBudget: 100_000,
    });
    const answers = [
      res,
      await operator.client.request(e.aiProviderDefaultGet),
      await operator.client.request(e.aiProviderCheck, { body: {} }),
      await user.client.request(e.aiStatus),
    ];
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain(KEY);
      expect(JSON.stringify(r.body)).not.toContain('apiKey');
    }
    const stored = await t.db
      .selectFrom('ai_provider_setting')
      .select('api_key')
      .where('account_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(stored.api_key).toMatch(/^v1:/);
    expect(stored.api_key).not.toContain(KEY);
  });

  it('sends the key as a bearer token, JSON mode and temperature 0, and records the tokens', async () => {
    const reply = await gateway.chat(userAccount, say());
    expect(JSON.parse(reply.content)).toEqual({ ok: true });
    expect(reply.model).toBe('fake-chat');
    expect(reply.tokens).toBe(Math.ceil('hello'.length / 4) + Math.ceil(reply.content.length / 4));
    const sent = llm.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({ model: 'fake-chat', temperature: 0, response_format: { type: 'json_object' } });
    const status = await user.client.call(e.aiStatus);
    expect(status).toMatchObject({ enabled: true, source: 'DEFAULT', chatModel: 'fake-chat', usedThisMonth: reply.tokens });
    expect(status.remaining).toBe(100_000 - reply.tokens);
  });

  it('keeps the key when a save leaves it out or null, removes it when empty', async () => {
    const sealed = async () =>
      (await t.db.selectFrom('ai_provider_setting').select('api_key').where('account_id', 'is', null).executeTakeFirstOrThrow())
        .api_key;
    const first = await sealed();
    expect(dataOf(await saveDefault({ monthlyTokenBudget: 100_000 })).hasApiKey).toBe(true);
    expect(dataOf(await saveDefault({ apiKey: null, monthlyTokenBudget: 100_000 })).hasApiKey).toBe(true);
    expect(await sealed()).toBe(first);
    expect(dataOf(await saveDefault({ apiKey: '', monthlyTokenBudget: 100_000 })).hasApiKey).toBe(false);
    await gateway.chat(userAccount, say());
    expect(llm.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('refuses an address that is not http(s) and a timeout under a second, per field', async () => {
    const res = await operator.client.request(e.aiProviderDefaultSave, {
      body: { ...providerBody('ftp://example.com'), timeoutMs: 10 },
    });
    expect(res.status).toBe(400);
    const fields = ((res.body as { fields: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [
      f.field,
      f.messageCode,
    ]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['baseUrl', 'FIELD_INVALID'],
        ['timeoutMs', 'FIELD_TOO_SMALL'],
      ]),
    );
  });

  it('embeds with the embedding model and counts its tokens; null without one', async () => {
    const before = (await gateway.status(userAccount)).usedThisMonth;
    const result = await gateway.embed(userAccount, ['late delivery', 'rude courier']);
    expect(result?.vectors).toHaveLength(2);
    expect(result?.vectors[0]).toHaveLength(16);
    expect(llm.requests.at(-1)?.body).toMatchObject({ model: 'fake-embed' });
    expect((await gateway.status(userAccount)).usedThisMonth).toBe(before + (result?.tokens ?? 0));
    await saveDefault({ embeddingModel: null, monthlyTokenBudget: 100_000 });
    expect(await gateway.embed(userAccount, ['x'])).toBeNull();
    await saveDefault({ monthlyTokenBudget: 100_000 });
  });

  it('when disabled, answers 409 AI_PROVIDER_OFF while the check still tries it', async () => {
    await saveDefault({ enabled: false });
    expect((await failure(gateway.chat(userAccount, say()))).messageCode).toBe('AI_PROVIDER_OFF');
    expect(await user.client.call(e.aiStatus)).toMatchObject({ enabled: false, source: 'DEFAULT' });
    expect(await operator.client.call(e.aiProviderCheck, { body: {} })).toMatchObject({
      ok: true,
      code: null,
      model: 'fake-chat',
    });
    await saveDefault();
  });
});

describe('provider failures', () => {
  it.each([
    ['fake-timeout', 'AI_PROVIDER_TIMEOUT'],
    ['fake-500', 'AI_PROVIDER_FAILED'],
    ['fake-401', 'AI_PROVIDER_FAILED'],
    ['fake-malformed', 'AI_PROVIDER_MALFORMED'],
  ])('%s is a 503 with %s, and nothing is counted', async (model, code) => {
    if (model === 'fake-timeout') await saveDefault({ timeoutMs: 1000 });
    const before = (await gateway.status(userAccount)).usedThisMonth;
    const err = await failure(gateway.chat(userAccount, say(model)));
    expect([err.status, err.type, err.messageCode]).toEqual([503, 'ServiceUnavailableException', code]);
    expect((await gateway.status(userAccount)).usedThisMonth).toBe(before);
    await saveDefault();
  });

  it('an unreachable address is a 503 AI_PROVIDER_UNREACHABLE, and the check reports each code', async () => {
    await saveOverride(neighbourAccount, {}, 'http://127.0.0.1:9');
    expect((await failure(gateway.chat(neighbourAccount, say()))).messageCode).toBe('AI_PROVIDER_UNREACHABLE');
    const check = () => operator.client.call(e.aiProviderCheck, { body: { accountId: neighbourAccount } });
    expect(await check()).toMatchObject({ ok: false, code: 'AI_PROVIDER_UNREACHABLE' });
    for (const [model, code] of [
      ['fake-500', 'AI_PROVIDER_FAILED'],
      ['fake-bad-json', 'AI_PROVIDER_MALFORMED'],
      ['fake-timeout', 'AI_PROVIDER_TIMEOUT'],
    ]) {
      await saveOverride(neighbourAccount, { chatModel: model, timeoutMs: 1000 });
      expect(await check()).toMatchObject({ ok: false, code, model });
    }
    await saveOverride(neighbourAccount);
    expect(await check()).toMatchObject({ ok: true, code: null, model: 'fake-chat' });
  });

  it("a cancelled call rethrows the caller's reason", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped by the user')), 100);
    await expect(gateway.chat(userAccount, say('fake-timeout'), controller.signal)).rejects.toThrow('stopped by the user');
  });
});

describe('an account override', () => {
  it('wins over the default as a whole, for that account only, until it is removed', async () => {
    const res = await saveOverride(userAccount, { chatModel: 'override-model', embeddingModel: null, monthlyTokenBudget: null });
    expect(dataOf(res)).toMatchObject({
      scope: 'ACCOUNT',
      accountId: userAccount,
      chatModel: 'override-model',
      hasApiKey: false,
    });
    expect(await operator.client.call(e.aiProviderAccountGet, { params: { id: userAccount } })).toMatchObject({
      chatModel: 'override-model',
    });
    const otherCalls = other.requests.length;
    await gateway.chat(userAccount, say());
    expect(other.requests.length).toBe(otherCalls + 1);
    expect(other.requests.at(-1)?.body).toMatchObject({ model: 'override-model' });
    // No field-by-field merge: the default's embedding model is not used under an override without one.
    expect(await gateway.embed(userAccount, ['x'])).toBeNull();
    expect(await user.client.call(e.aiStatus)).toMatchObject({
      source: 'ACCOUNT',
      chatModel: 'override-model',
      monthlyTokenBudget: null,
    });
    expect(await neighbour.client.call(e.aiStatus)).toMatchObject({ source: 'ACCOUNT' });

    expect(await operator.client.call(e.aiProviderAccountDelete, { params: { id: userAccount } })).toEqual({ ok: true });
    expect(await operator.client.call(e.aiProviderAccountGet, { params: { id: userAccount } })).toBeNull();
    expect(await user.client.call(e.aiStatus)).toMatchObject({ source: 'DEFAULT', chatModel: 'fake-chat' });
    expect((await operator.client.request(e.aiProviderAccountDelete, { params: { id: userAccount } })).status).toBe(404);
  });

  it('switched off, turns AI off for its account even with an enabled default', async () => {
    await saveOverride(userAccount, { enabled: false });
    expect((await failure(gateway.chat(userAccount, say()))).messageCode).toBe('AI_PROVIDER_OFF');
    await operator.client.call(e.aiProviderAccountDelete, { params: { id: userAccount } });
    await gateway.chat(userAccount, say());
  });

  it('answers 404 for an unknown account', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await operator.client.request(e.aiProviderAccountGet, { params: { id } })).status).toBe(404);
    expect((await saveOverride(id)).status).toBe(404);
    expect((await operator.client.request(e.aiProviderCheck, { body: { accountId: id } })).status).toBe(404);
  });
});

describe('the monthly budget', () => {
  it("refuses a call with 402 AI_BUDGET_EXCEEDED once the month's tokens are used, and starts again next month", async () => {
    await saveOverride(userAccount, { monthlyTokenBudget: 0 });
    const err = await failure(gateway.chat(userAccount, say()));
    expect([err.status, err.messageCode]).toEqual([402, 'AI_BUDGET_EXCEEDED']);
    const used = (await gateway.status(userAccount)).usedThisMonth;
    await saveOverride(userAccount, { monthlyTokenBudget: used + 1 });
    // Under the budget: the call runs (and may end over it); the next one is refused before it reaches the provider.
    await gateway.chat(userAccount, say());
    const calls = other.requests.length;
    expect((await failure(gateway.chat(userAccount, say()))).messageCode).toBe('AI_BUDGET_EXCEEDED');
    expect((await failure(gateway.embed(userAccount, ['x']))).messageCode).toBe('AI_BUDGET_EXCEEDED');
    expect(other.requests.length).toBe(calls);
    expect(await gateway.status(userAccount)).toMatchObject({ monthlyTokenBudget: used + 1, remaining: 0 });

    now = new Date('2026-12-01T09:00:00Z');
    expect(await gateway.status(userAccount)).toMatchObject({ usedThisMonth: 0, remaining: used + 1 });
    await gateway.chat(userAccount, say());
    await operator.client.call(e.aiProviderAccountDelete, { params: { id: userAccount } });
  });
});

describe('access', () => {
  it('lets only operators read or change settings; a signed-in user reads the status only', async () => {
    for (const r of [
      await user.client.request(e.aiProviderDefaultGet),
      await user.client.request(e.aiProviderDefaultSave, { body: providerBody(llm.url) }),
      await user.client.request(e.aiProviderAccountGet, { params: { id: userAccount } }),
      await user.client.request(e.aiProviderCheck, { body: {} }),
    ]) {
      expect(r.status).toBe(401);
      expect((r.body as { type: string }).type).toBe('PermissionDeniedException');
    }
    expect((await user.client.request(e.aiStatus)).status).toBe(200);
    expect((await user.client.request(endpoints.me)).status).toBe(200);
  });
});
