import { DEFAULT_FEATURE_CONFIG, type FeatureConfig, Vectorizer } from './features.js';
import type { TextInput } from './input.js';
import { stratifiedKFold } from './metrics.js';
import type { ModelParts } from './model.js';
import { type Csr, DEFAULT_SVM_OPTIONS, type SvmOptions, byColumnFrequency, toCsr, trainBinarySvm } from './svm.js';
import { calibrate, defaultCalibration, keywordsOf } from './train-fit.js';
import {
  DEFAULT_SEMANTIC_SCALE,
  type SemanticParts,
  type SemanticTrainingInput,
  checkTrainingVectors,
  withDense,
} from './semantic/dense.js';
import { DenseModel } from './semantic/mix.js';

/** One label per input (single-label), or a list per input (multi-label). */
export type TrainLabels = readonly string[] | readonly (readonly string[])[];

/** Reported while training; `done` of `total` units of the current stage. */
export interface TrainProgress {
  stage: 'features' | 'cross-validation' | 'training';
  done: number;
  total: number;
}

/** Training settings; every field has a default close to scikit-learn's LinearSVC on TF-IDF. */
export interface TrainOptions {
  features?: Partial<FeatureConfig>;
  svm?: Partial<SvmOptions>;
  /** Inverse regularisation strength, or `auto` to choose it from `cGrid` by cross-validation. Default 1. */
  c?: number | 'auto';
  cGrid?: readonly number[];
  /** `balanced` scales each sample's C by n / (k · n_class), as scikit-learn's `class_weight='balanced'` (single-label). */
  classWeight?: 'balanced' | 'none';
  /**
   * Single-label: per-class offsets added to the margins, fitted on the cross-validation's out-of-fold margins
   * to maximise macro-F1 (see `fitClassOffsets`); folded into the intercepts. Default true.
   */
  offsets?: boolean;
  /** Labels are lists; any number per input. */
  multiLabel?: boolean;
  /**
   * Folds of the cross-validation that fits calibration, multi-label thresholds and (with `c: 'auto'`) C.
   * 0 skips it: scores then use fixed defaults and are not calibrated. Default 3 (skipped below 20 inputs).
   */
  folds?: number;
  seed?: number;
  onProgress?: (progress: TrainProgress) => void;
  /**
   * Cancels training when `aborted` turns true (an AbortSignal, or a view of a SharedArrayBuffer flag when
   * training runs in a worker whose event loop is busy). Checked between binary problems.
   */
  signal?: { readonly aborted: boolean };
  /**
   * Sentence vectors (one per input, same order; see `loadSemanticEncoder`): by default a linear model of their own
   * whose margins are added to the lexical ones (see `method`); the model then needs the same encoder's vectors to
   * predict. Absent: a purely lexical model.
   */
  semantic?: SemanticTrainingInput;
}

export class TrainingCancelledError extends Error {
  constructor() {
    super('training cancelled');
    this.name = 'TrainingCancelledError';
  }
}

const DEFAULT_C_GRID = [0.25, 0.5, 1, 2] as const;
/**
 * Without a given C, single-label problems of at most SMALL_PROBLEM_CLASSES classes choose C from this grid on the
 * held-out fold they run anyway (one more fold of a few binary solves). The best C differs by task: on held-out
 * quarters of the training sets, airline sentiment gained 0.9 macro-F1 points at C = 0.25, Turkish tweets lost 0.6;
 * with many classes (BANKING77, SGD intents) C = 1 was best and the extra solves would cost the most.
 */
const SMALL_PROBLEM_C_GRID = [0.25, 1] as const;
const SMALL_PROBLEM_CLASSES = 4;
const MIN_CV_INPUTS = 20;
const LARGE_INPUTS = 10_000;
/**
 * Multi-label solves stop at a looser projected-gradient spread than liblinear's 0.1: their predictions go through
 * per-label thresholds fitted on the same solves' held-out margins, which absorb the small shift. On a held-out
 * quarter of GoEmotions' training set: macro-F1 45.45 → 45.38, micro-F1 51.44 → 51.67, about 30 % fewer epochs.
 * (Single-label arg-max lost 0.1–1 point at 0.3 on the airline and Turkish sets, so it keeps 0.1.)
 */
