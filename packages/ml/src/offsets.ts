import { macroF1FromCounts } from './metrics.js';

/**
 * Per-class additive offsets on single-label margins that maximise macro-F1 of argmax(margin + offset) on
 * out-of-fold margins: coordinate ascent, one class at a time, each step an exact line search. Raising class k's
 * offset moves item i to k once it passes i's tie point (best other margin − k's margin), so one sorted sweep over
 * the tie points visits every distinct decision. One-vs-rest SVMs optimise each binary problem, not the arg-max's
 * per-class F1; the offsets trade a few items of frequent classes for the recall of rare ones (thresholding for
 * F1: Lipton, Elkan & Narayanaswamy, "Optimal Thresholding of Classifiers to Maximize F1 Measure", 2014). They
 * fold into the intercept weights, so the model file and prediction are unchanged.
 *
 * @param margins one row of K margins per item
 * @param truth true class index per item
 * @param limit offsets stay within ±limit (squared-hinge margins are about ±1): a class is never switched off,
 *   nor made to win everywhere, on the evidence of a few held-out items
 * @param passes coordinate-ascent rounds over all classes
 */
export function fitClassOffsets(
  margins: readonly Float64Array[],
  truth: Int32Array,
  kCount: number,
  limit = 0.5,
  passes = 2,
): Float64Array {
  const n = margins.length;
  const offsets = new Float64Array(kCount);
  const tp = new Float64Array(kCount);
  const fp = new Float64Array(kCount);
  const fn = new Float64Array(kCount);
  const tally = (p: number, t: number, sign: number): void => {
    if (p === t) tp[t] = (tp[t] as number) + sign;
    else {
      fp[p] = (fp[p] as number) + sign;
      fn[t] = (fn[t] as number) + sign;
    }
  };
  const other = new Int32Array(n);
  const tie = new Float64Array(n);
  const order = new Int32Array(n);
  for (let pass = 0; pass < passes; pass++) {
    let moved = false;
    for (let k = 0; k < kCount; k++) {
      tp.fill(0);
      fp.fill(0);
      fn.fill(0);
      const current = offsets[k] as number;
      let currentScoreCounts = 0;
      for (let i = 0; i < n; i++) {
        const row = margins[i] as Float64Array;
        let best = -1;
        for (let j = 0; j < kCount; j++)
          if (
            j !== k &&
            (best < 0 || (row[j] as number) + (offsets[j] as number) > (row[best] as number) + (offsets[best] as number))
          )
            best = j;
        other[i] = best;
        tie[i] = (row[best] as number) + (offsets[best] as number) - (row[k] as number);
        tally(best, truth[i] as number, 1);
        order[i] = i;
        if (current > (tie[i] as number)) currentScoreCounts++;
      }
      order.sort((a, b) => (tie[a] as number) - (tie[b] as number));
      const flip = (i: number): void => {
        tally(other[i] as number, truth[i] as number, -1);
        tally(k, truth[i] as number, 1);
      };
      let s = 0;
      while (s < n && (tie[order[s] as number] as number) < -limit) flip(order[s++] as number);
      let bestScore = -1;
      let bestAt = current;
      let currentScore = -1;
      let low = -limit;
      for (;;) {
        const high = s < n ? Math.min(tie[order[s] as number] as number, limit) : limit;
        const score = macroF1FromCounts(tp, fp, fn);
        if (s === currentScoreCounts) currentScore = score;
        if (high > low && score > bestScore) {
          bestScore = score;
          bestAt = (low + high) / 2;
        }
        if (s >= n || (tie[order[s] as number] as number) >= limit) break;
        const at = tie[order[s] as number] as number;
        while (s < n && tie[order[s] as number] === at) flip(order[s++] as number);
        low = at;
      }
      // Move only on a strict gain, so ties keep the plain arg-max.
      if (bestScore > currentScore + 1e-9) {
        offsets[k] = bestAt;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return offsets;
}
