import { describe, expect, it } from 'vitest';
import { BucketCounts } from './counts.js';

describe('BucketCounts', () => {
  it('counts in insertion order, grows past its capacity and clears for reuse', () => {
    const counts = new BucketCounts(16);
    const input = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 613);
    for (const b of input) counts.add(b);
    const expected = new Map<number, number>();
    for (const b of input) expected.set(b, (expected.get(b) ?? 0) + 1);
    expect([...counts.toMap()]).toEqual([...expected]);
    counts.clear();
    expect(counts.size).toBe(0);
    counts.add(5);
    counts.add(5);
    expect([...counts.toMap()]).toEqual([[5, 2]]);
  });
});
