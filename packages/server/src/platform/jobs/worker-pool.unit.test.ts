import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type * as tasks from '../../test/worker-tasks.js';
import { runInWorker, setWorkerLimit, WorkerCancelledError, WorkerTaskError, type WorkerTask } from './worker-pool.js';

type Task<K extends keyof typeof tasks> = WorkerTask<Parameters<(typeof tasks)[K]>[0], Awaited<ReturnType<(typeof tasks)[K]>>>;
// The `.js` name, as production code writes it: the pool finds the `.ts` source beside it under vitest and tsx.
const task = <K extends keyof typeof tasks>(name: K): Task<K> => ({
  module: new URL('../../test/worker-tasks.js', import.meta.url),
  exportName: name,
});

afterEach(() => setWorkerLimit(1));

// Each test starts real threads that load tsx (≈0.5 s each, more when the cores are shared).
describe('runInWorker', { timeout: 30_000 }, () => {
  it('runs a task module in another thread and reports its progress', async () => {
    const seen: number[] = [];
    const result = await runInWorker(task('square'), { n: 7, steps: 4 }, { onProgress: (f) => seen.push(f) });
    expect(result).toBe(49);
    expect(seen).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('moves transferred input and answers from a thread of its own', async () => {
    const data = new Uint8Array([1, 2, 3, 250]);
    const result = await runInWorker(task('bytes'), { data }, { transfer: [data.buffer] });
    expect(result).toMatchObject({ length: 4, sum: 256 });
    expect(result.threadId).not.toBe(threadId);
    expect(data.byteLength).toBe(0);
  });

  it('terminates synchronous CPU work when cancelled', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = runInWorker(
      task('spin'),
      { reportAfterMs: 50 },
      {
        signal: controller.signal,
        onProgress: () => controller.abort(new Error('user cancelled')),
      },
    );
    await expect(run).rejects.toBeInstanceOf(WorkerCancelledError);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The slot is free again: the next task runs.
    expect(await runInWorker(task('square'), { n: 3, steps: 1 })).toBe(9);
  });

  it('rejects at once when the signal is already aborted', async () => {
    await expect(runInWorker(task('square'), { n: 1, steps: 1 }, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      WorkerCancelledError,
    );
  });

  it("passes the task's error on, with its name and message", async () => {
    const run = runInWorker(task('fail'), { message: 'no labels' });
    await expect(run).rejects.toBeInstanceOf(WorkerTaskError);
    await expect(run).rejects.toMatchObject({ name: 'RangeError', message: 'no labels' });
  });

  it('refuses an export that is not there', async () => {
    const missing = { module: task('square').module, exportName: 'nope' } as WorkerTask<object, unknown>;
    await expect(runInWorker(missing, {})).rejects.toThrow(/does not export a function nope/);
  });

  it('runs one task at a time by default and more when the limit allows', async () => {
    // Each run waits for the other to be running too: one at a time, neither sees the other within its wait; two at a
    // time, both do as soon as both threads are up (however long a loaded machine takes to start them).
    const overlap = async (waitMs: number) => {
      const shared = new Int32Array(new SharedArrayBuffer(8));
      const runs = await Promise.all([0, 1].map(() => runInWorker(task('meet'), { shared, waitMs })));
      return runs.every(Boolean);
    };
    expect(await overlap(500)).toBe(false);
    setWorkerLimit(2);
    expect(await overlap(20_000)).toBe(true);
  });

  it('lets a waiting task be cancelled before it starts', async () => {
    const controller = new AbortController();
    const first = runInWorker(task('sleep'), { ms: 300 });
    const second = runInWorker(task('sleep'), { ms: 10 }, { signal: controller.signal });
    controller.abort();
    await expect(second).rejects.toBeInstanceOf(WorkerCancelledError);
    await first;
  });
});
