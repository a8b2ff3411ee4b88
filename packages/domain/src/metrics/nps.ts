import type { Change, NpsSummary } from '../contract/dashboard-results.js';
import { meanDifferenceTest } from './significance.js';
import { histogramTotal, roundTo } from './round.js';

/** NPS bands: detractors answer 0–6, passives 7–8, promoters 9–10 (see docs/dashboards.md). */
export const npsBands = { detractors: [0, 6], passives: [7, 8], promoters: [9, 10] } as const;

function summary(promoters: number, passives: number, detractors: number): NpsSummary {
  const n = promoters + passives + detractors;
  // NPS = (promoters − detractors) / n · 100, one decimal; no answers, no score.
  const score = n > 0 ? roundTo(((promoters - detractors) / n) * 100, 1) : null;
  return { n, promoters, passives, detractors, score };
}

/** Exact (unrounded) mean of the per-answer values +100 / 0 / −100, i.e. the NPS before rounding. */
function exactMean(s: NpsSummary): number {
  return ((s.promoters - s.detractors) / s.n) * 100;
}

/**
 * NPS of a histogram of answers: hist[i] = number of answers i, i = 0…10 (cells past 10 are ignored).
 *   score = round₁((promoters − detractors) / n · 100), null when n = 0.
 */
export function npsFromHistogram(hist: readonly number[]): NpsSummary {
  const sum = (from: number, to: number) => histogramTotal(hist.slice(from, to + 1));
  return summary(
    sum(npsBands.promoters[0], npsBands.promoters[1]),
    sum(npsBands.passives[0], npsBands.passives[1]),
    sum(npsBands.detractors[0], npsBands.detractors[1]),
  );
}

/**
 * The documents of `total` that are not in `part` (e.g. everything outside one category), band by band.
 * Counts are clamped at 0 so inconsistent inputs (a part counted over a later snapshot) cannot make negative n.
 */
export function subtractNps(total: NpsSummary, part: NpsSummary): NpsSummary {
  const minus = (a: number, b: number) => Math.max(0, a - b);
  return summary(
    minus(total.promoters, part.promoters),
    minus(total.passives, part.passives),
    minus(total.detractors, part.detractors),
  );
}

/**
 * Sample variance of the per-answer value x (+100 promoter, 0 passive, −100 detractor) — the NPS is the mean of x:
 *   s² = (Σx² − n·x̄²) / (n − 1) = (10000 · (promoters + detractors) − n · x̄²) / (n − 1)
 * null when n < 2 (a single answer has no spread).
 */
export function npsVariance(s: NpsSummary): number | null {
  if (s.n < 2) return null;
  const mean = exactMean(s);
  return Math.max(0, (10000 * (s.promoters + s.detractors) - s.n * mean * mean) / (s.n - 1));
}

/**
 * Change of NPS from b to a: delta = a.score − b.score (the shown scores, so the delta matches them), tested with
 * Welch's z on the exact means and `npsVariance`:  z = (x̄a − x̄b) / √(s²a/na + s²b/nb).
 * delta null when a side has no answers; pValue null when a variance is unknown (n < 2) or both are 0.
 */
export function npsDifference(a: NpsSummary, b: NpsSummary): Change {
  if (a.score === null || b.score === null || a.n === 0 || b.n === 0) return { delta: null, pValue: null, significant: false };
  const delta = roundTo(a.score - b.score, 1);
  const va = npsVariance(a);
  const vb = npsVariance(b);
  if (va === null || vb === null) return { delta, pValue: null, significant: false };
  return { ...meanDifferenceTest(exactMean(a), va, a.n, exactMean(b), vb, b.n), delta };
}
