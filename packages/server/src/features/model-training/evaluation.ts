import { expectedCalibrationError, stratifiedKFold, type Fold } from '@sentio/ml';

/** One held-out prediction: document id, true labels, predicted labels, confidence of the top label. */
export interface HeldOut {
  d: string;
  a: string[];
  p: string[];
  s: number;
}

export interface LabelRef {
  id: string;
  name: string;
}

export interface LabelMetrics {
  labelId: string;
  name: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export type EvaluationKind = 'CROSS_VALIDATION' | 'HOLDOUT' | 'NONE';

/**
 * What a version's `statistics` column holds. Held-out predictions are kept so a confusion-matrix cell can list
 * its documents later without re-running anything.
 */
export interface StoredStatistics {
  evaluation: EvaluationKind;
  n: number;
  accuracy: number;
  macroF1: number;
  microF1: number;
  calibrationError: number | null;
  labels: LabelRef[];
  confusion: number[][];
  perLabel: LabelMetrics[];
  ratios: { labelId: string; count: number }[];
  keywords: { labelId: string; words: { text: string; weight: number }[] }[];
  heldOut: HeldOut[];
}

/** Above this many documents a 3-fold cross-validation, above the next one a single 20 % hold-out. */
const FIVE_FOLD_MAX = 2_000;
const THREE_FOLD_MAX = 10_000;

/**
 * The evaluation plan: k-fold cross-validation while it is affordable (every labelled document gets a held-out
 * prediction, which is what makes a confusion cell's document list complete), one hold-out fold for large sets.
 * Folds are stratified by each document's rarest label, as the engine does, so small labels spread over the folds.
 */
export function evaluationPlan(labelSets: readonly (readonly string[])[]): { kind: EvaluationKind; folds: Fold[] } {
  const n = labelSets.length;
  if (n < 4) return { kind: 'NONE', folds: [] };
  const counts = new Map<string, number>();
  for (const set of labelSets) for (const l of set) counts.set(l, (counts.get(l) ?? 0) + 1);
  const strata = labelSets.map((set) =>
    set.length === 0 ? '' : set.reduce((a, b) => ((counts.get(b) ?? 0) < (counts.get(a) ?? 0) ? b : a)),
  );
  const k = Math.min(n <= FIVE_FOLD_MAX ? 5 : n <= THREE_FOLD_MAX ? 3 : 5, n);
  const folds = stratifiedKFold(strata, k, 7);
  return n <= THREE_FOLD_MAX ? { kind: 'CROSS_VALIDATION', folds } : { kind: 'HOLDOUT', folds: folds.slice(0, 1) };
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/**
 * Metrics of held-out predictions over `labels` (in that order). Single-label: accuracy and a classic confusion
 * matrix. Multi-label: subset accuracy, and confusion[a][p] counts the documents that carry `a` and were given
 * `p` — so the diagonal is each label's hits and a row shows where a label's documents went. The same reading
 * holds for single-label, which is why one cell query serves both.
 */
export function scoreHeldOut(
  heldOut: readonly HeldOut[],
  labels: readonly LabelRef[],
  multiLabel: boolean,
): Pick<StoredStatistics, 'n' | 'accuracy' | 'macroF1' | 'microF1' | 'calibrationError' | 'confusion' | 'perLabel'> {
  const index = new Map(labels.map((l, i) => [l.id, i]));
  const K = labels.length;
  const confusion = labels.map(() => new Array<number>(K).fill(0));
  const tp = new Array<number>(K).fill(0);
  const fp = new Array<number>(K).fill(0);
  const fn = new Array<number>(K).fill(0);
  let exact = 0;
  const confidence: number[] = [];
  const correct: boolean[] = [];
  for (const h of heldOut) {
    const actual = new Set(h.a);
    const predicted = new Set(h.p);
    for (const a of actual) {
      const ai = index.get(a);
      if (ai === undefined) continue;
      for (const p of predicted) {
        const pi = index.get(p);
        if (pi !== undefined) (confusion[ai] as number[])[pi] = ((confusion[ai] as number[])[pi] as number) + 1;
      }
      if (!predicted.has(a)) fn[ai] = (fn[ai] as number) + 1;
    }
    for (const p of predicted) {
      const pi = index.get(p);
      if (pi === undefined) continue;
      if (actual.has(p)) tp[pi] = (tp[pi] as number) + 1;
      else fp[pi] = (fp[pi] as number) + 1;
    }
    const same = actual.size === predicted.size && [...actual].every((l) => predicted.has(l));
    if (same) exact++;
    confidence.push(h.s);
    correct.push(same);
  }
  const perLabel = labels.map((l, k) => {
    const precision = ratio(tp[k] as number, (tp[k] as number) + (fp[k] as number));
    const recall = ratio(tp[k] as number, (tp[k] as number) + (fn[k] as number));
    return {
      labelId: l.id,
      name: l.name,
      precision,
      recall,
      f1: ratio(2 * precision * recall, precision + recall),
      support: (tp[k] as number) + (fn[k] as number),
    };
  });
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
  const TP = sum(tp);
  return {
    n: heldOut.length,
    accuracy: ratio(exact, heldOut.length),
    macroF1: ratio(sum(perLabel.map((m) => m.f1)), K),
    microF1: ratio(2 * TP, 2 * TP + sum(fp) + sum(fn)),
    // A multi-label "confidence" would be per label decision; the engine reports none there either.
    calibrationError: !multiLabel && heldOut.length > 0 ? expectedCalibrationError(confidence, correct) : null,
    confusion,
    perLabel,
  };
}
