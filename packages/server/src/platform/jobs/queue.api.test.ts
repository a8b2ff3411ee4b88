import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { defineJob, type JobQueue } from './queue.js';

let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  t = await startTestApp();
  queue = t.app.services.jobs;
});
afterAll(() => t.close());

/** A gate a handler waits on, opened by the test. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('JobQueue', () => {
  it('runs a registered job with its validated payload', async () => {
    const seen: { text: string; id: string }[] = [];
    const job = defineJob({
      name: 'test.echo',
      payload: z.object({ text: z.string().min(1) }),
      handler: (p, ctx) => {
        seen.push({ text: p.text, id: ctx.id });
        return Promise.resolve();
      },
    });
    queue.register(job);
    const id = await queue.send(job, { text: 'merhaba' });
    await queue.drain({ names: ['test.echo'] });
    expect(seen).toEqual([{ text: 'merhaba', id }]);
  });

  it('refuses an invalid payload when sending', async () => {
    const job = defineJob({ name: 'test.strict', payload: z.object({ n: z.number() }), handler: async () => {} });
    queue.register(job);
    await expect(queue.send(job, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
  });

  it('retries a failing job up to its retry limit', async () => {
    let attempts = 0;
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({}),
      retryLimit: 2,
      handler: () => {
        attempts++;
        return attempts < 3 ? Promise.reject(new Error(`attempt ${attempts} fails`)) : Promise.resolve();
      },
    });
    queue.register(flaky);
    await queue.send(flaky, {});
    await queue.drain({ names: ['test.flaky'] });
    expect(attempts).toBe(3);
    const { rows } = await sql<{ state: string; retry_count: number }>`
      select state::text as state, retry_count from pgboss.job where name = 'test.flaky'
    `.execute(t.db);
    expect(rows).toEqual([{ state: 'completed', retry_count: 2 }]);
  });

  it('fails a job for good once its retries are used up', async () => {
    let attempts = 0;
    const broken = defineJob({
      name: 'test.broken',
      payload: z.object({}),
      retryLimit: 1,
      handler: () => {
        attempts++;
        return Promise.reject(new Error('always'));
      },
    });
    queue.register(broken);
    await queue.send(broken, {});
    await queue.drain({ names: ['test.broken'] });
    expect(attempts).toBe(2);
    const { rows } = await sql<{ state: string }>`select state::text as state from pgboss.job where name = 'test.broken'`.execute(
      t.db,
    );
    expect(rows).toEqual([{ state: 'failed' }]);
  });

  it('drops a send whose singleton key is still queued or running, and accepts it afterwards', async () => {
    const g = gate();
    const runs: string[] = [];
    const job = defineJob({
      name: 'test.single',
      payload: z.object({ tag: z.string() }),
      handler: async (p) => {
        runs.push(p.tag);
        await g.wait;
      },
    });
    queue.register(job);
    const first = await queue.send(job, { tag: 'a' }, { singletonKey: 'model-1' });
    const dup = await queue.send(job, { tag: 'b' }, { singletonKey: 'model-1' });
    const other = await queue.send(job, { tag: 'c' }, { singletonKey: 'model-2' });
    // Jobs without a key never collide with each other.
    const free1 = await queue.send(job, { tag: 'd' });
    const free2 = await queue.send(job, { tag: 'e' });
    expect(first).toEqual(expect.any(String));
    expect(dup).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(free1).not.toBeNull();
    expect(free2).not.toBeNull();
    g.open();
    await queue.drain({ names: ['test.single'] });
    expect(runs.sort()).toEqual(['a', 'c', 'd', 'e']);
    expect(await queue.send(job, { tag: 'f' }, { singletonKey: 'model-1' })).not.toBeNull();
    await queue.drain({ names: ['test.single'] });
  });

  it('drain waits for jobs sent by a running job, and times out on a job that does not finish', async () => {
    const done: string[] = [];
    const child = defineJob({
      name: 'test.child',
      payload: z.object({}),
      handler: async () => {
        await new Promise((r) => setTimeout(r, 100));
        done.push('child');
      },
    });
    const parent = defineJob({
      name: 'test.parent',
      payload: z.object({}),
      handler: async () => {
        await queue.send(child, {});
        done.push('parent');
      },
    });
    queue.register(child);
    queue.register(parent);
    await queue.send(parent, {});
    await queue.drain({ names: ['test.parent', 'test.child'] });
    expect(done).toEqual(['parent', 'child']);

    await queue.send(child, {}, { startAfterSeconds: 3600 });
    await expect(queue.drain({ names: ['test.child'], timeoutMs: 300 })).rejects.toThrow(/test\.child\(created\)/);
  });

  it('aborts the signal of a running job when it is cancelled', async () => {
    const started = gate();
    let reason: unknown = null;
    const job = defineJob({
      name: 'test.cancel',
      payload: z.object({}),
      retryLimit: 0,
      handler: async (_p, ctx) => {
        started.open();
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
        reason = ctx.signal.reason;
        throw new Error('stopped');
      },
    });
    queue.register(job);
    const id = await queue.send(job, {});
    await started.wait;
    await queue.cancel(job, id ?? '');
    await queue.drain({ names: ['test.cancel'] });
    expect(String(reason)).toContain('cancelled');
    const { rows } = await sql<{ state: string }>`select state::text as state from pgboss.job where id = ${id}`.execute(t.db);
    expect(rows[0]?.state).toBe('cancelled');
  });

  it('registers cron schedules, among them the hourly file cleanup', async () => {
    const job = defineJob({ name: 'test.cron', payload: z.object({ k: z.string() }), handler: async () => {} });
    queue.register(job);
    await queue.schedule(job, '*/5 * * * *', { k: 'v' });
    const { rows } = await sql<{ name: string; cron: string; data: unknown }>`
      select name, cron, data from pgboss.schedule where name in ('test.cron', 'files.cleanup') order by name
    `.execute(t.db);
    expect(rows).toEqual([
      { name: 'files.cleanup', cron: '7 * * * *', data: {} },
      { name: 'test.cron', cron: '*/5 * * * *', data: { k: 'v' } },
    ]);
  });
});