const MULTI_LABEL_TOLERANCE = 0.3;
/**
 * Half-set training: multi-label sets of LARGE_INPUTS or more train two models, each on one stratified half, instead of
 * one held-out fold's model plus a final model on everything: each half model scores the other half, so the Platt
 * fits and F1 thresholds see a held-out margin for every input (three times as many as one fold of three), and the
 * final model is the average of the two (linear, so it folds into the same weight matrix; one-shot parameter
 * averaging: Zhang, Duchi & Wainwright, "Communication-efficient algorithms for statistical optimization", JMLR
 * 2013). Solver work drops from 5/3 to 1 pass of n inputs per label. On a held-out quarter of GoEmotions' training
 * set: macro-F1 45.38 → 47.15, micro-F1 51.67 → 55.52 (C per half unchanged; 2C per half gave 46.43 / 55.08).
 */

interface Problem {
  csr: Csr;
  nFeatures: number;
  /** Per input, the label indices it carries. */
  labelSets: readonly (readonly number[])[];
  kCount: number;
  cost: (c: number) => Float64Array;
  svm: SvmOptions;
  tick: (stage: TrainProgress['stage']) => void;
  /** Original column of each column of `csr` (renumbered by {@link byColumnFrequency}). */
  original: Int32Array;
}

function normaliseLabels(inputs: number, labels: TrainLabels, multiLabel: boolean): string[][] {
  if (labels.length !== inputs) throw new Error(`${inputs} texts but ${labels.length} labels`);
  if (inputs === 0) throw new Error('no training examples');
  return (labels as readonly (string | readonly string[])[]).map((l, i) => {
    const set = typeof l === 'string' ? [l] : [...new Set(l)];
    if (!multiLabel && set.length !== 1)
      throw new Error(`item ${i + 1} has ${set.length} labels; a single-label model needs exactly one`);
    if (set.some((s) => s.trim() === '')) throw new Error(`item ${i + 1} has an empty label`);
    return set;
  });
}

/** Margins of one binary model for the given rows. */
function marginsFor(csr: Csr, rows: ArrayLike<number>, w: Float64Array, nFeatures: number, bias: number): Float64Array {
  const out = new Float64Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const i = rows[r] as number;
    let m = (w[nFeatures] as number) * bias;
    for (let j = csr.indptr[i] as number; j < (csr.indptr[i + 1] as number); j++)
      m += (w[csr.ind[j] as number] as number) * (csr.val[j] as number);
    out[r] = m;
  }
  return out;
}

function binaryY(p: Problem, k: number): Int8Array {
  const y = new Int8Array(p.labelSets.length);
  p.labelSets.forEach((set, i) => (y[i] = set.includes(k) ? 1 : -1));
  return y;
}

/**
 * Out-of-fold margins (n × K, row-major) for one C. With `average`, each fold model's weights are also added into
 * it divided by the number of folds (feature-major, original column order): the averaged model of `halves`.
 */
function outOfFoldMargins(
  p: Problem,
  folds: readonly { train: number[]; test: number[] }[],
  c: number,
  average: Float32Array | null = null,
): Float64Array {
  const n = p.labelSets.length;
  const K = p.kCount;
  const oof = new Float64Array(n * p.kCount);
  const cost = p.cost(c);
  for (let k = 0; k < p.kCount; k++) {
    const y = binaryY(p, k);
    for (const fold of folds) {
      const w = trainBinarySvm(p.csr, Int32Array.from(fold.train), y, cost, p.nFeatures, p.svm);
      if (average !== null) {
        for (let col = 0; col < p.nFeatures; col++) {
          const at = (p.original[col] as number) * K + k;
          average[at] = (average[at] as number) + (w[col] as number) / folds.length;
        }
        average[p.nFeatures * K + k] = (average[p.nFeatures * K + k] as number) + (w[p.nFeatures] as number) / folds.length;
      }
      const m = marginsFor(p.csr, fold.test, w, p.nFeatures, p.svm.bias);
      fold.test.forEach((i, r) => (oof[i * p.kCount + k] = m[r] as number));
      p.tick('cross-validation');
    }
  }
  return oof;
}

