import { DEFAULT_FEATURE_CONFIG, type FeatureConfig, type SparseVector, Vectorizer } from './features.js';
import { DEFAULT_SVM_OPTIONS, type SvmOptions, trainBinarySvm } from './svm.js';

/** Training settings; every field has a default close to scikit-learn's LinearSVC on TF-IDF. */
export interface TrainOptions {
  features?: Partial<FeatureConfig>;
  svm?: Partial<SvmOptions>;
  /** Inverse regularisation strength. */
  c?: number;
  /** `balanced` scales each sample's C by n / (k · n_class), as scikit-learn's `class_weight='balanced'`. */
  classWeight?: 'balanced' | 'none';
  /** Softmax temperature applied to SVM margins to produce scores; see {@link TextClassifier}. */
  temperature?: number;
}

/** One label with its score in 0..1. */
export interface Prediction {
  label: string;
  score: number;
}

/** Options of {@link TextClassifier.predict}. */
export interface PredictOptions {
  /** How many labels to return per text, best first; all labels by default. */
  topK?: number;
}

/**
 * Default temperature. Squared-hinge SVM margins sit roughly in [−1.5, 1.5]; at T = 0.2 a margin gap of 1
 * becomes a 148:1 odds ratio, so clear decisions score near 1 and close calls share the mass. This is a
 * monotone transform of the margins — the ranking (and accuracy) is the SVM's — but it is not a fitted
 * calibration: scores are confidences in 0..1, not yet calibrated probabilities.
 */
export const DEFAULT_TEMPERATURE = 0.2;

/**
 * Single-label multiclass text classifier: hashed TF-IDF features and one-vs-rest linear SVMs.
 * Scores are a softmax over the per-class margins divided by a temperature (chosen over Platt scaling because
 * it needs no held-out data and keeps the scores of all classes summing to 1).
 */
export class TextClassifier {
  constructor(
    readonly labels: readonly string[],
    readonly vectorizer: Vectorizer,
    /**
     * Feature-major: weights[c · K + k] is column c's weight for class k, and the last K entries are the intercept
     * weights. Prediction then reads K adjacent floats per non-zero feature, which is cache-friendly.
     */
    readonly weights: Float32Array,
    readonly bias: number,
    readonly temperature: number,
  ) {
    if (weights.length !== labels.length * (vectorizer.size + 1))
      throw new Error('weight matrix does not match labels × features');
  }

  /**
   * Trains on texts with one label each. Throws when the inputs differ in length, are empty, or hold fewer
   * than two distinct labels.
   */
  static train(texts: readonly string[], labels: readonly string[], options: TrainOptions = {}): TextClassifier {
    if (texts.length !== labels.length) throw new Error(`${texts.length} texts but ${labels.length} labels`);
    if (texts.length === 0) throw new Error('no training examples');
    const classes = [...new Set(labels)].sort();
    if (classes.length < 2) throw new Error(`need at least two distinct labels to train, got ${classes.length}`);
    const features: FeatureConfig = { ...DEFAULT_FEATURE_CONFIG, ...options.features };
    const svm: SvmOptions = { ...DEFAULT_SVM_OPTIONS, ...options.svm };
    const c = options.c ?? 1;
    const { vectorizer, vectors: x } = Vectorizer.fitTransform(texts, features);
    const classIndex = new Map(classes.map((label, k) => [label, k]));
    const yIdx = labels.map((label) => classIndex.get(label) as number);
    const counts = new Array<number>(classes.length).fill(0);
    for (const k of yIdx) counts[k] = (counts[k] as number) + 1;
    const cost = new Float64Array(texts.length);
    for (let i = 0; i < texts.length; i++) {
      const k = yIdx[i] as number;
      const weight = options.classWeight === 'balanced' ? texts.length / (classes.length * (counts[k] as number)) : 1;
      cost[i] = c * weight;
    }
    const kCount = classes.length;
    const weights = new Float32Array(kCount * (vectorizer.size + 1));
    const y = new Int8Array(texts.length);
    for (let k = 0; k < kCount; k++) {
      for (let i = 0; i < texts.length; i++) y[i] = yIdx[i] === k ? 1 : -1;
      const w = trainBinarySvm(x, y, cost, vectorizer.size, svm);
      for (let c = 0; c < w.length; c++) weights[c * kCount + k] = w[c] as number;
    }
    return new TextClassifier(classes, vectorizer, weights, svm.bias, options.temperature ?? DEFAULT_TEMPERATURE);
  }

  /** Raw SVM margins w_k · x + b_k of one vector, one per label. */
  marginsOf(v: SparseVector): Float64Array {
    const kCount = this.labels.length;
    const w = this.weights;
    const out = new Float64Array(kCount);
    const biasBase = this.vectorizer.size * kCount;
    for (let k = 0; k < kCount; k++) out[k] = (w[biasBase + k] as number) * this.bias;
    for (let j = 0; j < v.indices.length; j++) {
      const base = (v.indices[j] as number) * kCount;
      const val = v.values[j] as number;
      for (let k = 0; k < kCount; k++) out[k] = (out[k] as number) + (w[base + k] as number) * val;
    }
    return out;
  }

  /** Per text, labels sorted by score (softmax of margins / temperature), best first, cut to `topK`. */
  predict(texts: readonly string[], options: PredictOptions = {}): Prediction[][] {
    const topK = Math.max(1, Math.min(options.topK ?? this.labels.length, this.labels.length));
    return texts.map((t) => {
      const m = this.marginsOf(this.vectorizer.transform(t));
      let max = -Infinity;
      for (const v of m) if (v > max) max = v;
      let sum = 0;
      const e = m.map((v) => {
        // Subtracting the maximum keeps exp() from overflowing.
        const z = Math.exp((v - max) / this.temperature);
        sum += z;
        return z;
      });
      const scored = this.labels.map((label, k) => ({ label, score: (e[k] as number) / sum }));
      // Ties broken by label so the order is deterministic.
      scored.sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
      return scored.slice(0, topK);
    });
  }
}
