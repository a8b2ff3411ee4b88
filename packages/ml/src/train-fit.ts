import { bestF1Threshold, fitPlatt, fitTemperature, sigmoid } from './calibration.js';
import type { Vectorizer } from './features.js';
import { countDecisions, macroF1FromCounts } from './metrics.js';
import type { Calibration, Keyword } from './model.js';
import { fitClassOffsets } from './offsets.js';
import { isDisplayTerm } from './text.js';

/**
 * What training fits on held-out margins (calibration, multi-label thresholds, class offsets, the score that chooses
 * C) and the keyword cloud of a trained weight matrix; the procedure that calls them is `train.ts`.
 */

/** Without cross-validation: a temperature that makes margin gaps of ~1 decisive, and sigmoid(4m) per label. */
const DEFAULT_TEMPERATURE = 0.2;
const DEFAULT_PLATT_A = -4;
const KEYWORDS_PER_LABEL = 25;
/**
 * Class offsets are fitted only when the held-out margins hold at least this many items per class. Measured on
 * held-out quarters of the benchmark's training sets: +0.2 to +2.8 macro-F1 points with 180–1,000 items per class
 * (airline, Turkish sentiment and reviews), −1.2 to −3 points with 3–37 (BANKING77, SGD intents), where K offsets
 * fitted on a few items each overfit.
 */
const MIN_OFFSET_ITEMS_PER_CLASS = 100;

/** The labels of the inputs, as training numbers them. */
export interface LabelledProblem {
  /** Per input, the label indices it carries. */
  labelSets: readonly (readonly number[])[];
  kCount: number;
}

function rowsOf(oof: Float64Array, n: number, kCount: number): Float64Array[] {
  return Array.from({ length: n }, (_, i) => oof.subarray(i * kCount, (i + 1) * kCount));
}

/** Macro-F1 of label-index sets, as every reported figure defines it (see `macroF1FromCounts`). */
function macroF1(truth: readonly (readonly number[])[], predicted: readonly (readonly number[])[], kCount: number): number {
  const { tp, fp, fn } = countDecisions(truth, predicted, kCount);
  return macroF1FromCounts(tp, fp, fn);
}

/** Calibration fitted on out-of-fold margins, and the macro-F1 it achieves there (for choosing C). */
export function calibrate(
  p: LabelledProblem,
  oof: Float64Array,
  tested: readonly number[],
  multiLabel: boolean,
  atLeastOne: boolean,
  withOffsets = false,
): { calibration: Calibration; score: number; offsets: Float64Array | null } {
  const K = p.kCount;
  const all = rowsOf(oof, p.labelSets.length, K);
  let rows = tested.map((i) => all[i] as Float64Array);
  const labelSets = tested.map((i) => p.labelSets[i] as readonly number[]);
  const n = rows.length;
  const argmax = (r: ArrayLike<number>): number => {
    let best = 0;
    for (let k = 1; k < K; k++) if ((r[k] as number) > (r[best] as number)) best = k;
    return best;
  };
  if (!multiLabel) {
    const truth = Int32Array.from(labelSets.map((s) => s[0] as number));
    const offsets = withOffsets && n >= MIN_OFFSET_ITEMS_PER_CLASS * K ? fitClassOffsets(rows, truth, K) : null;
    if (offsets !== null) rows = rows.map((r) => r.map((m, k) => m + (offsets[k] as number)));
    const temperature = fitTemperature(rows, truth);
    const score = macroF1(
      labelSets,
      rows.map((r) => [argmax(r)]),
      K,
    );
    return {
      calibration: { fitted: true, temperature, platt: new Float32Array(0), thresholds: new Float32Array(0), atLeastOne: true },
      score,
      offsets,
    };
  }
  const platt = new Float32Array(2 * K);
  const thresholds = new Float32Array(K);
  const probs = new Float64Array(n * K);
  for (let k = 0; k < K; k++) {
    const m = rows.map((r) => r[k] as number);
    const positive = labelSets.map((s) => s.includes(k));
    const fit = fitPlatt(m, positive);
    platt[2 * k] = fit.a;
    platt[2 * k + 1] = fit.b;
    const pk = m.map((v) => sigmoid(v, fit));
    pk.forEach((v, i) => (probs[i * K + k] = v));
    thresholds[k] = bestF1Threshold(pk, positive);
  }
  const predicted = rowsOf(probs, n, K).map((r) => {
    const passed: number[] = [];
    for (let k = 0; k < K; k++) if ((r[k] as number) >= (thresholds[k] as number)) passed.push(k);
    if (passed.length === 0 && atLeastOne) passed.push(argmax(r));
    return passed;
  });
  return {
    calibration: { fitted: true, temperature: 1, platt, thresholds, atLeastOne },
    score: macroF1(labelSets, predicted, K),
    offsets: null,
  };
}

export function defaultCalibration(kCount: number, multiLabel: boolean, atLeastOne: boolean): Calibration {
  const platt = new Float32Array(multiLabel ? 2 * kCount : 0);
  for (let k = 0; k < platt.length; k += 2) platt[k] = DEFAULT_PLATT_A;
  return {
    fitted: false,
    temperature: DEFAULT_TEMPERATURE,
    platt,
    thresholds: new Float32Array(multiLabel ? kCount : 0).fill(0.5),
    atLeastOne,
  };
}

export function keywordsOf(weights: Float32Array, kCount: number, vectorizer: Vectorizer, names: Map<number, string>): Keyword[][] {
  return Array.from({ length: kCount }, (_, k) => {
    const top: Keyword[] = [];
    for (let c = 0; c < vectorizer.size; c++) {
      const w = weights[c * kCount + k] as number;
      if (w <= 0 || (top.length === KEYWORDS_PER_LABEL && w <= (top[top.length - 1] as Keyword).weight)) continue;
      const feature = names.get(vectorizer.buckets[c] as number);
      // Placeholder features still train; the keywords are for people, who never wrote "xxmention".
      if (feature === undefined || !isDisplayTerm(feature)) continue;
      top.push({ feature, weight: w });
      top.sort((a, b) => b.weight - a.weight);
      if (top.length > KEYWORDS_PER_LABEL) top.pop();
    }
    return top;
  });
}