/** The final one-vs-rest models on every input, in the feature-major weight matrix (original column order). */
function trainAll(p: Problem, c: number): Float32Array {
  const K = p.kCount;
  const weights = new Float32Array(K * (p.nFeatures + 1));
  const all = Int32Array.from({ length: p.labelSets.length }, (_, i) => i);
  const cost = p.cost(c);
  for (let k = 0; k < K; k++) {
    const w = trainBinarySvm(p.csr, all, binaryY(p, k), cost, p.nFeatures, p.svm);
    for (let col = 0; col < p.nFeatures; col++) weights[(p.original[col] as number) * K + k] = w[col] as number;
    weights[p.nFeatures * K + k] = w[p.nFeatures] as number;
    p.tick('training');
  }
  return weights;
}

/**
 * The stored description of training's sentence vectors (checked), or null without them. A mixed model keeps its
 * α in the dense weights, so the vectors enter prediction unscaled.
 */
function semanticPartsOf(input: SemanticTrainingInput | undefined, n: number): SemanticParts | null {
  if (input === undefined) return null;
  const scale = input.method === 'joint' ? (input.scale ?? DEFAULT_SEMANTIC_SCALE.joint) : 1;
  return { encoder: input.encoder, dimension: checkTrainingVectors(input, n), scale };
}

/**
 * The training procedure behind {@link TextClassifier.train}: features, optional cross-validation (calibration,
 * thresholds, C), then the final one-vs-rest models on all inputs.
 */
