import type { SparseVector } from './features.js';
import type { TextInput } from './input.js';
import type { TextClassifier } from './model.js';

/** One input proposed for labelling. */
export interface LabellingCandidate {
  /** Position in the input list. */
  index: number;
  /** 0 (the model is sure) … 1 (a coin toss). */
  uncertainty: number;
  /** The model's current best guess, shown as the suggestion. */
  suggestion: string;
}

export interface RankOptions {
  /** How many to propose. Default 20. */
  limit?: number;
  /**
   * 0 … 1: how much to penalise similarity to inputs already picked. 0 ranks by uncertainty alone, which tends
   * to propose ten near-copies of the same confusing message; the default 0.3 keeps the list varied.
   */
  diversity?: number;
  /** Sentence vectors, one per input: required by a model with sentence-encoder features. */
  semantic?: readonly Float32Array[];
}

/** Uncertainty from calibrated scores: margin between the top two (single-label), nearness to a threshold (multi). */
function uncertaintyOf(model: TextClassifier, scores: Float64Array): number {
  if (model.mode === 'single-label') {
    let a = 0;
    let b = 0;
    for (const s of scores) {
      if (s > a) {
        b = a;
        a = s;
      } else if (s > b) b = s;
    }
    return 1 - (a - b);
  }
  let nearest = 1;
  scores.forEach((s, k) => {
    const t = model.calibration.thresholds[k] as number;
    // Distance to the threshold, scaled so 0 at the threshold and 1 at the far end of that side.
    const d = s >= t ? (s - t) / Math.max(1e-9, 1 - t) : (t - s) / Math.max(1e-9, t);
    if (d < nearest) nearest = d;
  });
  return 1 - nearest;
}

function dotWithDense(v: SparseVector, dense: Float64Array): number {
  let d = 0;
  for (let j = 0; j < v.indices.length; j++) d += (v.values[j] as number) * (dense[v.indices[j] as number] as number);
  return d;
}

function norm(v: SparseVector): number {
  let s = 0;
  for (const x of v.values) s += x * x;
  return Math.sqrt(s);
}

/**
 * "Label these next": unlabelled inputs ranked by how much a label would teach the model — uncertain ones
 * first (uncertainty sampling), picked greedily with a penalty for cosine similarity to the ones already picked
 * (maximal marginal relevance), so one batch covers different confusions. Deterministic: ties go to the earlier
 * input.
 */
export function rankForLabelling(
  model: TextClassifier,
  inputs: readonly TextInput[],
  options: RankOptions = {},
): LabellingCandidate[] {
  const limit = Math.max(0, Math.min(options.limit ?? 20, inputs.length));
  const lambda = Math.min(1, Math.max(0, options.diversity ?? 0.3));
  const vectors = inputs.map((input) => model.vectorizer.transform(input));
  const scored = vectors.map((v, index) => {
    const full = model.semantic === null ? v : model.vectorOf(inputs[index] as TextInput, options.semantic?.[index]);
    const scores = model.scoresFromMargins(model.marginsOf(full));
    let best = 0;
    for (let k = 1; k < scores.length; k++) if ((scores[k] as number) > (scores[best] as number)) best = k;
    return { index, uncertainty: uncertaintyOf(model, scores), suggestion: model.labels[best] as string };
  });
  // Only the most uncertain few-times-limit inputs compete; similarity is computed among those alone.
  const pool = [...scored].sort((a, b) => b.uncertainty - a.uncertainty || a.index - b.index).slice(0, limit * 5);
  const norms = pool.map((c) => norm(vectors[c.index] as SparseVector));
  const maxSim = new Float64Array(pool.length);
  const taken = new Uint8Array(pool.length);
  const dense = new Float64Array(model.vectorizer.size);
  const picked: LabellingCandidate[] = [];
  while (picked.length < limit) {
    let best = -1;
    let bestValue = -Infinity;
    pool.forEach((c, p) => {
      if (taken[p] === 1) return;
      const value = (1 - lambda) * c.uncertainty - lambda * (maxSim[p] as number);
      if (value > bestValue) {
        bestValue = value;
        best = p;
      }
    });
    if (best < 0) break;
    taken[best] = 1;
    const chosen = pool[best] as LabellingCandidate;
    picked.push(chosen);
    const v = vectors[chosen.index] as SparseVector;
    for (let j = 0; j < v.indices.length; j++) dense[v.indices[j] as number] = v.values[j] as number;
    const n0 = norms[best] as number;
    pool.forEach((c, p) => {
      if (taken[p] === 1) return;
      const sim = dotWithDense(vectors[c.index] as SparseVector, dense) / Math.max(1e-12, n0 * (norms[p] as number));
      if (sim > (maxSim[p] as number)) maxSim[p] = sim;
    });
    for (let j = 0; j < v.indices.length; j++) dense[v.indices[j] as number] = 0;
  }
  return picked;
}
