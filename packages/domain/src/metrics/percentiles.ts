import { histogramTotal, roundTo } from './round.js';

/** The score table's percentile bands: 25, 50 and 75 (see docs/dashboards.md). */
export const percentileBands = [25, 50, 75] as const;

/** Nearest rank of percentile p among n values: ⌈p/100 · n⌉, at least 1 (p = 0 is the minimum). */
function nearestRank(p: number, n: number): number {
  const clamped = Math.min(100, Math.max(0, p));
  return Math.max(1, Math.ceil((clamped * n) / 100));
}

/**
 * Nearest-rank percentile of a discrete distribution: hist[i] = how many values equal i + offset. The answer is
 * the smallest value v = i + offset whose cumulative count reaches ⌈p/100 · n⌉ — always a value that occurs, never
 * an interpolation between answers. null when n = 0.
 */
export function percentileFromHistogram(hist: readonly number[], p: number, offset = 0): number | null {
  const n = histogramTotal(hist);
  if (n === 0) return null;
  const rank = nearestRank(p, n);
  let cumulative = 0;
  for (let i = 0; i < hist.length; i++) {
    cumulative += Math.max(0, hist[i] ?? 0);
    if (cumulative >= rank) return i + offset;
  }
  return null;
}

/** Mean of a discrete distribution: Σ (i + offset) · hist[i] / n (unrounded), null when n = 0. */
export function meanFromHistogram(hist: readonly number[], offset = 0): number | null {
  const n = histogramTotal(hist);
  if (n === 0) return null;
  let sum = 0;
  hist.forEach((count, i) => {
    if (count > 0) sum += (i + offset) * count;
  });
  return sum / n;
}

/**
 * Nearest-rank percentiles of raw values (same rule as `percentileFromHistogram`: the value at sorted position
 * ⌈p/100 · n⌉). NaN and infinities are left out; null for every p when nothing is left.
 */
export function percentiles(values: readonly number[], ps: readonly number[] = percentileBands): (number | null)[] {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return ps.map((p) => (sorted.length === 0 ? null : (sorted[nearestRank(p, sorted.length) - 1] ?? null)));
}

export interface ScoreBands {
  p25: number | null;
  p50: number | null;
  p75: number | null;
  /** Rounded to 2 decimals. */
  mean: number | null;
  n: number;
}

/** The 25/50/75 bands, mean and count of a histogram of answers (hist[i] = answers of value i + offset). */
export function scoreBands(hist: readonly number[], offset = 0): ScoreBands {
  const mean = meanFromHistogram(hist, offset);
  return {
    p25: percentileFromHistogram(hist, 25, offset),
    p50: percentileFromHistogram(hist, 50, offset),
    p75: percentileFromHistogram(hist, 75, offset),
    mean: mean === null ? null : roundTo(mean, 2),
    n: histogramTotal(hist),
  };
}
