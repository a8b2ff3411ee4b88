import { sigmoidOf, softmaxInto } from './calibration.js';
import type { SparseVector, Vectorizer } from './features.js';
import { type ExplainOptions, type Explanation, explain } from './explain.js';
import type { TextInput } from './input.js';
import { MarginKernel } from './kernels/margins.js';
import { clearWinner, decisionOf, labelRanks, orderByScore } from './ranking.js';
import { type SemanticParts, checkPredictionVectors, withDense } from './semantic/dense.js';
import { type TrainOptions, type TrainLabels, trainParts } from './train.js';

export type { TrainOptions, TrainLabels, TrainProgress } from './train.js';
export { TrainingCancelledError } from './train.js';

/** One label with its score in 0..1. */
export interface Prediction {
  label: string;
  score: number;
}

/** Options of {@link TextClassifier.predict}. */
export interface PredictOptions {
  /** How many labels to return per text, best first; all labels by default. */
  topK?: number;
  /** Sentence vectors, one per input (required by a model with sentence-encoder features, ignored otherwise). */
  semantic?: readonly Float32Array[];
}

/** Options of {@link TextClassifier.classify}. */
export interface ClassifyOptions {
  /** Sentence vectors, one per input (required by a model with sentence-encoder features, ignored otherwise). */
  semantic?: readonly Float32Array[];
}

/** The decision for one input: labels after thresholds (exactly one for a single-label model), and all scores. */
export interface Classification {
  predicted: string[];
  scores: Prediction[];
}

export type LabelMode = 'single-label' | 'multi-label';

/** Below this many labels the scalar loop is as fast as SIMD (a row is one or two vectors). */
const MIN_KERNEL_LABELS = 6;

/**
 * How margins become confidences. Single-label: softmax over margins / temperature, so the scores of all
 * labels sum to 1. Multi-label: an independent Platt sigmoid per label, then a per-label threshold.
 */
export interface Calibration {
  /** Whether the parameters were fitted on cross-validated margins (false: fixed defaults). */
  fitted: boolean;
  temperature: number;
  /** Multi-label: per label k, a = platt[2k], b = platt[2k + 1]. Empty for single-label. */
  platt: Float32Array;
  /** Multi-label: per-label probability thresholds. Empty for single-label. */
  thresholds: Float32Array;
  /** Multi-label: predict the best label when none passes its threshold (true when every training item had one). */
  atLeastOne: boolean;
}

/** A feature with its weight for one label: the model's "keyword cloud". */
export interface Keyword {
  feature: string;
  weight: number;
}

/** Everything a model is made of; what training produces and model files store. */
export interface ModelParts {
  mode: LabelMode;
  labels: readonly string[];
  vectorizer: Vectorizer;
  /**
   * Feature-major: weights[c · K + k] is column c's weight for label k, and the last K entries are the intercept
   * weights. Prediction then reads K adjacent floats per non-zero feature, which is cache-friendly.
   */
  weights: Float32Array;
  bias: number;
  calibration: Calibration;
  /** Per label (in `labels` order), its strongest word and bigram features. */
  keywords: readonly (readonly Keyword[])[];
  /** Regularisation the final model was trained with (chosen by cross-validation when asked). */
  c: number;
  /** Sentence-encoder features (dense columns after the vectorizer's), or null/absent for a purely lexical model. */
  semantic?: SemanticParts | null;
}

/**
 * Text classifier over hashed TF-IDF features with one-vs-rest linear SVMs: single-label (exactly one label
 * per text) or multi-label (any number). Accepts plain texts and dialogues.
 */
export class TextClassifier implements ModelParts {
  readonly mode: LabelMode;
  readonly labels: readonly string[];
  readonly vectorizer: Vectorizer;
  readonly weights: Float32Array;
  readonly bias: number;
  readonly calibration: Calibration;
  readonly keywords: readonly (readonly Keyword[])[];
  readonly c: number;
  readonly semantic: SemanticParts | null;
  private readonly labelIndex: ReadonlyMap<string, number>;
  /** Label order for score ties, and scratch buffers for sorting labels by score (see ranking.ts). */
  private readonly ranks: Int32Array;
  private readonly order: Int32Array;
  private readonly orderTmp: Int32Array;
  private readonly marginScratch: Float64Array;
  private readonly scoreScratch: Float64Array;
  /**
   * SIMD margins for models with several labels; null (the scalar loop) for two or three labels, where copying
   * the weights would buy nothing, or where WASM SIMD is unavailable.
   */
  private readonly kernel: MarginKernel | null;

