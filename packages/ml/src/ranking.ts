/**
 * Label order by score for prediction. Sorting `{ label, score }` objects with a comparator that compares label
 * strings on ties was a tenth of classify() time with 77 labels; this sorts label indices in a typed array instead,
 * with ties broken by a precomputed rank of each label, and gives exactly the same order.
 */

/** Each label's position in plain string order (the `<` comparison), for breaking score ties. */
export function labelRanks(labels: readonly string[]): Int32Array {
  const byName = labels.map((label, k) => ({ label, k }));
  byName.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : a.k - b.k));
  const ranks = new Int32Array(labels.length);
  byName.forEach((e, r) => (ranks[e.k] = r));
  return ranks;
}

/** Whether label a goes before label b: higher score first, then lower rank. */
function before(scores: ArrayLike<number>, ranks: Int32Array, a: number, b: number): boolean {
  const sa = scores[a] as number;
  const sb = scores[b] as number;
  return sa > sb || (sa === sb && (ranks[a] as number) < (ranks[b] as number));
}

/**
 * Label indices ordered best first into `out` (length ≥ scores.length; a scratch buffer the caller reuses):
 * insertion sort for a few labels, a bottom-up merge sort (stable, n log n) with `tmp` as the second buffer beyond.
 */
export function orderByScore(scores: ArrayLike<number>, ranks: Int32Array, out: Int32Array, tmp: Int32Array): Int32Array {
  const n = scores.length;
  for (let i = 0; i < n; i++) out[i] = i;
  if (n <= 16) {
    for (let i = 1; i < n; i++) {
      const x = out[i] as number;
      let j = i - 1;
      while (j >= 0 && before(scores, ranks, x, out[j] as number)) {
        out[j + 1] = out[j] as number;
        j--;
      }
      out[j + 1] = x;
    }
    return out;
  }
  let src = out;
  let dst = tmp;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi)
        dst[k++] = before(scores, ranks, src[j] as number, src[i] as number) ? (src[j++] as number) : (src[i++] as number);
      while (i < mid) dst[k++] = src[i++] as number;
      while (j < hi) dst[k++] = src[j++] as number;
    }
    [src, dst] = [dst, src];
  }
  if (src !== out) out.set(src.subarray(0, n));
  return out;
}

/**
 * The labels (as indices) that sorting all scores and keeping those at or above their threshold would give, in
 * the same order, without sorting all labels: single-label models take the best one (ties to the lower rank);
 * multi-label models sort only the labels that pass. `thresholds` null: single-label. With none passing and
 * `atLeastOne`, the best label alone.
 */
export function decisionOf(
  scores: Float64Array,
  ranks: Int32Array,
  thresholds: Float32Array | null,
  atLeastOne: boolean,
): number[] {
  const n = scores.length;
  if (n === 0) return [];
  let best = 0;
  for (let k = 1; k < n; k++) if (before(scores, ranks, k, best)) best = k;
  if (thresholds === null) return [best];
  const passed: number[] = [];
  for (let k = 0; k < n; k++) {
    if (!((scores[k] as number) >= (thresholds[k] as number))) continue;
    let j = passed.length;
    passed.push(k);
    while (j > 0 && before(scores, ranks, k, passed[j - 1] as number)) {
      passed[j] = passed[j - 1] as number;
      j--;
    }
    passed[j] = k;
  }
  return passed.length === 0 && atLeastOne ? [best] : passed;
}

/** How far below the best margin (in units of the temperature) another label must be for {@link clearWinner}. */
const CLEAR_GAP = 1e-6;

/**
 * A single-label decision without the softmax: the label with the highest margin when every other margin is at
 * least CLEAR_GAP·temperature below it. Then its softmax score exceeds every other by a relative 1e-6, far beyond
 * rounding, so sorting the scores puts it first. −1 otherwise (near-ties, non-finite margins): the caller then
 * decides from the scores themselves.
 */
export function clearWinner(margins: Float64Array, temperature: number): number {
  const n = margins.length;
  let best = 0;
  for (let k = 1; k < n; k++) if ((margins[k] as number) > (margins[best] as number)) best = k;
  const max = margins[best] as number;
  if (!Number.isFinite(max)) return -1;
  for (let k = 0; k < n; k++) {
    if (k === best) continue;
    const gap = ((margins[k] as number) - max) / temperature;
    if (!(gap <= -CLEAR_GAP)) return -1;
  }
  return n === 0 ? -1 : best;
}
