import { describe, expect, it } from 'vitest';
import { vec } from './fixtures.test-data.js';
import { mergeClusters } from './merge.js';

// Every document has the common term 0 ("flight"). Term 1 is one theme, which k-means split in two by its side
// terms 2 and 3 (clusters 0 and 1); terms 4, 5, 6 and 7 are four more themes (clusters 2–5).
const docs = [
  vec({ 0: 2, 1: 1, 2: 1 }),
  vec({ 0: 2, 1: 1, 2: 1 }),
  vec({ 0: 2, 1: 1, 3: 1 }),
  vec({ 0: 2, 1: 1, 3: 1 }),
  ...[4, 5, 6, 7].flatMap((t) => [vec({ 0: 2, [t]: 1 }), vec({ 0: 2, [t]: 2 })]),
];
const assign = Int32Array.from([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);

describe('mergeClusters', () => {
  it('merges the halves of one theme but not themes that only share a word common to all documents', () => {
    const merged = mergeClusters(docs, assign, 6, 0.15, Infinity);
    expect(merged).toEqual({ assign: Int32Array.from([0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4]), k: 5 });
  });

  it('merges related clusters beyond the threshold to meet the limit, but never unrelated ones', () => {
    expect(mergeClusters(docs, assign, 6, 0.99, 5).k).toBe(5);
    expect(mergeClusters(docs, assign, 6, 0.99, 1).k).toBe(5);
  });

  it('keeps clusters apart below the threshold when within the limit', () => {
    expect(mergeClusters(docs, assign, 6, 0.99, 6)).toEqual({ assign, k: 6 });
  });
});
