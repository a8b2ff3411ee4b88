import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { filesCleanupJob } from './cleanup-job.js';
import type { FileStore } from './file-store.js';

let t: TestApp;
let store: FileStore;
beforeAll(async () => {
  t = await startTestApp();
  store = t.app.services.files;
});
afterAll(() => t.close());

const hour = 3600_000;

describe('FileStore', () => {
  it('keeps files under DATA_DIR/files by key', async () => {
    const ws = randomUUID();
    const key = `${ws}/models/m1/v3.model`;
    await store.put(key, Buffer.from([1, 2, 3]));
    expect(await store.get(key)).toEqual(Buffer.from([1, 2, 3]));
    expect(existsSync(path.join(t.config.dataDir, 'files', ws, 'models', 'm1', 'v3.model'))).toBe(true);
    await store.put(key, 'şğü replaced');
    expect((await store.get(key))?.toString('utf8')).toBe('şğü replaced');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('answers null for a key never stored', async () => {
    expect(await store.get(`${randomUUID()}/nothing.csv`)).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', '/abs/file', 'a/../../b', 'a//b', 'a/./b', 'a\\b', '']) {
      await expect(store.put(key, 'x'), key).rejects.toThrow(/invalid file key/);
    }
  });

  it('deletes expired files and their rows, and keeps the rest', async () => {
    const ws = randomUUID();
    const now = new Date();
    const soon = `${ws}/sources/s1/failed-rows.csv`;
    const later = `${ws}/sources/s2/failed-rows.csv`;
    await store.putExpiring(soon, ws, 'a,b\r\n', new Date(now.getTime() + hour));
    await store.putExpiring(later, ws, 'c,d\r\n', new Date(now.getTime() + 48 * hour));
    expect(await store.expiresAt(soon)).toEqual(new Date(now.getTime() + hour));

    expect(await store.cleanupExpired(now)).toBe(0);
    expect(await store.cleanupExpired(new Date(now.getTime() + 25 * hour))).toBe(1);
    expect(await store.get(soon)).toBeNull();
    expect(await store.expiresAt(soon)).toBeNull();
    expect((await store.get(later))?.toString()).toBe('c,d\r\n');
  });

  it('moves the expiry when an expiring key is written again', async () => {
    const ws = randomUUID();
    const key = `${ws}/exports/e1.csv`;
    const now = Date.now();
    await store.putExpiring(key, ws, 'v1', new Date(now - hour));
    await store.putExpiring(key, ws, 'v2', new Date(now + hour));
    await store.cleanupExpired(new Date(now));
    expect((await store.get(key))?.toString()).toBe('v2');
  });

  it('runs the cleanup as the files.cleanup job', async () => {
    const ws = randomUUID();
    const key = `${ws}/sources/s3/failed-rows.csv`;
    await store.putExpiring(key, ws, 'x', new Date(Date.now() - 1000));
    await t.app.services.jobs.send(filesCleanupJob(store), {});
    await t.app.services.jobs.drain({ names: ['files.cleanup'] });
    expect(await store.get(key)).toBeNull();
  });
});
