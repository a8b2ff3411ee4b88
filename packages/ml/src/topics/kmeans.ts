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

/** Documents by term: the (document, weight) entries of term t at start[t]..start[t+1], documents increasing. */
interface TermIndex {
  start: Int32Array;
  docs: Int32Array;
  weights: Float64Array;
}

// One index per vectors array: k-means iterations, refinement and seeding all read the same corpus.
const termIndexes = new WeakMap<readonly TermVector[], TermIndex>();

function termIndex(vectors: readonly TermVector[], dim: number): TermIndex {
  const cached = termIndexes.get(vectors);
  if (cached && cached.start.length === dim + 1) return cached;
  const start = new Int32Array(dim + 1);
  for (const v of vectors) for (const t of v.ids) start[t + 1] = (start[t + 1] as number) + 1;
  for (let t = 0; t < dim; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
  const fill = start.slice(0, dim);
  const docs = new Int32Array(start[dim] as number);
  const weights = new Float64Array(start[dim] as number);
  vectors.forEach((v, doc) => {
    for (let i = 0; i < v.ids.length; i++) {
      const at = fill[v.ids[i] as number] as number;
      fill[v.ids[i] as number] = at + 1;
      docs[at] = doc;
      weights[at] = v.values[i] as number;
    }
  });
  const index = { start, docs, weights };
  termIndexes.set(vectors, index);
  return index;
}

/**
 * Centroids (normalised member sums) of clusters 0..k−1; `assign` −1 means "no cluster". Built term by term from
 * the term index, so memory is proportional to the corpus, not to terms × clusters (a dense sum table of 100,000
 * terms × 500 clusters would take 400 MB).
 */
export function centroidsOf(vectors: readonly TermVector[], assign: Int32Array, k: number, dim: number): Centroids {
  const index = termIndex(vectors, dim);
  const acc = new Float64Array(k);
  const touched = new Int32Array(k);
  const seen = new Uint8Array(k);
  const norms = new Float64Array(k);
  const start = new Int32Array(dim + 1);
  const cluster = new Int32Array(index.docs.length);
  const weight = new Float64Array(index.docs.length);
  let p = 0;
  for (let t = 0; t < dim; t++) {
    let count = 0;
    const end = index.start[t + 1] as number;
    for (let q = index.start[t] as number; q < end; q++) {
      const c = assign[index.docs[q] as number] as number;
      if (c < 0) continue;
      if (seen[c] === 0) {
        seen[c] = 1;
        acc[c] = 0;
        touched[count++] = c;
      }
      acc[c] = (acc[c] as number) + (index.weights[q] as number);
    }
    for (const c of touched.subarray(0, count).sort()) {
      seen[c] = 0;
      const v = acc[c] as number;
      if (v === 0) continue;
      cluster[p] = c;
      weight[p++] = v;
      norms[c] = (norms[c] as number) + v * v;
    }
    start[t + 1] = p;
  }
  for (let c = 0; c < k; c++) norms[c] = (norms[c] as number) > 0 ? 1 / Math.sqrt(norms[c] as number) : 0;
  for (let q = 0; q < p; q++) weight[q] = (weight[q] as number) * (norms[cluster[q] as number] as number);
  return { k, start, cluster: cluster.slice(0, p), weight: weight.slice(0, p) };
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
    ({ start: this.start, docs: this.docs, weights: this.weights } = termIndex(vectors, dim));
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
  // Documents drawn in proportion to their squared distance, for all of a step's trials in one pass over the
  // corpus (a pass per trial dominated seeding on 100,000 documents). Same draws as one pass per trial.
  const sample = (count: number, total: number): number[] => {
    const targets = Array.from({ length: count }, (_, t) => ({ t, r: rand() * total }));
    targets.sort((a, b) => a.r - b.r);
    const out = new Array<number>(count).fill(-1);
    let j = 0;
    let below = 0;
    let last = -1;
    for (let i = 0; i < n && j < count; i++) {
      const w = (dist[i] as number) ** 2;
      if (w === 0) continue;
      last = i;
      below += w;
      for (; j < count && (targets[j] as { r: number }).r < below; j++) out[(targets[j] as { t: number }).t] = i;
    }
    return out.map((doc) => (doc < 0 ? last : doc));
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
    for (const doc of sample(chosen.length === 0 ? 1 : trials, total)) {
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
