import { endpoints, type CallbackPayload } from '@sentio/domain';
import { afterAll, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { ingestCast } from '../project-ingest/test-support.js';
import { callbackBodyFor, drainDeliveries, pushDocuments, Receiver } from './test-support.js';

/**
 * Nothing lost: deliveries written with the documents survive a server that stops before sending them, and the next
 * start on the same database and data directory sends each exactly once (the harness's restart: PGlite's own dump of
 * its data directory, or the same PostgreSQL database).
 */
const receiver = new Receiver();
const open: TestApp[] = [];
afterAll(async () => {
  await open.at(-1)?.close();
  await receiver.stop();
});

it('a server stopped with deliveries pending delivers them after a restart, each exactly once', async () => {
  await receiver.start();
  const first = await startTestApp({ env: { CALLBACK_RETRY_BASE_MS: '20' } });
  open.push(first);
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
  const second = await first.restart();
  open.push(second);
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