  constructor(parts: ModelParts) {
    const columns = parts.vectorizer.size + (parts.semantic?.dimension ?? 0);
    if (parts.weights.length !== parts.labels.length * (columns + 1))
      throw new Error('weight matrix does not match labels × features');
    if (parts.mode === 'multi-label' && parts.calibration.thresholds.length !== parts.labels.length)
      throw new Error('a multi-label model needs one threshold per label');
    this.mode = parts.mode;
    this.labels = parts.labels;
    this.vectorizer = parts.vectorizer;
    this.weights = parts.weights;
    this.bias = parts.bias;
    this.calibration = parts.calibration;
    this.keywords = parts.keywords;
    this.c = parts.c;
    this.semantic = parts.semantic ?? null;
    this.labelIndex = new Map(parts.labels.map((l, k) => [l, k]));
    this.ranks = labelRanks(parts.labels);
    this.order = new Int32Array(parts.labels.length);
    this.orderTmp = new Int32Array(parts.labels.length);
    this.marginScratch = new Float64Array(parts.labels.length);
    this.scoreScratch = new Float64Array(parts.labels.length);
    this.kernel =
      parts.labels.length >= MIN_KERNEL_LABELS ? MarginKernel.create(parts.weights, parts.labels.length, columns) : null;
  }

  /**
   * Trains a model. Single-label: one label per input. Multi-label (`multiLabel: true`): a list of labels per
   * input (possibly empty). Throws on mismatched lengths, no inputs, fewer than two labels, or cancellation.
   */
  static train(inputs: readonly TextInput[], labels: TrainLabels, options: TrainOptions = {}): TextClassifier {
    return new TextClassifier(trainParts(inputs, labels, options));
  }

  /** Raw SVM margins w_k · x + b_k of one vector, one per label. */
  marginsOf(v: SparseVector): Float64Array {
    return this.marginsInto(v, new Float64Array(this.labels.length));
  }

  private marginsInto(v: SparseVector, out: Float64Array): Float64Array {
    const kCount = this.labels.length;
    const w = this.weights;
    const biasBase = this.columns * kCount;
    for (let k = 0; k < kCount; k++) out[k] = (w[biasBase + k] as number) * this.bias;
    if (this.kernel !== null) {
      this.kernel.accumulate(v, out);
      return out;
    }
    for (let j = 0; j < v.indices.length; j++) {
      const base = (v.indices[j] as number) * kCount;
      const val = v.values[j] as number;
      for (let k = 0; k < kCount; k++) out[k] = (out[k] as number) + (w[base + k] as number) * val;
    }
    return out;
  }

  /** Weight columns before the intercepts: the vectorizer's, then the sentence vector's. */
  get columns(): number {
    return this.vectorizer.size + (this.semantic?.dimension ?? 0);
  }

  /** The sentence encoder whose vectors this model needs (see `loadSemanticEncoder`), or null for a lexical model. */
  get semanticEncoder(): string | null {
    return this.semantic?.encoder ?? null;
  }

  /** The feature vector of one input: its TF-IDF features, then (semantic models) the scaled sentence vector. */
  vectorOf(input: TextInput, sentence?: Float32Array): SparseVector {
    const v = this.vectorizer.transform(input);
    if (this.semantic === null) return v;
    const [dense] = checkPredictionVectors(this.semantic, sentence === undefined ? undefined : [sentence], 1);
    return withDense(v, dense as Float32Array, this.vectorizer.size, this.semantic.scale);
  }

  /** Calibrated scores of one input, one per label in `labels` order (`sentence`: its vector, semantic models). */
  scoresOf(input: TextInput, sentence?: Float32Array): Float64Array {
    return this.scoresFromMargins(this.marginsOf(this.vectorOf(input, sentence)));
  }

  /** Margins → calibrated scores (softmax for single-label, per-label sigmoids for multi-label). */
  scoresFromMargins(margins: Float64Array): Float64Array {
    return this.scoresInto(margins, new Float64Array(margins.length));
  }

  private scoresInto(margins: Float64Array, out: Float64Array): Float64Array {
    if (this.mode === 'single-label') return softmaxInto(margins, this.calibration.temperature, out);
    const p = this.calibration.platt;
    for (let k = 0; k < margins.length; k++) out[k] = sigmoidOf(margins[k] as number, p[2 * k] as number, p[2 * k + 1] as number);
    return out;
  }

  /**
   * {@link scoresOf} into buffers the next call overwrites, through the vectorizer's transient transform: what
   * classify and predict use, since they copy the scores into their results at once.
   */
  private transientScores(input: TextInput, sentence: Float32Array | undefined): Float64Array {
    return this.scoresInto(this.transientMargins(input, sentence), this.scoreScratch);
  }

