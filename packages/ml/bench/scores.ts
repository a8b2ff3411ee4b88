import { evaluate, evaluateMultiLabel } from '../src/index.js';

/** Quality of one system on one task, fractions in 0..1. */
export interface Quality {
  /** Single-label: accuracy. Multi-label: micro-F1 (the figure BASELINES.md reports first). */
  first: number;
  macroF1: number;
}

/**
 * Accuracy and macro-F1 of single-label output, by the engine's own metrics: macro-F1 over every label that is
 * true or predicted, as scikit-learn's `f1_score(average='macro')` computed the peer figures.
 */
export function singleLabelQuality(truth: readonly string[], predicted: readonly string[]): Quality {
  const e = evaluate(truth, predicted);
  return { first: e.accuracy, macroF1: e.macroF1 };
}

/**
 * Micro- and macro-F1 of multi-label output, by the engine's own metrics (as scikit-learn's `f1_score` on
 * binarised label sets): micro pools every (item, label) decision; macro averages the per-label F1 over every
 * label that is true or predicted somewhere.
 */
export function multiLabelQuality(truth: readonly (readonly string[])[], predicted: readonly (readonly string[])[]): Quality {
  const e = evaluateMultiLabel(truth, predicted);
  return { first: e.microF1, macroF1: e.macroF1 };
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
