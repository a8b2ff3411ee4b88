import { assignNearest, centroidsOf, compact } from './kmeans.js';
import type { Progress } from './progress.js';
import type { TermVector } from './vocabulary.js';

/** Reassignment rounds after merging (k-means steps with outliers and size limits); it converges in a few. */
export const REFINE_ROUNDS = 10;

export interface Limits {
  threshold: number;
  minSize: number;
  maxTopics: number;
}

export interface Clustering {
  /** Cluster of every document, −1 for outliers, numbered 0..k−1. */
  assign: Int32Array;
  /** Cosine of each member to its cluster's centroid (0 for outliers). */
  similarity: Float64Array;
  k: number;
}

export function sizesOf(assign: Int32Array, k: number): Int32Array {
  const sizes = new Int32Array(k);
  for (const c of assign) if (c >= 0) sizes[c] = (sizes[c] as number) + 1;
  return sizes;
}

/**
 * Lloyd steps restricted to the clusters that may stay (the `maxTopics` largest of at least `minSize`), with
 * documents below the threshold set aside as outliers. Dropped clusters' documents find the nearest remaining
 * topic or become outliers.
 */
export function refine(
  vectors: readonly TermVector[],
  start: Int32Array,
  k: number,
  dim: number,
  limits: Limits,
  progress?: Progress,
): Clustering {
  let assign: Int32Array = start;
  let similarity: Float64Array = new Float64Array(vectors.length);
  for (let round = 0; round < REFINE_ROUNDS; round++) {
    progress?.at('refine', round / REFINE_ROUNDS);
    const sizes = sizesOf(assign, k);
    const keep = [...sizes.keys()].filter((c) => (sizes[c] as number) >= limits.minSize);
    keep.sort((a, b) => (sizes[b] as number) - (sizes[a] as number) || a - b);
    const live = new Uint8Array(k);
    for (const c of keep.slice(0, limits.maxTopics)) live[c] = 1;
    const members = assign.map((c) => (c >= 0 && live[c] === 1 ? c : -1));
    const next = assignNearest(vectors, centroidsOf(vectors, members, k, dim), limits.threshold, live);
    const moved = next.assign.some((c, i) => c !== assign[i]);
    assign = next.assign;
    similarity = next.similarity;
    if (!moved) break;
  }
  // Only reachable when the rounds ran out: a cluster that shrank below the minimum in the last round.
  const sizes = sizesOf(assign, k);
  const out = compact(assign.map((c) => (c >= 0 && (sizes[c] as number) >= limits.minSize ? c : -1)));
  return { assign: out.assign, similarity: similarity.map((s, i) => ((out.assign[i] as number) >= 0 ? s : 0)), k: out.k };
}