  private transientMargins(input: TextInput, sentence: Float32Array | undefined): Float64Array {
    const v = this.semantic === null ? this.vectorizer.transientTransform(input) : this.vectorOf(input, sentence);
    return this.marginsInto(v, this.marginScratch);
  }

  /** Per input, labels sorted by score, best first, cut to `topK` (transformers.js style). */
  predict(inputs: readonly TextInput[], options: PredictOptions = {}): Prediction[][] {
    const topK = Math.max(1, Math.min(options.topK ?? this.labels.length, this.labels.length));
    const sentences = this.sentencesFor(inputs, options.semantic);
    return inputs.map((input, i) => this.sorted(this.transientScores(input, sentences[i])).slice(0, topK));
  }

  /** Per input, the decision after thresholds plus all sorted scores. */
  classify(inputs: readonly TextInput[], options: ClassifyOptions = {}): Classification[] {
    const sentences = this.sentencesFor(inputs, options.semantic);
    const thresholds = this.mode === 'single-label' ? null : this.calibration.thresholds;
    return inputs.map((input, i) => {
      if (thresholds === null) {
        // Single-label: the decision needs no softmax unless two margins nearly tie; scores are made when read.
        const margins = this.transientMargins(input, sentences[i]).slice();
        let best = clearWinner(margins, this.calibration.temperature);
        if (best < 0) best = decisionOf(this.scoresInto(margins, this.scoreScratch), this.ranks, null, false)[0] ?? -1;
        return this.classification(best < 0 ? [] : [this.labels[best] as string], margins, true);
      }
      const scores = this.transientScores(input, sentences[i]).slice();
      const decided = decisionOf(scores, this.ranks, thresholds, this.calibration.atLeastOne);
      return this.classification(
        decided.map((k) => this.labels[k] as string),
        scores,
        false,
      );
    });
  }

  /**
   * A classification whose sorted score list is built when first read: most callers want only the decision, and
   * building and sorting one object per label was most of the cost of classify() for models with many labels. An
   * own enumerable accessor, so JSON, spreading, structured cloning and postMessage see `scores` as a plain
   * property; assigning to it replaces it. `raw`: the scores, or (`margins`) the margins they are computed from.
   */
  private classification(predicted: string[], raw: Float64Array, margins: boolean): Classification {
    let sorted: Prediction[] | null = null;
    const sort = (): Prediction[] => this.sorted(margins ? this.scoresInto(raw, new Float64Array(raw.length)) : raw);
    return {
      predicted,
      get scores(): Prediction[] {
        sorted ??= sort();
        return sorted;
      },
      set scores(value: Prediction[]) {
        sorted = value;
      },
    };
  }

  /** The labels a set of sorted scores decides for. */
  decide(sortedScores: readonly Prediction[]): string[] {
    const best = sortedScores[0];
    if (best === undefined) return [];
    if (this.mode === 'single-label') return [best.label];
    const t = this.calibration.thresholds;
    const passed = sortedScores
      .filter((s) => s.score >= (t[this.labelIndex.get(s.label) as number] as number))
      .map((s) => s.label);
    if (passed.length === 0 && this.calibration.atLeastOne) return [best.label];
    return passed;
  }

  /** Why the model gives an input a label, with character spans to highlight; see {@link explain}. */
  explain(input: TextInput, options: ExplainOptions = {}): Explanation {
    return explain(this, input, options);
  }

  /** The strongest word and bigram features of a label (the "keyword cloud"); empty for an unknown label. */
  keywordsOf(label: string): readonly Keyword[] {
    const k = this.labelIndex.get(label);
    return k === undefined ? [] : (this.keywords[k] ?? []);
  }

  /** The sentence vectors a call must use: checked for a semantic model, none (ignored if given) otherwise. */
  private sentencesFor(inputs: readonly TextInput[], given: readonly Float32Array[] | undefined): readonly Float32Array[] {
    return this.semantic === null ? [] : checkPredictionVectors(this.semantic, given, inputs.length);
  }

  /** Labels with their scores, best first; ties broken by label so the order is deterministic. */
  private sorted(scores: Float64Array): Prediction[] {
    const order = orderByScore(scores, this.ranks, this.order, this.orderTmp);
    const out = new Array<Prediction>(order.length);
    for (let j = 0; j < order.length; j++) {
      const k = order[j] as number;
      out[j] = { label: this.labels[k] as string, score: scores[k] as number };
    }
    return out;
  }
}
