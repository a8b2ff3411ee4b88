import { mulberry32, shuffle } from './random.js';

/** Precision, recall, F1 and support (true count) of one class. */
export interface ClassMetrics {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/** Single-label evaluation. Fractions are in 0..1; a class with no predictions has precision 0. */
export interface Evaluation {
  n: number;
  accuracy: number;
  macroF1: number;
  microF1: number;
  /** Sorted union of true and predicted labels; the order of `perClass` and the confusion matrix. */
  labels: string[];
  perClass: ClassMetrics[];
  /** confusion[t][p]: how many items of true label t were predicted as p. */
  confusion: number[][];
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/**
 * Scores single-label predictions. Macro-F1 averages over every label that occurs in either list (as
 * scikit-learn does); micro-F1 pools all decisions, which for single-label data equals accuracy.
 */
export function evaluate(truth: readonly string[], predicted: readonly string[]): Evaluation {
  if (truth.length !== predicted.length) throw new Error(`${truth.length} true labels but ${predicted.length} predictions`);
  const labels = [...new Set([...truth, ...predicted])].sort();
  const index = new Map(labels.map((l, i) => [l, i]));
  const confusion = labels.map(() => new Array<number>(labels.length).fill(0));
  let correct = 0;
  for (let i = 0; i < truth.length; i++) {
    const t = index.get(truth[i] as string) as number;
    const p = index.get(predicted[i] as string) as number;
    const row = confusion[t] as number[];
    row[p] = (row[p] as number) + 1;
    if (t === p) correct++;
  }
  let tpSum = 0;
  let fpSum = 0;
  let fnSum = 0;
  const perClass = labels.map((label, k) => {
    const tp = (confusion[k] as number[])[k] as number;
    const support = (confusion[k] as number[]).reduce((a, b) => a + b, 0);
    const predictedCount = confusion.reduce((a, row) => a + (row[k] as number), 0);
    tpSum += tp;
    fpSum += predictedCount - tp;
    fnSum += support - tp;
    const precision = ratio(tp, predictedCount);
    const recall = ratio(tp, support);
    return { label, precision, recall, f1: ratio(2 * precision * recall, precision + recall), support };
  });
  const microP = ratio(tpSum, tpSum + fpSum);
  const microR = ratio(tpSum, tpSum + fnSum);
  return {
    n: truth.length,
    accuracy: ratio(correct, truth.length),
    macroF1: ratio(
      perClass.reduce((a, c) => a + c.f1, 0),
      perClass.length,
    ),
    microF1: ratio(2 * microP * microR, microP + microR),
    labels,
    perClass,
    confusion,
  };
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

/** Multi-label evaluation. `accuracy` is subset accuracy (the predicted set equals the true set). */
export interface MultiLabelEvaluation {
  n: number;
  accuracy: number;
  macroF1: number;
  microF1: number;
  labels: string[];
  perClass: ClassMetrics[];
}

/**
 * Scores multi-label predictions: per label precision/recall/F1 over all items, macro-F1 as their mean (over
 * labels occurring in truth or predictions, as scikit-learn's `average='macro'`), micro-F1 over pooled
 * decisions.
 */
export function evaluateMultiLabel(
  truth: readonly (readonly string[])[],
  predicted: readonly (readonly string[])[],
): MultiLabelEvaluation {
  if (truth.length !== predicted.length) throw new Error(`${truth.length} true label sets but ${predicted.length} predictions`);
  const labels = [...new Set([...truth.flat(), ...predicted.flat()])].sort();
  const index = new Map(labels.map((l, i) => [l, i]));
  const tp = new Float64Array(labels.length);
  const fp = new Float64Array(labels.length);
  const fn = new Float64Array(labels.length);
  let exact = 0;
  truth.forEach((t, i) => {
    const tSet = new Set(t);
    const pSet = new Set(predicted[i]);
    for (const l of pSet) {
      const k = index.get(l) as number;
      if (tSet.has(l)) tp[k] = (tp[k] as number) + 1;
      else fp[k] = (fp[k] as number) + 1;
    }
    for (const l of tSet) {
      const k = index.get(l) as number;
      if (!pSet.has(l)) fn[k] = (fn[k] as number) + 1;
    }
    if (tSet.size === pSet.size && [...tSet].every((l) => pSet.has(l))) exact++;
  });
  const perClass = labels.map((label, k) => {
    const precision = ratio(tp[k] as number, (tp[k] as number) + (fp[k] as number));
    const recall = ratio(tp[k] as number, (tp[k] as number) + (fn[k] as number));
    return {
      label,
      precision,
      recall,
      f1: ratio(2 * precision * recall, precision + recall),
      support: (tp[k] as number) + (fn[k] as number),
    };
  });
  const sum = (a: Float64Array): number => a.reduce((x, y) => x + y, 0);
  const TP = sum(tp);
  return {
    n: truth.length,
    accuracy: ratio(exact, truth.length),
    macroF1: ratio(
      perClass.reduce((a, c) => a + c.f1, 0),
      perClass.length,
    ),
    microF1: ratio(2 * TP, 2 * TP + sum(fp) + sum(fn)),
    labels,
    perClass,
  };
}
