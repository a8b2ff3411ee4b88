import type { Change, CsatSummary } from '../contract/dashboard-results.js';
import { twoProportionTest } from './significance.js';
import { roundTo } from './round.js';

/**
 * CSAT of a histogram: hist[i] = answers of score i + 1 (scores 1…scaleMax; cells past scaleMax are ignored, they
 * are answers outside the configured scale).
 *   satisfied = answers ≥ satisfiedFrom,  score = round₁(satisfied / n · 100),  mean = round₂(Σ score·count / n)
 *   distribution = counts of 1…scaleMax. score and mean are null when n = 0.
 */
export function csatFromHistogram(hist: readonly number[], scaleMax = 5, satisfiedFrom = 4): CsatSummary {
  const distribution = Array.from({ length: Math.max(0, scaleMax) }, (_, i) => Math.max(0, hist[i] ?? 0));
  let n = 0;
  let satisfied = 0;
  let sum = 0;
  distribution.forEach((count, i) => {
    n += count;
    sum += (i + 1) * count;
    if (i + 1 >= satisfiedFrom) satisfied += count;
  });
  return {
    n,
    satisfied,
    score: n > 0 ? roundTo((satisfied / n) * 100, 1) : null,
    mean: n > 0 ? roundTo(sum / n, 2) : null,
    distribution,
  };
}

/** Cell-wise a − b over the longer of the two (missing cells are 0), clamped at 0 like `subtractNps`. */
export function subtractHistogram(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => Math.max(0, (a[i] ?? 0) - (b[i] ?? 0)));
}

/** Change of the satisfied share from b to a in percentage points, with the pooled two-proportion test. */
export function csatDifference(a: CsatSummary, b: CsatSummary): Change {
  return twoProportionTest(a.satisfied, a.n, b.satisfied, b.n);
}
