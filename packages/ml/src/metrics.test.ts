import { describe, expect, it } from 'vitest';
import { evaluate, evaluateMultiLabel, stratifiedKFold } from './metrics.js';

describe('evaluate', () => {
  it('matches hand-computed golden values', () => {
    // confusion (rows true, cols predicted) over [a, b, c]: [2 1 0] [0 1 1] [0 0 1]
    const e = evaluate(['a', 'a', 'a', 'b', 'b', 'c'], ['a', 'a', 'b', 'b', 'c', 'c']);
    expect(e.labels).toEqual(['a', 'b', 'c']);
    expect(e.confusion).toEqual([
      [2, 1, 0],
      [0, 1, 1],
      [0, 0, 1],
    ]);
    expect(e.n).toBe(6);
    expect(e.accuracy).toBeCloseTo(4 / 6, 12);
    const [a, b, c] = e.perClass;
    expect(a).toMatchObject({ label: 'a', precision: 1, support: 3 });
    expect(a?.recall).toBeCloseTo(2 / 3, 12);
    expect(a?.f1).toBeCloseTo(0.8, 12);
    expect(b).toMatchObject({ precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    expect(c).toMatchObject({ precision: 0.5, recall: 1, support: 1 });
    expect(c?.f1).toBeCloseTo(2 / 3, 12);
    expect(e.macroF1).toBeCloseTo((0.8 + 0.5 + 2 / 3) / 3, 12);
    expect(e.microF1).toBeCloseTo(4 / 6, 12);
  });

  it('counts labels that are only predicted or only true, with zero scores instead of NaN', () => {
    const e = evaluate(['a', 'b'], ['a', 'c']);
    expect(e.labels).toEqual(['a', 'b', 'c']);
    expect(e.perClass.map((c) => c.f1)).toEqual([1, 0, 0]);
    expect(e.macroF1).toBeCloseTo(1 / 3, 12);
    expect(e.microF1).toBeCloseTo(0.5, 12);
  });

  it('rejects lists of different lengths', () => {
    expect(() => evaluate(['a'], [])).toThrow(/1 true labels but 0 predictions/);
  });
});

describe('stratifiedKFold', () => {
  const labels = ['x', 'x', 'x', 'x', 'x', 'x', 'y', 'y', 'y', 'z', 'z', 'z'];

  it('partitions the items, each fold holding a share of every class', () => {
    const folds = stratifiedKFold(labels, 3, 7);
    expect(folds).toHaveLength(3);
    const tested = folds.flatMap((f) => f.test).sort((p, q) => p - q);
    expect(tested).toEqual(labels.map((_, i) => i));
    for (const f of folds) {
      expect(f.train.length + f.test.length).toBe(labels.length);
      expect(f.test.filter((i) => labels[i] === 'x')).toHaveLength(2);
      expect(f.test.filter((i) => labels[i] === 'y')).toHaveLength(1);
      expect(f.test.filter((i) => labels[i] === 'z')).toHaveLength(1);
      expect(f.train.some((i) => f.test.includes(i))).toBe(false);
    }
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(stratifiedKFold(labels, 3, 7)).toEqual(stratifiedKFold(labels, 3, 7));
    const seeds = [1, 2, 3, 4, 5].map((s) => JSON.stringify(stratifiedKFold(labels, 3, s)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('rejects a bad k', () => {
    expect(() => stratifiedKFold(labels, 1)).toThrow(/k must be/);
    expect(() => stratifiedKFold(['a'], 2)).toThrow(/exceeds/);
  });
});

describe('evaluateMultiLabel', () => {
  it('computes micro/macro F1 and subset accuracy (golden values)', () => {
    // a: tp 2, fp 0, fn 0 → F1 1. b: tp 1, fp 1, fn 1 → F1 0.5. c: tp 0, fp 0, fn 1 → F1 0.
    const e = evaluateMultiLabel([['a', 'b'], ['a'], ['b', 'c']], [['a', 'b'], ['a', 'b'], []]);
    expect(e.labels).toEqual(['a', 'b', 'c']);
    expect(e.perClass.map((c) => c.f1)).toEqual([1, 0.5, 0]);
    expect(e.macroF1).toBeCloseTo(0.5, 10);
    // Pooled: tp 3, fp 1, fn 2 → 6 / 9.
    expect(e.microF1).toBeCloseTo(6 / 9, 10);
    expect(e.accuracy).toBeCloseTo(1 / 3, 10);
  });
});
