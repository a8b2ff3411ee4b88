import { mulberry32 } from '../random.js';
import type { Progress } from './progress.js';
import type { TermVector } from './vocabulary.js';

/**
 * Unit-length centroids of k clusters, stored by term (the non-zero (cluster, weight) entries of term t at
 * start[t]..start[t+1]): scoring a document then touches only the clusters that contain its terms, which on
 * short texts is a fraction of all (cluster, term) pairs.
 */
export interface Centroids {
  k: number;
  start: Int32Array;
  cluster: Int32Array;
  weight: Float64Array;
}

/** Centroids (normalised member sums) of clusters 0..k−1; `assign` −1 means "no cluster". */
export function centroidsOf(vectors: readonly TermVector[], assign: Int32Array, k: number, dim: number): Centroids {
  const sums = new Float64Array(dim * k);
  assign.forEach((c, doc) => {
    if (c < 0) return;
    const v = vectors[doc] as TermVector;
    for (let i = 0; i < v.ids.length; i++) {
      const at = (v.ids[i] as number) * k + c;
      sums[at] = (sums[at] as number) + (v.values[i] as number);
    }
  });
  const norms = new Float64Array(k);
  let nonZero = 0;
  for (let at = 0, t = 0; t < dim; t++) {
    for (let c = 0; c < k; c++, at++) {
      const v = sums[at] as number;
      if (v === 0) continue;
      norms[c] = (norms[c] as number) + v * v;
      nonZero++;
    }
  }
  for (let c = 0; c < k; c++) norms[c] = (norms[c] as number) > 0 ? 1 / Math.sqrt(norms[c] as number) : 0;
  const start = new Int32Array(dim + 1);
  const cluster = new Int32Array(nonZero);
  const weight = new Float64Array(nonZero);
  let p = 0;
  for (let at = 0, t = 0; t < dim; t++) {
    for (let c = 0; c < k; c++, at++) {
      const v = sums[at] as number;
      if (v === 0) continue;
      cluster[p] = c;
      weight[p++] = v * (norms[c] as number);
    }
    start[t + 1] = p;
  }
  return { k, start, cluster, weight };
}

/**
 * Cosine of every document to every centroid, keeping the best: the cluster of each document (−1 when its best
 * similarity is 0 or below `minSimilarity`) and that similarity. Clusters with `live[c] === 0` are skipped; ties
 * go to the lower cluster number.
 */
export function assignNearest(
  vectors: readonly TermVector[],
  centroids: Centroids,
  minSimilarity: number,
  live?: Uint8Array,
): { assign: Int32Array; similarity: Float64Array } {
  const { k, start, cluster, weight } = centroids;
  const assign = new Int32Array(vectors.length).fill(-1);
  const similarity = new Float64Array(vectors.length);
  const scores = new Float64Array(k);
  for (let doc = 0; doc < vectors.length; doc++) {
    const v = vectors[doc] as TermVector;
    if (v.ids.length === 0) continue;
    scores.fill(0);
    for (let i = 0; i < v.ids.length; i++) {
      const w = v.values[i] as number;
      const t = v.ids[i] as number;
      const end = start[t + 1] as number;
      for (let p = start[t] as number; p < end; p++) {
        const c = cluster[p] as number;
        scores[c] = (scores[c] as number) + w * (weight[p] as number);
      }
    }
    let best = -1;
    let bestScore = 0;
    for (let c = 0; c < k; c++) {
      if ((scores[c] as number) > bestScore && (!live || live[c] === 1)) {
        best = c;
        bestScore = scores[c] as number;
      }
    }
    if (best >= 0 && bestScore >= minSimilarity) {
      assign[doc] = best;
      similarity[doc] = bestScore;
    }
  }
  return { assign, similarity };
}

/** Term → (document, weight) lists, so the similarity of one document to all others costs only shared terms. */
class Postings {
  private readonly start: Int32Array;
  private readonly docs: Int32Array;
  private readonly weights: Float64Array;
  /** Similarities of the last {@link similarities} call, valid for the returned documents only. */
  readonly sims: Float64Array;
  private readonly mark: Uint8Array;

