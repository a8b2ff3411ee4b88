import { PGlite } from '@electric-sql/pglite';
import { endpoints, type CallbackPayload } from '@sentio/domain';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/database.js';
import { Client, type TestApp } from '../../test/harness.js';
import { ingestCast } from '../project-ingest/test-support.js';
import { callbackBodyFor, drainDeliveries, pushDocuments, Receiver } from './test-support.js';

/**
 * Nothing lost: deliveries written with the documents survive a server that stops before sending them, and the next
 * start (same database, same data directory) sends each exactly once. The database is carried over as PGlite's own
 * dump of its data directory, what a restart of the embedded database reads back.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sentio-restart-'));
const receiver = new Receiver();
const open: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of open.reverse()) await close();
  await receiver.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(data: Blob): Promise<TestApp & { lite: PGlite }> {
  const lite = await PGlite.create({ loadDataDir: data, parsers: { 20: (v: string) => v } });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent-web',
    TIME_ZONE: 'UTC',
    CALLBACK_RETRY_BASE_MS: '20',
  });
  const database = await openDatabase({ databaseUrl: null, dataDir, pglite: lite });
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, jobs: database.jobs });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  await app.services.jobs.start();
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.fastify.close();
    await database.close();
  };
  open.push(close);
  return { app, db: database.db, baseUrl: `http://127.0.0.1:${port}`, config, close, lite };
}

it('a server stopped with deliveries pending delivers them after a restart, each exactly once', async () => {
  await receiver.start();
  const first = await start(new Blob([readFileSync(inject('dbTemplate'))]));
  const cast = await ingestCast(first, 'Callback Restart', { code: 'restart' });
  await cast.owner.client.call(endpoints.callbackSave, {
    params: { code: 'restart' },
    body: callbackBodyFor(`${receiver.url}/hook`),
  });
  // The queue stops before the deliver job can run: the rows are committed with the documents, nothing is sent.
  await first.app.services.jobs.stop();
  await pushDocuments(cast.owner.client, 'restart', ['r-1', 'r-2', 'r-3']);
  const pending = await first.db.selectFrom('callback_delivery').select(['id', 'status']).execute();
  expect(pending.map((p) => p.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
  expect(receiver.received).toHaveLength(0);
  const dump = await first.lite.dumpDataDir('none');
  await first.close();

  const second = await start(dump);
  await expect
    .poll(async () => (await second.db.selectFrom('callback_delivery').select('status').execute()).map((r) => r.status), {
      timeout: 30_000,
    })
    .toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
  await drainDeliveries(second);
  expect(receiver.received).toHaveLength(3);
  const ids = receiver.received.map((r) => r.headers['x-sentio-delivery']);
  expect(new Set(ids)).toEqual(new Set(pending.map((p) => p.id)));
  expect(receiver.received.map((r) => (JSON.parse(r.body) as CallbackPayload).document.externalId).sort()).toEqual([
    'r-1',
    'r-2',
    'r-3',
  ]);
  // The log says so too, read through the API of the restarted server with the same session.
  const client = new Client(second.baseUrl, cast.owner.client.token);
  const log = await client.call(endpoints.callbackDeliveries, { params: { code: 'restart' }, query: { page: 0, size: 10 } });
  expect(log.content.map((d) => [d.status, d.attempts])).toEqual([
    ['DELIVERED', 1],
    ['DELIVERED', 1],
    ['DELIVERED', 1],
  ]);
}, 180_000);
