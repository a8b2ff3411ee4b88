/**
 * Trains, times and scores both systems on one task, one thread each.
 *
 * Training: wall-clock seconds of the training call alone (our `TextClassifier.train` on raw inputs, fastText's
 * `train` on its prepared file); process CPU seconds are recorded beside it. Throughput: predictions over at
 * least `throughputDocs` documents (the scored split repeated), model load excluded, after an untimed warm-up
 * of each system. The two systems are timed in alternating slices, so a burst of load from elsewhere on a shared
 * machine hits both rather than one. fastText is timed on already-preprocessed lines (its lower-casing and
 * punctuation splitting are not counted), ours on the raw inputs: if anything, that favours the peer.
 */
import { TextClassifier, serializeModel, type TextInput } from '../src/index.js';
import { stratifiedSplit, type Example, type Task } from './datasets.js';
import { FastTextPeer, fastTextLine, type FastTextModel, type FtParams } from './fasttext-peer.js';
import { quality, type Quality } from './scores.js';
import { FASTTEXT_PRESETS, bestThreshold, chooseParams, gridSearch, type GridPoint } from './tuning.js';

export interface SystemResult extends Quality {
  trainSeconds: number;
  /** User + system CPU seconds of the process during training (GC helper threads included). */
  trainCpuSeconds: number;
  docsPerSecond: number;
  modelBytes: number;
}

export interface FastTextResult extends SystemResult {
  params: FtParams;
  /** How the parameters were chosen. */
  paramsFrom: 'preset' | 'grid';
  threshold: number | null;
  grid: GridPoint[];
}

export interface RunOptions {
  throughputDocs: number;
  /** Run the epoch/lr grid in this run instead of using the preset. */
  tune: boolean;
}

const TUNE_HOLDOUT = 0.15;
const TUNE_SEED = 7;
const WARM_UP_DOCS = 2000;
const ROUNDS = 6;

const truthOf = (examples: readonly Example[]): string[][] => examples.map((e) => e.labels);

/** The scored split repeated until it holds at least `n` documents. */
function repeated<T>(items: readonly T[], n: number): T[] {
  const total = Math.max(n, items.length);
  return Array.from({ length: total }, (_, i) => items[i % items.length] as T);
}

function clock<T>(run: () => T): { value: T; seconds: number; cpuSeconds: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = run();
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return { value, seconds, cpuSeconds: (used.user + used.system) / 1e6 };
}

function trainOurs(task: Task): { model: TextClassifier; seconds: number; cpuSeconds: number } {
  const inputs: TextInput[] = task.train.map((e) => e.input);
  const features = { language: task.language };
  const { value, seconds, cpuSeconds } = clock(() =>
    task.multiLabel
      ? TextClassifier.train(inputs, truthOf(task.train), { multiLabel: true, features })
      : TextClassifier.train(
          inputs,
          task.train.map((e) => e.labels[0] ?? ''),
          { features },
        ),
  );
  return { model: value, seconds, cpuSeconds };
}

interface TrainedPeer {
  model: FastTextModel;
  seconds: number;
  cpuSeconds: number;
  params: FtParams;
  grid: GridPoint[];
  threshold: number | null;
}

function trainFastText(peer: FastTextPeer, task: Task, options: RunOptions, log: (s: string) => void): TrainedPeer {
  let params = FASTTEXT_PRESETS[task.name];
  let grid: GridPoint[] = [];
  if (options.tune) {
    const { kept, held } =
      task.tune === null ? stratifiedSplit(task.train, TUNE_HOLDOUT, TUNE_SEED) : { kept: task.train, held: task.tune };
    grid = gridSearch(peer, task, kept, held, log);
    params = chooseParams(grid);
  }
  const lines = task.train.map((e) => fastTextLine(e.input));
  const cpu = process.cpuUsage();
  const { model, seconds } = peer.train(lines, truthOf(task.train), params, task.multiLabel);
  const used = process.cpuUsage(cpu);
  let threshold: number | null = null;
  if (task.multiLabel && task.tune !== null) {
    threshold = bestThreshold(
      model,
      task.tune.map((e) => fastTextLine(e.input)),
      truthOf(task.tune),
    ).threshold;
    model.threshold = threshold;
  }
  return { model, seconds, cpuSeconds: (used.user + used.system) / 1e6, params, grid, threshold };
}

interface Timed {
  predict: (from: number, to: number) => string[][];
  seconds: number;
  out: string[][];
}

/**
 * Docs/s of each predictor over `n` documents: one untimed warm-up, then ROUNDS slices, the systems alternating
 * (and which goes first alternating too). Returns each one's outputs in document order.
 */
function interleavedThroughput(systems: readonly Timed[], n: number): void {
  for (const s of systems) s.predict(0, Math.min(n, WARM_UP_DOCS));
  for (let r = 0; r < ROUNDS; r++) {
    const from = Math.floor((r * n) / ROUNDS);
    const to = Math.floor(((r + 1) * n) / ROUNDS);
    const order = r % 2 === 0 ? systems : [...systems].reverse();
    for (const s of order) {
      const start = performance.now();
      const out = s.predict(from, to);
      s.seconds += (performance.now() - start) / 1000;
      for (const o of out) s.out.push(o);
    }
  }
}

export async function runTask(
  task: Task,
  options: RunOptions,
  log: (s: string) => void,
): Promise<{ ours: SystemResult; fastText: FastTextResult }> {
  log(`${task.name}: training Sentio…`);
  const ours = trainOurs(task);
  log(`${task.name}: training fastText…`);
  const ft = trainFastText(await FastTextPeer.create(), task, options, log);
  log(`${task.name}: timing predictions…`);
  const n = Math.max(options.throughputDocs, task.test.length);
  const ourDocs = repeated(
    task.test.map((e) => e.input),
    n,
  );
  const ftDocs = repeated(
    task.test.map((e) => fastTextLine(e.input)),
    n,
  );
  const oursTimed: Timed = {
    predict: (a, b) => ours.model.classify(ourDocs.slice(a, b)).map((c) => c.predicted),
    seconds: 0,
    out: [],
  };
  const ftTimed: Timed = { predict: (a, b) => ftDocs.slice(a, b).map((l) => ft.model.predict(l)), seconds: 0, out: [] };
  interleavedThroughput([oursTimed, ftTimed], n);
  const truth = truthOf(task.test);
  const score = (t: Timed): Quality => quality(task.multiLabel, truth, t.out.slice(0, task.test.length));
  const ftBytes = ft.model.savedBytes();
  ft.model.dispose();
  return {
    ours: {
      ...score(oursTimed),
      trainSeconds: ours.seconds,
      trainCpuSeconds: ours.cpuSeconds,
      docsPerSecond: n / oursTimed.seconds,
      modelBytes: serializeModel(ours.model).byteLength,
    },
    fastText: {
      ...score(ftTimed),
      trainSeconds: ft.seconds,
      trainCpuSeconds: ft.cpuSeconds,
      docsPerSecond: n / ftTimed.seconds,
      modelBytes: ftBytes,
      params: ft.params,
      paramsFrom: options.tune ? 'grid' : 'preset',
      threshold: ft.threshold,
      grid: ft.grid,
    },
  };
}
