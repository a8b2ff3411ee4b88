import { mulberry32, shuffle } from './random.js';

/** Precision, recall, F1 and support (true count) of one label. */
export interface ClassMetrics {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/**
 * Scores of a set of predictions. Fractions are in 0..1; a label never predicted has precision 0, never true
 * recall 0 (zero rather than NaN, as scikit-learn's `zero_division=0`).
 */
export interface Evaluation {
  n: number;
  /** Share of items whose predicted label set equals the true one (for single-label data: plain accuracy). */
  accuracy: number;
  /** See {@link macroF1FromCounts}: the one macro-F1 of the engine, the CLI, the benchmark and the server. */
  macroF1: number;
  /** F1 of all (item, label) decisions pooled; for single-label data it equals accuracy. */
  microF1: number;
  /** Sorted union of true and predicted labels; the order of `perClass` and the confusion matrix. */
  labels: string[];
  perClass: ClassMetrics[];
  /**
   * confusion[t][p]: how many items carrying true label t were given p. Single-label: the classic matrix.
   * Multi-label: the diagonal holds each label's hits and a row shows where a label's items went (an item with
   * two true and two predicted labels counts in four cells).
   */
  confusion: number[][];
}

/** The multi-label reading of {@link Evaluation}: `accuracy` is subset accuracy. */
export type MultiLabelEvaluation = Evaluation;

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** Precision, recall and F1 of one label from its true-positive, false-positive and false-negative counts. */
export function classMetrics(label: string, tp: number, fp: number, fn: number): ClassMetrics {
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return { label, precision, recall, f1: ratio(2 * precision * recall, precision + recall), support: tp + fn };
}

/**
 * Macro-F1, defined once for every figure Sentio reports (the CLI's `eval`, the benchmark, the model statistics
 * page, and the choice of C while training): the unweighted mean of the per-label F1 over the labels that occur
 * in the truth or in the predictions — a label with no true, no predicted item (tp + fp + fn = 0) is left out
 * rather than counted as 0. This is scikit-learn's `f1_score(average='macro')` over the union of labels in
 * `y_true` and `y_pred`, which is how the peer figures of the benchmark baselines were computed, so our numbers
 * compare with theirs. Averaging over every label of the model instead would punish a model for a label the
 * scored items simply do not contain (a hold-out split without a rare label's documents). Arrays are indexed by
 * label.
 */
export function macroF1FromCounts(tp: ArrayLike<number>, fp: ArrayLike<number>, fn: ArrayLike<number>): number {
  let sum = 0;
  let present = 0;
  for (let k = 0; k < tp.length; k++) {
    const a = tp[k] as number;
    const b = fp[k] as number;
    const c = fn[k] as number;
    if (a + b + c === 0) continue;
    present++;
    sum += classMetrics('', a, b, c).f1;
  }
  return ratio(sum, present);
}

/** Micro-F1: F1 of the pooled counts of every label. */
function microF1FromCounts(tp: ArrayLike<number>, fp: ArrayLike<number>, fn: ArrayLike<number>): number {
  const sum = (a: ArrayLike<number>): number => {
    let total = 0;
    for (let k = 0; k < a.length; k++) total += a[k] as number;
    return total;
  };
  return classMetrics('', sum(tp), sum(fp), sum(fn)).f1;
}

/** Per-label decision counts of label-index sets (truth and prediction of each item). */
export function countDecisions(
  truth: readonly (readonly number[])[],
  predicted: readonly (readonly number[])[],
  kCount: number,
): { tp: Float64Array; fp: Float64Array; fn: Float64Array } {
  const tp = new Float64Array(kCount);
  const fp = new Float64Array(kCount);
  const fn = new Float64Array(kCount);
  truth.forEach((t, i) => {
    const p = predicted[i] as readonly number[];
    for (const k of p) {
      const target = t.includes(k) ? tp : fp;
      target[k] = (target[k] as number) + 1;
    }
    for (const k of t) if (!p.includes(k)) fn[k] = (fn[k] as number) + 1;
  });
  return { tp, fp, fn };
}

/**
 * Scores multi-label predictions (any number of labels per item, possibly none): per label precision/recall/F1
 * over all items, macro-F1 as {@link macroF1FromCounts} defines it, micro-F1 over pooled decisions, subset
 * accuracy, and the confusion matrix of {@link Evaluation}.
 */
export function evaluateMultiLabel(truth: readonly (readonly string[])[], predicted: readonly (readonly string[])[]): Evaluation {
  if (truth.length !== predicted.length) throw new Error(`${truth.length} true label sets but ${predicted.length} predictions`);
  const labels = [...new Set([...truth.flat(), ...predicted.flat()])].sort();
  const index = new Map(labels.map((l, i) => [l, i]));
  const toIndices = (set: readonly string[]): number[] => [...new Set(set)].map((l) => index.get(l) as number);
  const t = truth.map(toIndices);
  const p = predicted.map(toIndices);
  const { tp, fp, fn } = countDecisions(t, p, labels.length);
  const confusion = labels.map(() => new Array<number>(labels.length).fill(0));
  let exact = 0;
  t.forEach((actual, i) => {
    const given = p[i] as number[];
    for (const a of actual) {
      const row = confusion[a] as number[];
      for (const g of given) row[g] = (row[g] as number) + 1;
    }
    if (actual.length === given.length && actual.every((a) => given.includes(a))) exact++;
  });
  return {
    n: truth.length,
    accuracy: ratio(exact, truth.length),
    macroF1: macroF1FromCounts(tp, fp, fn),
    microF1: microF1FromCounts(tp, fp, fn),
    labels,
    perClass: labels.map((label, k) => classMetrics(label, tp[k] as number, fp[k] as number, fn[k] as number)),
    confusion,
  };
}

/** Scores single-label predictions: the one-label-per-item case of {@link evaluateMultiLabel}. */
export function evaluate(truth: readonly string[], predicted: readonly string[]): Evaluation {
  if (truth.length !== predicted.length) throw new Error(`${truth.length} true labels but ${predicted.length} predictions`);
  return evaluateMultiLabel(
    truth.map((l) => [l]),
    predicted.map((l) => [l]),
  );
}

/** Indices of one fold: train on `train`, score on `test`. */
export interface Fold {
  train: number[];
  test: number[];
}

/**
 * Stratified k-fold split: each class's items are shuffled (seeded) and dealt round-robin over the folds, so
 * every fold holds about 1/k of each class. Deterministic for a seed; index lists are sorted.
 */
export function stratifiedKFold(labels: readonly string[], k: number, seed = 0): Fold[] {
  if (!Number.isInteger(k) || k < 2) throw new Error('k must be an integer ≥ 2');
  if (k > labels.length) throw new Error(`k = ${k} exceeds the ${labels.length} items`);
  const byClass = new Map<string, number[]>();
  labels.forEach((l, i) => {
    const list = byClass.get(l) ?? [];
    list.push(i);
    byClass.set(l, list);
  });
  const rand = mulberry32(seed);
  const foldOf = new Int32Array(labels.length);
  // Continue the round-robin across classes so small classes do not all land in fold 0.
  let next = 0;
  for (const cls of [...byClass.keys()].sort()) {
    const items = byClass.get(cls) as number[];
    shuffle(items, rand);
    for (const i of items) {
      foldOf[i] = next;
      next = (next + 1) % k;
    }
  }
  return Array.from({ length: k }, (_, f) => {
    const train: number[] = [];
    const test: number[] = [];
    for (let i = 0; i < labels.length; i++) (foldOf[i] === f ? test : train).push(i);
    return { train, test };
  });
}
