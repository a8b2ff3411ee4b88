import { compact } from './kmeans.js';
import type { Progress } from './progress.js';
import type { TermVector } from './vocabulary.js';

/** Dot product of two sparse vectors (ids increasing). */
function dot(a: TermVector, b: TermVector): number {
  let i = 0;
  let j = 0;
  let s = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i] as number;
    const y = b.ids[j] as number;
    if (x === y) s += (a.values[i++] as number) * (b.values[j++] as number);
    else if (x < y) i++;
    else j++;
  }
  return s;
}

/** Sum of two sparse vectors (ids increasing). */
function add(a: TermVector, b: TermVector): TermVector {
  const ids: number[] = [];
  const values: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.ids.length || j < b.ids.length) {
    const x = i < a.ids.length ? (a.ids[i] as number) : Infinity;
    const y = j < b.ids.length ? (b.ids[j] as number) : Infinity;
    ids.push(Math.min(x, y));
    values.push((x <= y ? (a.values[i++] as number) : 0) + (y <= x ? (b.values[j++] as number) : 0));
  }
  return { ids: Int32Array.from(ids), values: Float64Array.from(values) };
}

/** Member sums of clusters 0..k−1 as sparse vectors. */
function clusterSums(vectors: readonly TermVector[], assign: Int32Array, k: number): TermVector[] {
  const maps = Array.from({ length: k }, () => new Map<number, number>());
  assign.forEach((c, doc) => {
    if (c < 0) return;
    const v = vectors[doc] as TermVector;
    const m = maps[c] as Map<number, number>;
    for (let i = 0; i < v.ids.length; i++) m.set(v.ids[i] as number, (m.get(v.ids[i] as number) ?? 0) + (v.values[i] as number));
  });
  return maps.map((m) => {
    const ids = Int32Array.from(m.keys()).sort();
    return { ids, values: Float64Array.from(ids, (t) => m.get(t) as number) };
  });
}

/**
 * Agglomerative merging with centroid linkage: the pair of clusters whose centred centroids have the highest
 * cosine is merged while that cosine reaches `threshold`, and beyond that while more than `maxClusters` remain
 * and the pair is related at all (cosine above 0), so that a topic limit folds sub-themes into their theme
 * instead of dropping them. Unrelated clusters are never merged; the caller drops the smallest. Centroids are compared after subtracting the mean of
 * all clustered documents: in a corpus about one subject (tweets to airlines), every centroid leans towards the
 * common words, so raw centroid cosines are high for unrelated themes and merges chain into one generic cluster,
 * while in a small corpus the same theme split in two can have a low raw cosine. Centred, unrelated clusters score
 * about 0 or below in both. Returns the new cluster of every document, renumbered.
 */
export function mergeClusters(
  vectors: readonly TermVector[],
  assign: Int32Array,
  k: number,
  threshold: number,
  maxClusters: number,
  progress?: Progress,
): { assign: Int32Array; k: number } {
  const sums = clusterSums(vectors, assign, k);
  const sizes = new Float64Array(k);
  for (const c of assign) if (c >= 0) sizes[c] = (sizes[c] as number) + 1;
  let total: TermVector = { ids: new Int32Array(0), values: new Float64Array(0) };
  for (const s of sums) total = add(total, s);
  const members = sizes.reduce((a, b) => a + b, 0);
  const mean: TermVector = { ids: total.ids, values: total.values.map((v) => v / members) };
  const mm = dot(mean, mean);
  // Per cluster, of its mean vector μ: μ·mean and ‖μ − mean‖.
  const withMean = new Float64Array(k);
  const spread = new Float64Array(k);
  const describe = (c: number): void => {
    const n = sizes[c] as number;
    const s = sums[c] as TermVector;
    const m = dot(s, mean) / n;
    withMean[c] = m;
    spread[c] = Math.sqrt(Math.max(0, dot(s, s) / (n * n) - 2 * m + mm));
  };
  for (let c = 0; c < k; c++) describe(c);
  const cosine = (a: number, b: number): number => {
    const d = dot(sums[a] as TermVector, sums[b] as TermVector) / ((sizes[a] as number) * (sizes[b] as number));
    const centred = d - (withMean[a] as number) - (withMean[b] as number) + mm;
    return centred / ((spread[a] as number) * (spread[b] as number) || 1);
  };
  const sim = new Float64Array(k * k);
  for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) sim[a * k + b] = cosine(a, b);
  const parent = Int32Array.from({ length: k }, (_, i) => i);
  const alive = new Uint8Array(k).fill(1);
  for (let count = k; ; count--) {
    // Each step merges one pair, so k − 1 steps at most; most runs stop well before.
    progress?.at('merge', (k - count) / Math.max(1, k - 1));
    let best = count > maxClusters ? Number.MIN_VALUE : threshold;
    let pa = -1;
    let pb = -1;
    for (let a = 0; a < k; a++) {
      if (!alive[a]) continue;
      for (let b = a + 1; b < k; b++) {
        const s = sim[a * k + b] as number;
        if (alive[b] && (s > best || (s === best && pa < 0))) {
          best = s;
          pa = a;
          pb = b;
        }
      }
    }
    if (pa < 0) break;
    sums[pa] = add(sums[pa] as TermVector, sums[pb] as TermVector);
    sizes[pa] = (sizes[pa] as number) + (sizes[pb] as number);
    describe(pa);
    alive[pb] = 0;
    parent[pb] = pa;
    for (let c = 0; c < k; c++) {
      if (alive[c] && c !== pa) sim[Math.min(c, pa) * k + Math.max(c, pa)] = cosine(pa, c);
    }
  }
  const root = (c: number): number => {
    let r = c;
    while (parent[r] !== r) r = parent[r] as number;
    return r;
  };
  return compact(assign.map((c) => (c < 0 ? -1 : root(c))));
}
