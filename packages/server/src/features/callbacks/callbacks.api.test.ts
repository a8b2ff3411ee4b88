import { endpoints, type CallbackDelivery, type CallbackPayload } from '@sentio/domain';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { ingestCast, type IngestCast } from '../project-ingest/test-support.js';
import { callbackBodyFor, drainDeliveries, pushDocuments, Receiver } from './test-support.js';

let t: TestApp;
let cast: IngestCast;
const receiver = new Receiver();
const code = 'hooks';
const params = { code };

beforeAll(async () => {
  // Fast retries (20 ms, doubling), three attempts, and a 300 ms request timeout.
  t = await startTestApp({
    env: { CALLBACK_RETRY_BASE_MS: '20', CALLBACK_MAX_ATTEMPTS: '3', CALLBACK_TIMEOUT_MS: '300' },
  });
  cast = await ingestCast(t, 'Callbacks', { code });
  await receiver.start();
}, 120_000);
afterAll(async () => {
  await receiver.stop();
  await t.close();
});
beforeEach(() => receiver.reset());

const owner = () => cast.owner.client;
const log = async (): Promise<CallbackDelivery[]> =>
  (await owner().call(endpoints.callbackDeliveries, { params, query: { page: 0, size: 100 } })).content;
const byExternal = async (id: string) => (await log()).filter((d) => d.externalId === id);

