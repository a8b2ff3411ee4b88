import { describe, expect, it } from 'vitest';
import { assignNearest, centroidsOf, compact, sphericalKMeans } from './kmeans.js';
import { vec } from './fixtures.test-data.js';

const empty = vec({});
// Two groups: terms 0–2 and terms 3–5, with a little overlap inside each group.
const docs = [
  vec({ 0: 1, 1: 1 }),
  vec({ 3: 1, 4: 1 }),
  vec({ 0: 1, 2: 1 }),
  empty,
  vec({ 4: 1, 5: 1 }),
  vec({ 1: 1, 2: 1 }),
  vec({ 3: 1, 5: 1 }),
];

describe('sphericalKMeans', () => {
  it('separates groups without shared terms and leaves empty vectors out', () => {
    const { assign, k } = sphericalKMeans(docs, 6, 2, 1);
    expect(k).toBe(2);
    expect([...assign]).toEqual([0, 1, 0, -1, 1, 0, 1]);
  });

  it('gives the same clusters for the same seed', () => {
    for (const seed of [1, 7, 123]) {
      expect(sphericalKMeans(docs, 6, 3, seed)).toEqual(sphericalKMeans(docs, 6, 3, seed));
    }
  });

  it('stops seeding when all documents coincide with a seed', () => {
    const same = [vec({ 0: 1 }), vec({ 0: 2 }), vec({ 0: 1 })];
    expect(sphericalKMeans(same, 1, 5, 1)).toEqual({ assign: Int32Array.from([0, 0, 0]), k: 1 });
    expect(sphericalKMeans([empty, empty], 1, 2, 1).k).toBe(0);
  });
});

describe('assignNearest', () => {
  it('takes the most similar live centroid above the minimum', () => {
    const centroids = centroidsOf(docs, Int32Array.from([0, 1, 0, -1, 1, 0, 1]), 2, 6);
    const all = assignNearest(docs, centroids, 0);
    expect([...all.assign]).toEqual([0, 1, 0, -1, 1, 0, 1]);
    expect(all.similarity[0]).toBeCloseTo(Math.sqrt(2 / 3), 12);
    expect([...assignNearest(docs, centroids, 0.9).assign]).toEqual([-1, -1, -1, -1, -1, -1, -1]);
    expect([...assignNearest(docs, centroids, 0, Uint8Array.from([1, 0])).assign]).toEqual([0, -1, 0, -1, -1, 0, -1]);
  });
});

describe('compact', () => {
  it('renumbers clusters in order of first member', () => {
    expect(compact(Int32Array.from([4, -1, 2, 4, 7]))).toEqual({ assign: Int32Array.from([0, -1, 1, 0, 2]), k: 3 });
  });
});
