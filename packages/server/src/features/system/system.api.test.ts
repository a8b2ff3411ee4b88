import { endpoints, systemEndpoints as e } from '@sentio/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, setUserType, signUp, type SignedInUser } from '../../test/factories.js';
import { defineJob } from '../../platform/jobs/queue.js';
import { workerPoolStats } from '../../platform/jobs/worker-pool.js';
import { engineDictionary } from './index.js';

/**
 * The operator's system pages (docs/system-admin.md): each figure read from its real source, the log ring with secrets
 * masked, the dictionary the topic runs read, parameters put in force at once, caches cleared, jobs retried and
 * cancelled through pg-boss. Access of non-operators is the routes matrix's (routes-matrix-system.ts).
 */
let t: TestApp;
let operator: SignedInUser;
let user: SignedInUser;

const failing = defineJob({
  name: 'system-test.fail',
  payload: z.object({ projectId: z.string(), attempt: z.number() }),
  retryLimit: 0,
  handler: () => Promise.reject(new Error('boom: the test job fails')),
});
const later = defineJob({
  name: 'system-test.later',
  payload: z.object({ modelId: z.string() }),
  handler: () => Promise.resolve(),
});

beforeAll(async () => {
  t = await startTestApp();
  operator = await signUp(t, { company: 'Operator' });
  user = await signUp(t, { company: 'Customer' });
  await setUserType(t, operator, 'SYSTEM_ADMIN');
  await setUserType(t, user, 'USER');
  // Sessions are cached for a few seconds: sign in again so the new user type is read.
  operator = { ...operator, client: await relogin(operator.email) };
  t.app.services.jobs.register(failing);
  t.app.services.jobs.register(later);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function relogin(email: string): Promise<Client> {
  const anon = new Client(t.baseUrl);
  const { token } = await anon.call(endpoints.login, { body: { email, password: PASSWORD } });
  return new Client(t.baseUrl, token);
}

const op = () => operator.client;

describe('monitor and pool', () => {
  it('reports the process, the database, the queues and the worker pool as they are', async () => {
    const m = await op().call(e.systemMonitor);
    expect(m.process.pid).toBe(process.pid);
    expect(m.process.nodeVersion).toBe(process.version);
    expect(m.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(m.process.memory.rssBytes).toBeGreaterThan(1_000_000);
    expect(m.process.memory.heapUsedBytes).toBeLessThanOrEqual(m.process.memory.heapTotalBytes);
    expect(m.process.eventLoop.p99Ms).toBeGreaterThanOrEqual(m.process.eventLoop.p50Ms);
    expect(m.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(m.database.connections).toBeGreaterThanOrEqual(1);
    // The queues the app declared (the training job is registered at build, its queue made at start).
    expect(m.queues.map((q) => q.name)).toContain('model.train');
    expect(m.workers).toEqual(workerPoolStats());
    expect(m.workers.limit).toBe(t.config.mlWorkers);
  });

  it('shows the database pool and the worker pool', async () => {
    const p = await op().call(e.systemPool);
    // The harness opens the database itself (TEST_DATABASE_URL), so the app's config does not name it.
    expect(p.database.kind).toBe(process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite');
    expect(p.database.total).toBeGreaterThanOrEqual(1);
    expect(p.database.total).toBeLessThanOrEqual(p.database.max);
    expect(p.workers.limit).toBe(t.config.mlWorkers);
  });

  it('refuses a user who is not an operator', async () => {
    const res = await user.client.request(e.systemMonitor);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ type: 'PermissionDeniedException' });
  });
});

describe('system log', () => {
  it("holds this process's request lines, newest first, with credentials in URLs masked", async () => {
    await new Client(t.baseUrl).raw('GET', '/api/no-such-route?token=very-secret-value&x=1');
    await new Client(t.baseUrl).raw('GET', '/api/invitation/abcdefghijklmnopqrstuvwxyz0123456789');
    const page = await op().call(e.systemLog, { query: { level: 'info', page: 0, size: 50 } });
    expect(page.capacity).toBe(1000);
    expect(page.total).toBeGreaterThan(2);
    const seqs = page.content.map((l) => l.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const text = JSON.stringify(page);
    expect(text).toContain('/api/no-such-route?token=***&x=1');
    expect(text).not.toContain('very-secret-value');
    expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz0123456789');
    expect(page.content.some((l) => l.msg === 'request completed' && l.reqId !== null)).toBe(true);
  });

  it('filters by level: warnings and above leave the info lines out', async () => {
    const page = await op().call(e.systemLog, { query: { level: 'warn', page: 0, size: 200 } });
    expect(page.content.every((l) => ['warn', 'error', 'fatal'].includes(l.level))).toBe(true);
  });
});

describe('dictionary', () => {
  it('shows the built-in list, stores additions and removals, and the topic runs read them', async () => {
    const before = await op().call(e.systemDictionary, { query: { language: 'tr' } });
    expect(before.builtIn).toContain('çok');
    expect(before.added).toEqual([]);
    const saved = await op().call(e.systemDictionarySave, {
      body: { language: 'tr', added: ['Kargo', 'kargo', 'merhaba'], removed: ['çok'] },
    });
    expect(saved.added).toEqual(['kargo', 'merhaba']);
    expect(saved.removed).toEqual(['çok']);
    expect(saved.effective).toBe(before.effective + 2 - 1);
    expect(saved.updatedBy).toBe(operator.email);
    await op().call(e.systemDictionarySave, { body: { language: 'en', added: ['hello'], removed: ['very'] } });
    const lists = await engineDictionary(t.db)();
    expect([...lists.stopwords].sort()).toEqual(['hello', 'kargo', 'merhaba']);
    expect([...lists.keepWords].sort()).toEqual(['very', 'çok']);
  });

  it('refuses removing a word that is not built in, or adding a word it removes', async () => {
    const res = await op().request(e.systemDictionarySave, {
      body: { language: 'tr', added: ['ama'], removed: ['kargo', 'ama'] },
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual(['added.0', 'removed.1']);
  });
});

describe('parameters', () => {
  it('lists each setting with its environment default and range, and puts a change in force at once', async () => {
    const list = await op().call(e.systemParameters);
    const workers = list.find((p) => p.key === 'ML_WORKERS');
    expect(workers).toMatchObject({ value: t.config.mlWorkers, defaultValue: t.config.mlWorkers, overridden: false });
    const saved = await op().call(e.systemParameterSave, { body: { key: 'ML_WORKERS', value: 3 } });
    expect(saved).toMatchObject({ value: 3, overridden: true, updatedBy: operator.email });
    expect(workerPoolStats().limit).toBe(3);
    expect((await op().call(e.systemPool)).workers.limit).toBe(3);
    const reset = await op().call(e.systemParameterSave, { body: { key: 'ML_WORKERS', value: null } });
    expect(reset).toMatchObject({ value: t.config.mlWorkers, overridden: false });
    expect(workerPoolStats().limit).toBe(t.config.mlWorkers);
  });

  it('changes the correlation document limit the reports use', async () => {
    const ports = t.app.services.projects.correlationReports.reports.ports;
    await op().call(e.systemParameterSave, { body: { key: 'CORRELATION_MAX_DOCUMENTS', value: 5000 } });
    expect(ports.maxDocuments).toBe(5000);
    await op().call(e.systemParameterSave, { body: { key: 'CORRELATION_MAX_DOCUMENTS', value: null } });
    expect(ports.maxDocuments).toBe(t.config.correlation.maxDocuments);
  });

  it('refuses a value outside the range with its code', async () => {
    const res = await op().request(e.systemParameterSave, { body: { key: 'LOG_BUFFER_LINES', value: 5 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageCode: 'PARAMETER_OUT_OF_RANGE', data: { min: 100, max: 20000 } });
  });
});

describe('caches', () => {
  it('counts the cached sessions and clears them', async () => {
    await user.client.call(e.systemCaches).catch(() => undefined);
    await op().call(e.systemCaches);
    const before = await op().call(e.systemCaches);
    expect(before.find((c) => c.cache === 'SESSIONS')?.entries).toBeGreaterThanOrEqual(2);
    await op().call(e.systemCacheClear, { body: { cache: 'SESSIONS' } });
    // Only the session of this very call is cached again.
    expect((await op().call(e.systemCaches)).find((c) => c.cache === 'SESSIONS')?.entries).toBe(1);
    expect(before.map((c) => c.cache).sort()).toEqual(['DICTIONARY', 'PARAMETERS', 'SESSIONS']);
  });
});

describe('project queue', () => {
  it('lists jobs by queue and state, retries a failed one and cancels a queued one', async () => {
    const jobs = t.app.services.jobs;
    const failedId = await jobs.send(failing, { projectId: 'p-1', attempt: 1 });
    await jobs.drain({ names: [failing.name] }).catch(() => undefined);
    const failedPage = await op().call(e.systemJobs, { query: { queue: failing.name, state: 'failed', page: 0, size: 10 } });
    expect(failedPage.queues).toContain(failing.name);
    expect(failedPage.content).toEqual([
      expect.objectContaining({
        id: failedId,
        queue: failing.name,
        state: 'failed',
        summary: 'attempt=1, projectId=p-1',
        error: 'boom: the test job fails',
        canRetry: true,
        canCancel: false,
      }),
    ]);
    const cancelRefused = await op().request(e.systemJobCancel, { params: { id: failedId ?? '' } });
    expect(cancelRefused.status).toBe(409);
    expect(cancelRefused.body).toMatchObject({ messageCode: 'JOB_NOT_CANCELLABLE' });
    const retried = await op().call(e.systemJobRetry, { params: { id: failedId ?? '' } });
    expect(['retry', 'created', 'active', 'failed']).toContain(retried.state);
    await jobs.drain({ names: [failing.name] }).catch(() => undefined);
    const row = await t.db
      .selectFrom('pgboss.job' as never)
      .select(['retry_count' as never, 'state' as never])
      .where('id' as never, '=', failedId as never)
      .executeTakeFirstOrThrow();
    // It ran a second time (and failed again).
    expect(row).toMatchObject({ state: 'failed' });

    const queuedId = await jobs.send(later, { modelId: 'm-1' }, { startAfterSeconds: 3600 });
    const queued = await op().call(e.systemJobs, { query: { queue: later.name, page: 0, size: 10 } });
    expect(queued.content[0]).toMatchObject({ id: queuedId, state: 'created', canCancel: true, canRetry: false });
    const cancelled = await op().call(e.systemJobCancel, { params: { id: queuedId ?? '' } });
    expect(cancelled.state).toBe('cancelled');
    const retryRefused = await op().request(e.systemJobRetry, { params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(retryRefused.status).toBe(404);
    expect(retryRefused.body).toMatchObject({ messageCode: 'JOB_NOT_FOUND' });
    const resumed = await op().call(e.systemJobRetry, { params: { id: queuedId ?? '' } });
    expect(resumed.state).toBe('created');
    // The monitor counts them as they are now: one failed, one waiting for later.
    const monitor = await op().call(e.systemMonitor);
    expect(monitor.queues.find((q) => q.name === failing.name)).toMatchObject({ failed: 1, total: 1 });
    expect(monitor.queues.find((q) => q.name === later.name)).toMatchObject({ queued: 1, deferred: 1, total: 1 });
  });
});
