/**
 * Turning SVM margins into calibrated confidences, fitted on out-of-fold margins (margins of documents the
 * scoring model did not train on; training margins are over-confident by construction).
 */

/** Softmax of margins / temperature, in place into `out`. */
export function softmaxInto(margins: ArrayLike<number>, temperature: number, out: Float64Array): Float64Array {
  let max = -Infinity;
  for (let k = 0; k < margins.length; k++) if ((margins[k] as number) > max) max = margins[k] as number;
  let sum = 0;
  for (let k = 0; k < margins.length; k++) {
    // Subtracting the maximum keeps exp() from overflowing.
    const z = Math.exp(((margins[k] as number) - max) / temperature);
    out[k] = z;
    sum += z;
  }
  for (let k = 0; k < margins.length; k++) out[k] = (out[k] as number) / sum;
  return out;
}

/** Mean negative log-likelihood of the true classes under softmax(margins / t). */
function softmaxNll(margins: readonly Float64Array[], truth: Int32Array, t: number): number {
  let nll = 0;
  const p = new Float64Array(margins[0]?.length ?? 0);
  margins.forEach((m, i) => {
    softmaxInto(m, t, p);
    nll -= Math.log(Math.max(p[truth[i] as number] as number, 1e-12));
  });
  return nll / Math.max(1, margins.length);
}

/**
 * Temperature scaling (Guo et al. 2017): the single T minimising the log-loss of softmax(margins / T) on
 * held-out margins. One parameter cannot change the ranking, so accuracy is untouched while confidences become
 * honest. The log-loss is unimodal in log T, so a golden-section search over [0.01, 10] suffices.
 */
export function fitTemperature(margins: readonly Float64Array[], truth: Int32Array): number {
  if (margins.length === 0) return 1;
  let lo = Math.log(0.01);
  let hi = Math.log(10);
  const g = (Math.sqrt(5) - 1) / 2;
  let a = hi - g * (hi - lo);
  let b = lo + g * (hi - lo);
  let fa = softmaxNll(margins, truth, Math.exp(a));
  let fb = softmaxNll(margins, truth, Math.exp(b));
  for (let iter = 0; iter < 40; iter++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - g * (hi - lo);
      fa = softmaxNll(margins, truth, Math.exp(a));
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + g * (hi - lo);
      fb = softmaxNll(margins, truth, Math.exp(b));
    }
  }
  return Math.exp((lo + hi) / 2);
}

/** A sigmoid p = 1 / (1 + exp(a·m + b)) mapping one label's margin to a probability. */
export interface Platt {
  a: number;
  b: number;
}

export function sigmoid(margin: number, platt: Platt): number {
  return sigmoidOf(margin, platt.a, platt.b);
}

/** {@link sigmoid} with the parameters as numbers: prediction calls it per label and document without an object. */
export function sigmoidOf(margin: number, a: number, b: number): number {
  return 1 / (1 + Math.exp(a * margin + b));
}

/**
 * Platt scaling with the regularised targets and the Newton method with backtracking of Lin, Lin & Weng (2007),
 * the numerically safe form libsvm uses. `positive[i]` says whether item i carries the label.
 */
