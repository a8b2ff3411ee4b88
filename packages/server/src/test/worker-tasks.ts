/** Task modules for the worker-pool tests: real threads, tiny work. */

export async function square(input: { n: number; steps: number }, progress: (fraction: number) => void): Promise<number> {
  for (let i = 1; i <= input.steps; i++) progress(i / input.steps);
  return Promise.resolve(input.n * input.n);
}

/** Synchronous CPU work that never yields: only terminating the thread stops it. */
export async function spin(input: { reportAfterMs: number }, progress: (fraction: number) => void): Promise<never> {
  await Promise.resolve();
  const start = Date.now();
  let reported = false;
  for (;;) {
    if (!reported && Date.now() - start > input.reportAfterMs) {
      progress(0.5);
      reported = true;
    }
  }
}

export async function fail(input: { message: string }): Promise<never> {
  return Promise.reject(new RangeError(input.message));
}

export async function bytes(input: { data: Uint8Array }): Promise<{ length: number; sum: number; threadId: number }> {
  const { threadId } = await import('node:worker_threads');
  return { length: input.data.length, sum: input.data.reduce((a, b) => a + b, 0), threadId };
}

/** Wall-clock bounds of a run, to see whether two runs overlapped. */
export async function sleep(input: { ms: number }): Promise<{ start: number; end: number }> {
  const start = Date.now();
  await new Promise((resolve) => setTimeout(resolve, input.ms));
  return { start, end: Date.now() };
}

/**
 * Waits up to `waitMs` for another task to be running at the same time. `shared` (Int32Array over a SharedArrayBuffer)
 * holds [runs now running, 1 once two ran at once]. Whether two runs overlapped, told by the runs themselves rather
 * than by wall-clock bounds a loaded machine can stretch.
 */
export async function meet(input: { shared: Int32Array; waitMs: number }): Promise<boolean> {
  await Promise.resolve();
  const { shared } = input;
  if (Atomics.add(shared, 0, 1) >= 1) {
    Atomics.store(shared, 1, 1);
    Atomics.notify(shared, 1);
  }
  const deadline = Date.now() + input.waitMs;
  while (Atomics.load(shared, 1) === 0 && Date.now() < deadline) Atomics.wait(shared, 1, 0, Math.max(1, deadline - Date.now()));
  Atomics.sub(shared, 0, 1);
  return Atomics.load(shared, 1) === 1;
}
