import { parentPort, workerData } from 'node:worker_threads';

/**
 * The thread side of runInWorker: imports the task module, runs its export and reports progress, the result or the
 * error to the parent. Progress is thinned to whole percents: training calls back far more often than anyone looks.
 */
interface Start {
  module: string;
  exportName: string;
  input: unknown;
}

export type WorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'result'; result: unknown }
  | { type: 'error'; name: string; message: string; stack: string | undefined };

type TaskFn = (input: unknown, progress: (fraction: number) => void) => Promise<unknown>;

const port = parentPort;
if (!port) throw new Error('worker-entry runs only inside a worker thread');
const start = workerData as Start;
const post = (m: WorkerMessage) => port.postMessage(m);

try {
  const mod = (await import(start.module)) as Record<string, unknown>;
  const fn = mod[start.exportName];
  if (typeof fn !== 'function') throw new Error(`${start.module} does not export a function ${start.exportName}`);
  let last = -1;
  const progress = (fraction: number) => {
    const pct = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
    if (pct === last) return;
    last = pct;
    post({ type: 'progress', fraction: pct / 100 });
  };
  const result = await (fn as TaskFn)(start.input, progress);
  post({ type: 'result', result });
} catch (err) {
  const e = err instanceof Error ? err : new Error(String(err));
  post({ type: 'error', name: e.name, message: e.message, stack: e.stack });
}
