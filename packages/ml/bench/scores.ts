import { evaluate } from '../src/index.js';

/** Quality of one system on one task, fractions in 0..1. */
export interface Quality {
  /** Single-label: accuracy. Multi-label: micro-F1 (the figure BASELINES.md reports first). */
  first: number;
  macroF1: number;
}

/** Accuracy and macro-F1 (over every label that is true or predicted, as scikit-learn) of single-label output. */
export function singleLabelQuality(truth: readonly string[], predicted: readonly string[]): Quality {
  const e = evaluate(truth, predicted);
  return { first: e.accuracy, macroF1: e.macroF1 };
}

/**
 * Micro- and macro-F1 of multi-label output, as scikit-learn's `f1_score` on binarised label sets: micro pools
 * every (item, label) decision; macro averages the per-label F1 over every label that is true or predicted
 * somewhere (a label never true and never predicted is left out rather than counted as 0).
 */
export function multiLabelQuality(truth: readonly (readonly string[])[], predicted: readonly (readonly string[])[]): Quality {
  if (truth.length !== predicted.length) throw new Error(`${truth.length} true label sets but ${predicted.length} predictions`);
  const tp = new Map<string, number>();
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  const bump = (m: Map<string, number>, l: string): void => {
    m.set(l, (m.get(l) ?? 0) + 1);
  };
  truth.forEach((t, i) => {
    const p = new Set(predicted[i]);
    const ts = new Set(t);
    for (const l of p) bump(ts.has(l) ? tp : fp, l);
    for (const l of ts) if (!p.has(l)) bump(fn, l);
  });
  const labels = new Set([...tp.keys(), ...fp.keys(), ...fn.keys()]);
  let sumTp = 0;
  let sumFp = 0;
  let sumFn = 0;
  let macro = 0;
  for (const l of labels) {
    const a = tp.get(l) ?? 0;
    const b = fp.get(l) ?? 0;
    const c = fn.get(l) ?? 0;
    sumTp += a;
    sumFp += b;
    sumFn += c;
    macro += a === 0 ? 0 : (2 * a) / (2 * a + b + c);
  }
  const microDenominator = 2 * sumTp + sumFp + sumFn;
  return {
    first: microDenominator === 0 ? 0 : (2 * sumTp) / microDenominator,
    macroF1: labels.size === 0 ? 0 : macro / labels.size,
  };
}

/** Quality of predictions for a task of either kind (single-label predictions use the first label, '' if none). */
export function quality(
  multiLabel: boolean,
  truth: readonly (readonly string[])[],
  predicted: readonly (readonly string[])[],
): Quality {
  if (multiLabel) return multiLabelQuality(truth, predicted);
  return singleLabelQuality(
    truth.map((t) => t[0] ?? ''),
    predicted.map((p) => p[0] ?? ''),
  );
}
