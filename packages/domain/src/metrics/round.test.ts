import { describe, expect, it } from 'vitest';
import { histogramTotal, roundTo } from './round.js';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01], // Math.round(1.005 * 100) / 100 gives 1: 1.005 is stored as 1.00499999…
    [2.675, 2, 2.68],
    [123.456, 1, 123.5],
    [-0.05, 1, -0.1], // half away from zero on both sides
    [-7.142857, 1, -7.1],
    [1e-7, 2, 0], // exponent form of the string is shifted, not parsed as garbage
    [1.5e-7, 7, 2e-7],
    [40, 1, 40],
  ])('rounds %d to %d decimals as %d', (value, digits, expected) => {
    expect(roundTo(value, digits)).toBe(expected);
  });

  it('never answers -0 and lets non-finite values through', () => {
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true);
    expect(roundTo(Number.POSITIVE_INFINITY, 1)).toBe(Number.POSITIVE_INFINITY);
    expect(roundTo(Number.NaN, 1)).toBeNaN();
  });
});

describe('histogramTotal', () => {
  it('sums the counts, ignoring negative cells', () => {
    expect(histogramTotal([1, 2, -3, 4])).toBe(7);
    expect(histogramTotal([])).toBe(0);
  });
});