describe('the callback configuration', () => {
  it('refuses a bad address and missing credentials, field by field, and saves nothing', async () => {
    const bad = await owner().request(endpoints.callbackSave, {
      params,
      body: callbackBodyFor('ftp://example.com/x', { authType: 'BASIC', username: ' ' }),
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body as { fields: { field: string; messageCode: string }[] }).fields;
    expect(fields.map((f) => [f.field, f.messageCode])).toEqual([
      ['url', 'CALLBACK_URL_INVALID'],
      ['username', 'FIELD_REQUIRED'],
      ['password', 'FIELD_REQUIRED'],
    ]);
    const oauth = await owner().request(endpoints.callbackSave, {
      params,
      body: callbackBodyFor('', { authType: 'OAUTH2', tokenUrl: 'not a url' }),
    });
    expect((oauth.body as { fields: { field: string; messageCode: string }[] }).fields).toEqual([
      expect.objectContaining({ field: 'url', messageCode: 'FIELD_REQUIRED' }),
      expect.objectContaining({ field: 'clientId', messageCode: 'FIELD_REQUIRED' }),
      expect.objectContaining({ field: 'clientSecret', messageCode: 'FIELD_REQUIRED' }),
      expect.objectContaining({ field: 'tokenUrl', messageCode: 'CALLBACK_URL_INVALID' }),
    ]);
    const header = await owner().request(endpoints.callbackSave, {
      params,
      body: callbackBodyFor('https://example.com', { authType: 'HEADER', headerKey: 'Bad Header' }),
    });
    expect((header.body as { fields: { field: string; messageCode: string }[] }).fields.map((f) => f.field)).toEqual([
      'headerValue',
      'headerKey',
    ]);
    expect(await owner().call(endpoints.callbackGet, { params })).toMatchObject({ configured: false, url: '' });
  });

  it('never returns a secret: the signing secret once on the first save, then only its last 4 characters', async () => {
    const first = await owner().request(endpoints.callbackSave, {
      params,
      body: callbackBodyFor(`${receiver.url}/hook`, { authType: 'BEARER', token: 'bearer-secret-1' }),
    });
    const saved = (first.body as { data: { signingSecret?: string; signingSecretHint: string } }).data;
    expect(saved.signingSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(saved.signingSecretHint).toBe(saved.signingSecret?.slice(-4));
    expect(JSON.stringify(first.body)).not.toContain('bearer-secret-1');

    // A save without the token keeps it; no signing secret in its answer or in a read.
    const again = await owner().request(endpoints.callbackSave, {
      params,
      body: callbackBodyFor(`${receiver.url}/hook`, { authType: 'BEARER' }),
    });
    const read = await owner().request(endpoints.callbackGet, { params });
    for (const res of [again, read]) {
      expect(res.status).toBe(200);
      expect((res.body as { data: object }).data).toMatchObject({ tokenSet: true, configured: true });
      expect((res.body as { data: object }).data).not.toHaveProperty('signingSecret');
      expect(JSON.stringify(res.body)).not.toContain('bearer-secret-1');
      expect(JSON.stringify(res.body)).not.toContain(saved.signingSecret);
    }
    const stored = await t.db.selectFrom('callback_config').select(['secrets', 'signing_secret']).executeTakeFirstOrThrow();
    expect(`${stored.secrets}${stored.signing_secret}`).not.toMatch(/bearer-secret-1|whsec_/);

    // The analyst may read, not change it.
    expect((await cast.analyst.client.request(endpoints.callbackGet, { params })).status).toBe(200);
  });
});

describe('deliveries', () => {
  let secret = '';
  beforeAll(async () => {
    await owner().call(endpoints.callbackSave, {
      params,
      body: callbackBodyFor(`${receiver.url}/hook`, { authType: 'BEARER', token: 'bearer-secret-1' }),
    });
    const rotated = await owner().call(endpoints.callbackRotateSecret, { params });
    secret = rotated.signingSecret ?? '';
  });

  it('POSTs each classified document once, signed, with its current result', async () => {
    await pushDocuments(owner(), code, ['ok-1', 'ok-2']);
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(2);
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as CallbackPayload);
    expect(bodies.map((b) => b.document.externalId).sort()).toEqual(['ok-1', 'ok-2']);
    for (const r of receiver.received) {
      const ts = String(r.headers['x-sentio-timestamp']);
      const expected = `sha256=${createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex')}`;
      expect(r.headers['x-sentio-signature']).toBe(expected);
      expect(r.headers['authorization']).toBe('Bearer bearer-secret-1');
      expect(r.headers['x-sentio-delivery']).toBe((JSON.parse(r.body) as CallbackPayload).deliveryId);
    }
    const doc = bodies[0]?.document;
    expect(bodies[0]).toMatchObject({ event: 'CLASSIFIED', analysis: { code } });
    expect(doc?.categories.length).toBeGreaterThan(0);
    expect(doc?.categories[0]).toMatchObject({ modelCode: cast.model.code, name: expect.any(String) as string });
    expect(doc?.categories[0]?.confidence).toBeGreaterThan(0);
    expect(doc).toMatchObject({ channel: 'SURVEY', date: '2026-11-20T10:00:00.000Z', rootCauses: [], attributes: {} });

    const rows = await log();
    expect(rows.filter((d) => d.externalId?.startsWith('ok-')).map((d) => [d.status, d.attempts, d.lastStatus])).toEqual([
      ['DELIVERED', 1, 200],
      ['DELIVERED', 1, 200],
    ]);
    const answer = await owner().request(endpoints.callbackDeliveries, { params, query: { page: 0, size: 100 } });
    expect(JSON.stringify(answer.body)).not.toMatch(/bearer-secret-1|whsec_/);
  });

  it('a 500 is tried again after the back-off, then delivered: two requests', async () => {
    receiver.plan(500, 'ok');
    await pushDocuments(owner(), code, ['retry-1']);
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]?.headers['x-sentio-delivery']).toBe(receiver.received[1]?.headers['x-sentio-delivery']);
    expect(await byExternal('retry-1')).toEqual([
      expect.objectContaining({ status: 'DELIVERED', attempts: 2, lastStatus: 200, lastError: null }),
    ]);
  });

  it('a receiver that does not answer in time is tried again: two requests', async () => {
    receiver.plan('hang', 'ok');
    await pushDocuments(owner(), code, ['slow-1']);
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(2);
    expect(await byExternal('slow-1')).toEqual([expect.objectContaining({ status: 'DELIVERED', attempts: 2 })]);
  });

  it('after the last attempt the delivery is FAILED with its last error; retry sends it again', async () => {
    receiver.plan(503, 503, 503);
    await pushDocuments(owner(), code, ['down-1']);
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(3);
    const [failed] = await byExternal('down-1');
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, lastStatus: 503, lastError: 'HTTP 503' });

    const retried = await owner().call(endpoints.callbackDeliveryRetry, { params: { code, id: failed?.id ?? '' } });
    expect(retried.id).toBe(failed?.id);
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(4);
    expect(await byExternal('down-1')).toEqual([expect.objectContaining({ status: 'DELIVERED', attempts: 1 })]);
    const foreign = await owner().request(endpoints.callbackDeliveryRetry, {
      params: { code, id: '00000000-0000-4000-8000-000000000001' },
    });
    expect(foreign.status).toBe(404);
  });

  it('a re-evaluation delivers the documents again as REEVALUATED', async () => {
    const before = (await log()).length;
    await owner().call(endpoints.reevaluate, { params, body: {} });
    await t.app.services.jobs.drain({ names: ['project.task'], timeoutMs: 60_000 });
    await drainDeliveries(t);
    const rows = await log();
    const again = rows.slice(0, rows.length - before);
    expect(again.length).toBeGreaterThan(0);
    expect(new Set(again.map((d) => d.event))).toEqual(new Set(['REEVALUATED']));
    expect(receiver.received).toHaveLength(again.length);
    expect(new Set(receiver.received.map((r) => (JSON.parse(r.body) as CallbackPayload).event))).toEqual(
      new Set(['REEVALUATED']),
    );
  });

  it('only documents of the chosen data type, and nothing while disabled', async () => {
    await owner().call(endpoints.callbackSave, {
      params,
      body: callbackBodyFor(`${receiver.url}/hook`, { dataType: 'DIALOGUE' }),
    });
    await pushDocuments(owner(), code, ['standard-1']);
    await owner().call(endpoints.callbackSave, { params, body: callbackBodyFor(`${receiver.url}/hook`, { enabled: false }) });
    await pushDocuments(owner(), code, ['off-1']);
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(0);
    expect([...(await byExternal('standard-1')), ...(await byExternal('off-1'))]).toEqual([]);
  });

  it('basic and header authorizations arrive as configured', async () => {
    await owner().call(endpoints.callbackSave, {
      params,
      body: callbackBodyFor(`${receiver.url}/basic`, { authType: 'BASIC', username: 'sentio', password: 'pa:ss' }),
    });
    await pushDocuments(owner(), code, ['basic-1']);
    await drainDeliveries(t);
    await owner().call(endpoints.callbackSave, {
      params,
      body: callbackBodyFor(`${receiver.url}/header`, { authType: 'HEADER', headerKey: 'X-Api-Key', headerValue: 'k-123' }),
    });
    await pushDocuments(owner(), code, ['header-1']);
    await drainDeliveries(t);
    expect(receiver.received.map((r) => r.path)).toEqual(['/basic', '/header']);
    expect(receiver.received[0]?.headers['authorization']).toBe(`Basic ${Buffer.from('sentio:pa:ss').toString('base64')}`);
    expect(receiver.received[1]?.headers['x-api-key']).toBe('k-123');
    const read = await owner().request(endpoints.callbackGet, { params });
    expect(JSON.stringify(read.body)).not.toMatch(/pa:ss|k-123/);
    expect((read.body as { data: object }).data).toMatchObject({
      headerKey: 'X-Api-Key',
      headerValueSet: true,
      passwordSet: false,
    });
  });

  it('OAuth2: one token for several deliveries, a fresh one after a 401', async () => {
    await owner().call(endpoints.callbackSave, {
      params,
      body: callbackBodyFor(`${receiver.url}/oauth`, {
        authType: 'OAUTH2',
        tokenUrl: `${receiver.url}/token`,
        clientId: 'sentio-client',
        clientSecret: 'client-secret-9',
      }),
    });
    await pushDocuments(owner(), code, ['oauth-1', 'oauth-2']);
    await drainDeliveries(t);
    expect(receiver.tokenRequests).toHaveLength(1);
    const form = new URLSearchParams(receiver.tokenRequests[0]);
    expect([form.get('grant_type'), form.get('client_id'), form.get('client_secret')]).toEqual([
      'client_credentials',
      'sentio-client',
      'client-secret-9',
    ]);
    expect(receiver.received.map((r) => r.headers['authorization'])).toEqual(['Bearer tok-1', 'Bearer tok-1']);

    receiver.plan(401, 'ok');
    await pushDocuments(owner(), code, ['oauth-3']);
    await drainDeliveries(t);
    expect(receiver.tokenRequests).toHaveLength(2);
    expect(receiver.received.slice(2).map((r) => r.headers['authorization'])).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(await byExternal('oauth-3')).toEqual([expect.objectContaining({ status: 'DELIVERED', attempts: 1 })]);
    const read = await owner().request(endpoints.callbackGet, { params });
    expect(JSON.stringify(read.body)).not.toContain('client-secret-9');
  });
});
