import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { closeServer, listenHealthOnly } from './health-server.js';
import { StartupLockRepository } from './startup-lock-repository.js';

let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  const kind = t.config.databaseUrl ? 'postgres' : 'pglite';
  server = await listenHealthOnly({ db: t.db, kind, port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeServer(server);
  await t.close();
});

describe("a worker process's port", () => {
  it('answers the health check when the database answers, and nothing else', async () => {
    const health = await fetch(`${base}/api/health?probe=1`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', role: 'worker' });
    for (const [method, path] of [
      ['GET', '/api/project'],
      ['POST', '/api/health'],
      ['GET', '/'],
    ] as const) {
      expect((await fetch(base + path, { method })).status).toBe(404);
    }
  });
});

describe('the start-up lock', () => {
  it('runs the section and hands back its result (on the embedded database without a lock)', async () => {
    const lock = new StartupLockRepository(t.db, t.config.databaseUrl ? 'postgres' : 'pglite');
    await expect(lock.exclusive(() => Promise.resolve(42))).resolves.toBe(42);
    await expect(lock.exclusive(() => Promise.reject(new Error('failed start')))).rejects.toThrow('failed start');
    // A failed section released the lock: the next one runs.
    await expect(lock.exclusive(() => Promise.resolve('again'))).resolves.toBe('again');
  });
});