export function trainParts(inputs: readonly TextInput[], labels: TrainLabels, options: TrainOptions = {}): ModelParts {
  const multiLabel = options.multiLabel === true;
  const sets = normaliseLabels(inputs.length, labels, multiLabel);
  const classes = [...new Set(sets.flat())].sort();
  if (classes.length < 2) throw new Error(`need at least two distinct labels to train, got ${classes.length}`);
  const classIndex = new Map(classes.map((label, k) => [label, k]));
  const labelSets = sets.map((s) => s.map((l) => classIndex.get(l) as number));
  const n = inputs.length;
  const K = classes.length;
  const features: FeatureConfig = { ...DEFAULT_FEATURE_CONFIG, ...options.features };
  const svm: SvmOptions = { ...DEFAULT_SVM_OPTIONS, ...(multiLabel ? { tolerance: MULTI_LABEL_TOLERANCE } : {}), ...options.svm };
  const foldCount = n < MIN_CV_INPUTS ? 0 : (options.folds ?? 3);
  const grid =
    options.c === 'auto' && foldCount >= 2
      ? [...(options.cGrid ?? DEFAULT_C_GRID)]
      : options.c === undefined && !multiLabel && K <= SMALL_PROBLEM_CLASSES && foldCount >= 2
        ? [...SMALL_PROBLEM_C_GRID]
        : [options.c === 'auto' || options.c === undefined ? 1 : options.c];
  if (grid.some((c) => !(c > 0))) throw new Error('C must be positive');
  // One held-out fold is enough when it yields thousands of margins, or when the only thing fitted is the
  // single-label temperature (one parameter); running every fold would double the training time for no
  // measurable gain. Per-label thresholds of rare labels and the choice of C on small data need them all.
  const everyFold = n < LARGE_INPUTS && (multiLabel || options.c === 'auto');
  // Large multi-label sets: two half-set models give every input a held-out margin (thresholds and Platt fits see
  // all of them) and their average is the final model, so no third solve on everything is needed (half-set
  // training, above).
  const halves = multiLabel && n >= LARGE_INPUTS && foldCount >= 2;
  const foldsRun = foldCount < 2 ? 0 : halves ? 2 : everyFold ? foldCount : 1;
  const withOffsets = !multiLabel && options.offsets !== false;
  const totals = { features: 1, 'cross-validation': grid.length * foldsRun * K, training: halves ? 0 : K };
  const done = { features: 0, 'cross-validation': 0, training: 0 };
  const tick = (stage: TrainProgress['stage']): void => {
    if (options.signal?.aborted === true) throw new TrainingCancelledError();
    done[stage]++;
    options.onProgress?.({ stage, done: done[stage], total: totals[stage] });
  };
  if (options.signal?.aborted === true) throw new TrainingCancelledError();

  const { vectorizer, vectors: lexical, names } = Vectorizer.fitTransform(inputs, features);
  const semantic = semanticPartsOf(options.semantic, n);
  const joint = semantic !== null && options.semantic?.method === 'joint';
  const vectors = !joint
    ? lexical
    : lexical.map((v, i) => withDense(v, options.semantic?.vectors[i] as Float32Array, vectorizer.size, semantic.scale));
  tick('features');
  const counts = new Array<number>(K).fill(0);
  for (const s of labelSets) for (const k of s) counts[k] = (counts[k] as number) + 1;
  const nFeatures = vectorizer.size + (joint ? (semantic?.dimension ?? 0) : 0);
  const { csr, original } = byColumnFrequency(toCsr(vectors), nFeatures);
  const problem: Problem = {
    csr,
    original,
    nFeatures,
    labelSets,
    kCount: K,
    svm,
    tick,
    cost: (c) => {
      const cost = new Float64Array(n);
      labelSets.forEach((s, i) => {
        const k = s[0];
        const balanced = !multiLabel && options.classWeight === 'balanced' && k !== undefined;
        cost[i] = balanced ? (c * n) / (K * (counts[k] as number)) : c;
      });
      return cost;
    },
  };
  const atLeastOne = labelSets.every((s) => s.length > 0);
  // Margin mixing (the default with sentence vectors): their own SVMs, added to the lexical margins everywhere
  // margins are used — the held-out margins that fit calibration, offsets and C, and the final weights.
  const alpha = options.semantic?.scale ?? DEFAULT_SEMANTIC_SCALE.mix;
  const mixer =
    semantic === null || joint
      ? null
      : new DenseModel(options.semantic?.vectors ?? [], labelSets, K, problem.cost(DenseModel.C), svm.seed, () => {
          if (options.signal?.aborted === true) throw new TrainingCancelledError();
        });

  let c = grid[0] as number;
  let calibration = defaultCalibration(K, multiLabel, atLeastOne);
  let offsets: Float64Array | null = null;
  let averaged: Float32Array | null = null;
  if (foldCount >= 2) {
    // Stratify by each input's rarest label, so rare labels of multi-label data spread over the folds too.
    const strata = labelSets.map((s) =>
      s.length === 0 ? '' : (classes[s.reduce((a, b) => ((counts[b] as number) < (counts[a] as number) ? b : a))] as string),
    );
    const allFolds = stratifiedKFold(strata, halves ? 2 : foldCount, options.seed ?? 1);
    const folds = foldsRun === 1 ? allFolds.slice(0, 1) : allFolds;
    const tested = folds.flatMap((f) => f.test);
    const denseOof = mixer?.outOfFold(folds, alpha) ?? null;
    let bestScore = -1;
    for (const candidate of grid) {
      const average = halves ? new Float32Array(K * (nFeatures + 1)) : null;
      const oof = outOfFoldMargins(problem, folds, candidate, average);
      if (denseOof !== null) for (let j = 0; j < oof.length; j++) oof[j] = (oof[j] as number) + (denseOof[j] as number);
      const fitted = calibrate(problem, oof, tested, multiLabel, atLeastOne, withOffsets);
      // Strictly better only, so ties keep the earlier (smaller, more regularised) C.
      if (fitted.score > bestScore) {
        bestScore = fitted.score;
        c = candidate;
        calibration = fitted.calibration;
        offsets = fitted.offsets;
        averaged = average;
      }
    }
  }

  const weights = averaged ?? trainAll(problem, c);
  // The offsets become part of each class's intercept: margin = w·x + w_bias · bias.
  if (offsets !== null && svm.bias !== 0)
    for (let k = 0; k < K; k++)
      weights[problem.nFeatures * K + k] = (weights[problem.nFeatures * K + k] as number) + (offsets[k] as number) / svm.bias;
  return {
    mode: multiLabel ? 'multi-label' : 'single-label',
    labels: classes,
    vectorizer,
    weights: mixer === null ? weights : mixer.foldInto(weights, vectorizer.size, alpha, svm.bias),
    bias: svm.bias,
    calibration,
    keywords: keywordsOf(weights, K, vectorizer, names),
    c,
    semantic,
  };
}
