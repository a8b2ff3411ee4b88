import { describe, expect, it } from 'vitest';
import { meanFromHistogram, percentileFromHistogram, percentiles, scoreBands } from './percentiles.js';

/** Answers 1, 2, 3, 3, 4, 4, 4, 5, 5, 5 as a 1–5 histogram (hist[i] = answers of i + 1, offset 1). */
const csat = [1, 1, 2, 3, 3];

describe('percentileFromHistogram', () => {
  it('takes the nearest rank ⌈p/100 · n⌉ of the cumulative counts', () => {
    // n = 10; cumulative 1, 2, 4, 7, 10
    // p25: rank ⌈2.5⌉ = 3 → first cumulative ≥ 3 is at value 3
    expect(percentileFromHistogram(csat, 25, 1)).toBe(3);
    // p50: rank 5 → value 4; p75: rank ⌈7.5⌉ = 8 → value 5
    expect(percentileFromHistogram(csat, 50, 1)).toBe(4);
    expect(percentileFromHistogram(csat, 75, 1)).toBe(5);
    // p0 is the minimum (rank at least 1), p100 the maximum
    expect(percentileFromHistogram(csat, 0, 1)).toBe(1);
    expect(percentileFromHistogram(csat, 100, 1)).toBe(5);
  });

  it('reads indices as values with the default offset 0 (NPS answers 0–10)', () => {
    // NPS answers: three 0s, one 8, one 10; p50: rank ⌈2.5⌉ = 3 → 0; p75: rank ⌈3.75⌉ = 4 → 8
    const nps = [3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1];
    expect(percentileFromHistogram(nps, 50)).toBe(0);
    expect(percentileFromHistogram(nps, 75)).toBe(8);
  });

  it('is null without answers and the value itself for a single answer', () => {
    expect(percentileFromHistogram([], 50)).toBeNull();
    expect(percentileFromHistogram([0, 0, 0], 50)).toBeNull();
    expect(percentileFromHistogram([0, 0, 1], 25, 1)).toBe(3);
  });
});

describe('meanFromHistogram', () => {
  it('weights each value by its count', () => {
    // (1 + 2 + 3·2 + 4·3 + 5·3) / 10 = 3.6
    expect(meanFromHistogram(csat, 1)).toBeCloseTo(3.6, 12);
    // (0·3 + 8 + 10) / 5 = 3.6 as well
    expect(meanFromHistogram([3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1])).toBeCloseTo(3.6, 12);
    expect(meanFromHistogram([])).toBeNull();
  });
});

describe('percentiles of raw values', () => {
  it('matches the nearest-rank textbook example 15, 20, 35, 40, 50', () => {
    // n = 5: p5 → rank ⌈0.25⌉ = 1 → 15; p30 → ⌈1.5⌉ = 2 → 20; p40 → 2 → 20; p50 → ⌈2.5⌉ = 3 → 35; p100 → 50
    expect(percentiles([50, 15, 40, 20, 35], [5, 30, 40, 50, 100])).toEqual([15, 20, 20, 35, 50]);
  });

  it('defaults to the 25/50/75 bands and skips non-finite values', () => {
    // sorted 1, 2, 3, 4: p25 rank 1 → 1, p50 rank 2 → 2, p75 rank 3 → 3
    expect(percentiles([4, Number.NaN, 3, 2, 1, Number.POSITIVE_INFINITY])).toEqual([1, 2, 3]);
  });

  it('is null when empty and the value itself when single', () => {
    expect(percentiles([])).toEqual([null, null, null]);
    expect(percentiles([7])).toEqual([7, 7, 7]);
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    percentiles(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('scoreBands', () => {
  it('bundles p25, p50, p75, the rounded mean and n', () => {
    expect(scoreBands(csat, 1)).toEqual({ p25: 3, p50: 4, p75: 5, mean: 3.6, n: 10 });
    // answers 1, 2, 2: mean 5 / 3 = 1.666… → 1.67; p25 rank 1 → 1; p50 rank 2 → 2; p75 rank 3 → 2
    expect(scoreBands([1, 2], 1)).toEqual({ p25: 1, p50: 2, p75: 2, mean: 1.67, n: 3 });
    expect(scoreBands([])).toEqual({ p25: null, p50: null, p75: null, mean: null, n: 0 });
  });
});
