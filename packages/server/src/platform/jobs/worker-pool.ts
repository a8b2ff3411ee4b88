import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';
import type { WorkerMessage } from './worker-entry.js';

/**
 * A function run in a worker thread. The module exports
 * `export async function <exportName>(input: I, progress: (fraction: number) => void): Promise<O>`.
 */
export interface WorkerTask<I, O> {
  /** `new URL('./x-task.js', import.meta.url)`; from TypeScript sources the sibling `.ts` is used. */
  module: URL;
  exportName: string;
  /** Type-only: carries I and O to runInWorker. */
  readonly types?: (input: I) => O;
}

export interface RunOptions {
  /** Aborting terminates the thread: training is synchronous CPU work that a message could not interrupt. */
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Moved to the worker instead of copied (large typed arrays of the input). */
  transfer?: TransferListItem[];
}

export class WorkerCancelledError extends Error {
  constructor(reason?: unknown) {
    super('worker task cancelled', { cause: reason });
    this.name = 'WorkerCancelledError';
  }
}

/** The error the task threw, rebuilt on this side (the original cannot cross the thread boundary). */
export class WorkerTaskError extends Error {
  constructor(
    name: string,
    message: string,
    readonly workerStack: string | undefined,
  ) {
    super(message);
    this.name = name === 'Error' ? 'WorkerTaskError' : name;
  }
}

// One per CPU-heavy task: a fresh thread per task keeps memory bounded and makes cancelling a plain terminate().
let limit = 1;
let active = 0;
const waiting: (() => void)[] = [];
const live = new Set<Worker>();

/** How many tasks run at once (config ML_WORKERS); more wait their turn. */
export function setWorkerLimit(max: number): void {
  limit = Math.max(1, Math.floor(max));
  while (active < limit && waiting.length > 0) waiting.shift()?.();
}

/** What the pool does now (the operator's monitor and pool pages). */
export function workerPoolStats(): { limit: number; busy: number; queued: number; threads: number } {
  return { limit, busy: active, queued: waiting.length, threads: live.size };
}

/** App shutdown: ends every thread still running; their callers reject with WorkerCancelledError. */
export async function terminateAllWorkers(): Promise<void> {
  await Promise.all([...live].map((w) => w.terminate()));
}

const selfUrl = import.meta.url;
const fromSources = selfUrl.endsWith('.ts');
const entry = new URL(fromSources ? './worker-entry.ts' : './worker-entry.js', selfUrl);

/** Runs a task module's export in a worker thread, at most `setWorkerLimit` at a time. */
export async function runInWorker<I, O>(task: WorkerTask<I, O>, input: I, options: RunOptions = {}): Promise<O> {
  const { signal } = options;
  if (signal?.aborted) throw new WorkerCancelledError(signal.reason);
  await acquire(signal);
  try {
    return await runThread(task, input, options);
  } finally {
    release();
  }
}

function acquire(signal: AbortSignal | undefined): Promise<void> {
  if (active < limit) {
    active++;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const go = () => {
      signal?.removeEventListener('abort', onAbort);
      active++;
      resolve();
    };
    const onAbort = () => {
      const i = waiting.indexOf(go);
      if (i >= 0) waiting.splice(i, 1);
      reject(new WorkerCancelledError(signal?.reason));
    };
    waiting.push(go);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function release(): void {
  active--;
  if (active < limit) waiting.shift()?.();
}

/**
 * Node 20 does not apply loaders given in a worker's execArgv to its entry (nodejs/node#47747), so a tiny eval'd
 * bootstrap registers tsx inside the thread first when the code is TypeScript (vitest, `npm run dev`); the built
 * server loads plain .js and needs none of it.
 */
const bootstrap = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  await import(workerData.entry);
})().catch((err) => { process.nextTick(() => { throw err; }); });
`;

function runThread<I, O>(task: WorkerTask<I, O>, input: I, options: RunOptions): Promise<O> {
  const module = resolveModule(task.module);
  const needsTsx = module.pathname.endsWith('.ts') || entry.pathname.endsWith('.ts');
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: {
      entry: entry.href,
      tsx: needsTsx ? tsxApi() : null,
      module: module.href,
      exportName: task.exportName,
      input,
    },
    transferList: options.transfer ?? [],
    // From sources, our packages must resolve to their TypeScript too (the `sentio-source` export condition), not to a
    // dist/ that may be stale or, before `npm run build` (CI runs the tests first), absent.
    // Conditions add up; keep the parent's as they are (vitest passes them as separate `--conditions x` pairs).
    execArgv: needsTsx ? [...process.execArgv, '--conditions=sentio-source'] : process.execArgv,
  });
  live.add(worker);
  return new Promise<O>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      live.delete(worker);
      fn();
      // A task may leave handles open (timers, WASM); the answer is in, so the thread is done either way.
      void worker.terminate();
    };
    const onAbort = () => finish(() => reject(new WorkerCancelledError(options.signal?.reason)));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') options.onProgress?.(m.fraction);
      else if (m.type === 'result') finish(() => resolve(m.result as O));
      else finish(() => reject(new WorkerTaskError(m.name, m.message, m.stack)));
    });
    worker.on('error', (err) => finish(() => reject(err)));
    // Exit without an answer: terminated from outside (shutdown) or killed by the runtime.
    worker.on('exit', (code) =>
      finish(() => reject(code === 1 ? new WorkerCancelledError() : new Error(`worker exited with code ${code}`))),
    );
  });
}

/** `./x-task.js` next to a `.ts` caller (vitest, tsx) means the TypeScript source beside it. */
function resolveModule(url: URL): URL {
  if (url.protocol !== 'file:' || existsSync(fileURLToPath(url))) return url;
  const ts = new URL(url.href.replace(/\.js$/, '.ts'));
  return existsSync(fileURLToPath(ts)) ? ts : url;
}

let tsxUrl: string | null = null;
/** tsx's ESM API by absolute URL, so the thread finds it whatever the working directory. */
function tsxApi(): string {
  // require.resolve answers the CommonJS build; the thread imports the ES module beside it.
  tsxUrl ??= pathToFileURL(
    createRequire(selfUrl)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return tsxUrl;
}