export function fitPlatt(margins: ArrayLike<number>, positive: ArrayLike<boolean>): Platt {
  const n = margins.length;
  let prior1 = 0;
  for (let i = 0; i < n; i++) if (positive[i]) prior1++;
  const prior0 = n - prior1;
  // Targets pulled away from 0 and 1 so a separable label does not drive the slope to infinity.
  const hiTarget = (prior1 + 1) / (prior1 + 2);
  const loTarget = 1 / (prior0 + 2);
  const t = new Float64Array(n);
  for (let i = 0; i < n; i++) t[i] = positive[i] ? hiTarget : loTarget;
  let a = 0;
  let b = Math.log((prior0 + 1) / (prior1 + 1));
  const sigma = 1e-12;
  const objective = (aa: number, bb: number): number => {
    let f = 0;
    for (let i = 0; i < n; i++) {
      const fApB = (margins[i] as number) * aa + bb;
      const ti = t[i] as number;
      f += fApB >= 0 ? ti * fApB + Math.log1p(Math.exp(-fApB)) : (ti - 1) * fApB + Math.log1p(Math.exp(fApB));
    }
    return f;
  };
  let fval = objective(a, b);
  for (let iter = 0; iter < 100; iter++) {
    let h11 = sigma;
    let h22 = sigma;
    let h21 = 0;
    let g1 = 0;
    let g2 = 0;
    for (let i = 0; i < n; i++) {
      const m = margins[i] as number;
      const fApB = m * a + b;
      const p = fApB >= 0 ? Math.exp(-fApB) / (1 + Math.exp(-fApB)) : 1 / (1 + Math.exp(fApB));
      const q = 1 - p;
      const d2 = p * q;
      h11 += m * m * d2;
      h22 += d2;
      h21 += m * d2;
      const d1 = (t[i] as number) - p;
      g1 += m * d1;
      g2 += d1;
    }
    if (Math.abs(g1) < 1e-5 && Math.abs(g2) < 1e-5) break;
    const det = h11 * h22 - h21 * h21;
    const dA = -(h22 * g1 - h21 * g2) / det;
    const dB = -(-h21 * g1 + h11 * g2) / det;
    const gd = g1 * dA + g2 * dB;
    let step = 1;
    let moved = false;
    while (step >= 1e-10) {
      const na = a + step * dA;
      const nb = b + step * dB;
      const nf = objective(na, nb);
      if (nf < fval + 1e-4 * step * gd) {
        a = na;
        b = nb;
        fval = nf;
        moved = true;
        break;
      }
      step /= 2;
    }
    if (!moved) break;
  }
  return { a, b };
}

/**
 * The probability threshold maximising F1 for one label on held-out probabilities. Candidates are midpoints
 * between consecutive distinct scores; the result is clamped to [0.05, 0.95] because a label seen a handful of
 * times yields a noisy optimum, and an extreme threshold would either fire on everything or never.
 */
export function bestF1Threshold(probabilities: ArrayLike<number>, positive: ArrayLike<boolean>): number {
  const n = probabilities.length;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => (probabilities[y] as number) - (probabilities[x] as number),
  );
  let totalPos = 0;
  for (let i = 0; i < n; i++) if (positive[i]) totalPos++;
  if (totalPos === 0) return 0.5;
  let tp = 0;
  let bestF1 = -1;
  let best = 0.5;
  for (let r = 0; r < n; r++) {
    const i = order[r] as number;
    if (positive[i]) tp++;
    const p = probabilities[i] as number;
    const next = r + 1 < n ? (probabilities[order[r + 1] as number] as number) : 0;
    if (next === p) continue;
    // Predicting the top r + 1 items positive.
    const f1 = (2 * tp) / (r + 1 + totalPos);
    if (f1 > bestF1) {
      bestF1 = f1;
      best = (p + next) / 2;
    }
  }
  return Math.min(0.95, Math.max(0.05, best));
}

/**
 * Expected calibration error: items binned by confidence (equal-width bins), the mean over bins of
 * |accuracy − mean confidence| weighted by bin size. 0 is perfectly calibrated.
 */
export function expectedCalibrationError(confidence: ArrayLike<number>, correct: ArrayLike<boolean>, bins = 10): number {
  const n = confidence.length;
  if (n === 0) return 0;
  const sumConf = new Float64Array(bins);
  const sumCorrect = new Float64Array(bins);
  const count = new Float64Array(bins);
  for (let i = 0; i < n; i++) {
    const c = confidence[i] as number;
    const b = Math.min(bins - 1, Math.floor(c * bins));
    sumConf[b] = (sumConf[b] as number) + c;
    sumCorrect[b] = (sumCorrect[b] as number) + (correct[i] ? 1 : 0);
    count[b] = (count[b] as number) + 1;
  }
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    const m = count[b] as number;
    if (m > 0) ece += (m / n) * Math.abs((sumCorrect[b] as number) / m - (sumConf[b] as number) / m);
  }
  return ece;
}
