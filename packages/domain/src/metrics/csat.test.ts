import { describe, expect, it } from 'vitest';
import { csatDifference, csatFromHistogram, subtractHistogram } from './csat.js';

describe('csatFromHistogram', () => {
  it('scores the share of 4s and 5s on the default 1–5 scale', () => {
    // answers 1, 2, 3, 3, 4, 4, 4, 5, 5, 5: satisfied 6 / 10 = 60 %
    // mean (1 + 2 + 3·2 + 4·3 + 5·3) / 10 = 36 / 10 = 3.6
    expect(csatFromHistogram([1, 1, 2, 3, 3])).toEqual({
      n: 10,
      satisfied: 6,
      score: 60,
      mean: 3.6,
      distribution: [1, 1, 2, 3, 3],
    });
  });

  it('ignores answers above the scale and pads the distribution', () => {
    // the 6s are outside a 1–5 scale; answers 4, 5, 5: satisfied 3 / 3, mean 14 / 3 = 4.666… → 4.67
    expect(csatFromHistogram([0, 0, 0, 1, 2, 7])).toEqual({ n: 3, satisfied: 3, score: 100, mean: 4.67, distribution: [0, 0, 0, 1, 2] });
    expect(csatFromHistogram([1], 5).distribution).toEqual([1, 0, 0, 0, 0]);
  });

  it('reads a 1–10 scale satisfied from 9', () => {
    // answers 8, 9, 10: satisfied 2 / 3 = 66.666… → 66.7; mean 27 / 3 = 9
    const hist = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1];
    expect(csatFromHistogram(hist, 10, 9)).toMatchObject({ n: 3, satisfied: 2, score: 66.7, mean: 9 });
  });

  it('has no score or mean without answers', () => {
    expect(csatFromHistogram([])).toEqual({ n: 0, satisfied: 0, score: null, mean: null, distribution: [0, 0, 0, 0, 0] });
  });
});

describe('subtractHistogram', () => {
  it('subtracts cell by cell over the longer histogram, clamped at 0', () => {
    expect(subtractHistogram([5, 4, 3], [1, 1])).toEqual([4, 3, 3]);
    expect(subtractHistogram([1], [0, 2])).toEqual([1, 0]);
    expect(subtractHistogram([1, 1], [2, 0])).toEqual([0, 1]);
  });
});

describe('csatDifference', () => {
  it('tests the satisfied shares with two proportions', () => {
    // 6/10 vs 3/10: delta 30 pp; p̂ = 0.45, z = 0.3 / √(0.45 · 0.55 · 0.2) = 1.3484, p = 0.1775
    const a = csatFromHistogram([1, 1, 2, 3, 3]);
    const b = csatFromHistogram([3, 2, 2, 2, 1]);
    const change = csatDifference(a, b);
    expect(change.delta).toBe(30);
    expect(change.pValue).toBeCloseTo(0.17752985241215355, 8);
    expect(change.significant).toBe(false);
  });

  it('has no delta against an empty period', () => {
    expect(csatDifference(csatFromHistogram([1, 1, 2, 3, 3]), csatFromHistogram([]))).toEqual({
      delta: null,
      pValue: null,
      significant: false,
    });
  });
});