  constructor(
    private readonly vectors: readonly TermVector[],
    dim: number,
  ) {
    const start = new Int32Array(dim + 1);
    for (const v of vectors) for (const t of v.ids) start[t + 1] = (start[t + 1] as number) + 1;
    for (let t = 0; t < dim; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
    const fill = start.slice(0, dim);
    this.docs = new Int32Array(start[dim] as number);
    this.weights = new Float64Array(start[dim] as number);
    vectors.forEach((v, doc) => {
      for (let i = 0; i < v.ids.length; i++) {
        const at = fill[v.ids[i] as number] as number;
        fill[v.ids[i] as number] = at + 1;
        this.docs[at] = doc;
        this.weights[at] = v.values[i] as number;
      }
    });
    this.start = start;
    this.sims = new Float64Array(vectors.length);
    this.mark = new Uint8Array(vectors.length);
  }

  /** Documents sharing a term with `doc`; their cosines to it are left in {@link sims}. */
  similarities(doc: number): number[] {
    const v = this.vectors[doc] as TermVector;
    const touched: number[] = [];
    for (let i = 0; i < v.ids.length; i++) {
      const w = v.values[i] as number;
      const t = v.ids[i] as number;
      for (let p = this.start[t] as number; p < (this.start[t + 1] as number); p++) {
        const d = this.docs[p] as number;
        if (this.mark[d] === 0) {
          this.mark[d] = 1;
          this.sims[d] = 0;
          touched.push(d);
        }
        this.sims[d] = (this.sims[d] as number) + w * (this.weights[p] as number);
      }
    }
    for (const d of touched) this.mark[d] = 0;
    return touched;
  }
}

/**
 * Greedy k-means++ seeding with distance 1 − cosine: each step samples a few candidates in proportion to their
 * squared distance to the nearest seed and keeps the one that lowers the total most, which gives steadier seeds
 * than plain k-means++. Returns fewer than k seeds when every document already coincides with a seed.
 */
function seeds(vectors: readonly TermVector[], dim: number, k: number, rand: () => number, progress?: Progress): number[] {
  const n = vectors.length;
  const postings = new Postings(vectors, dim);
  const dist = Float64Array.from(vectors, (v) => (v.ids.length > 0 ? 1 : 0));
  const sample = (total: number): number => {
    let r = rand() * total;
    let last = -1;
    for (let i = 0; i < n; i++) {
      const w = (dist[i] as number) ** 2;
      if (w === 0) continue;
      last = i;
      if (r < w) return i;
      r -= w;
    }
    return last;
  };
  // How much the total squared distance would drop if `doc` became a seed.
  const gain = (doc: number): number => {
    let g = 0;
    for (const d of postings.similarities(doc)) {
      const old = dist[d] as number;
      const next = Math.max(0, 1 - (postings.sims[d] as number));
      if (next < old) g += old * old - next * next;
    }
    return g;
  };
  const chosen: number[] = [];
  let total = dist.reduce((s, d) => s + d * d, 0);
  const trials = 2 + Math.floor(Math.log(k));
  while (chosen.length < k && total > 1e-9) {
    progress?.at('seed', chosen.length / k);
    let best = -1;
    let bestGain = -1;
    for (let t = 0; t < (chosen.length === 0 ? 1 : trials); t++) {
      const doc = sample(total);
      const g = gain(doc);
      if (g > bestGain) {
        best = doc;
        bestGain = g;
      }
    }
    chosen.push(best);
    dist[best] = 0;
    for (const d of postings.similarities(best))
      dist[d] = Math.min(dist[d] as number, Math.max(0, 1 - (postings.sims[d] as number)));
    total = dist.reduce((s, d) => s + d * d, 0);
  }
  return chosen;
}

/**
 * Spherical k-means (cosine similarity, unit centroids), seeded for reproducibility. Returns the cluster of every
 * document (−1 for empty vectors and vectors orthogonal to every centroid) and the number of clusters, renumbered
 * 0..k−1 without gaps. Stops when at most 1 % of documents move: the clusters are only a starting point for
 * merging and refinement, and the last iterations of k-means on text move a few documents each.
 */
export function sphericalKMeans(
  vectors: readonly TermVector[],
  dim: number,
  k: number,
  seed: number,
  maxIterations = 20,
  progress?: Progress,
): { assign: Int32Array; k: number } {
  const start = k < 1 ? [] : seeds(vectors, dim, k, mulberry32(seed), progress);
  let assign: Int32Array = new Int32Array(vectors.length).fill(-1);
  if (start.length === 0) return { assign, k: 0 };
  start.forEach((doc, c) => (assign[doc] = c));
  for (let iter = 0; iter < maxIterations; iter++) {
    progress?.at('kmeans', iter / maxIterations);
    const next = assignNearest(vectors, centroidsOf(vectors, assign, start.length, dim), 0).assign;
    let moved = 0;
    for (let i = 0; i < next.length; i++) if (next[i] !== assign[i]) moved++;
    assign = next;
    if (moved <= vectors.length / 100) break;
  }
  return compact(assign);
}

/** Renumbers clusters 0..k−1 in order of first member, dropping empty ones. */
export function compact(assign: Int32Array): { assign: Int32Array; k: number } {
  const map = new Map<number, number>();
  const out = assign.map((c) => {
    if (c < 0) return -1;
    let id = map.get(c);
    if (id === undefined) map.set(c, (id = map.size));
    return id;
  });
  return { assign: out, k: map.size };
}
