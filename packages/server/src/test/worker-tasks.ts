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
