import { describe, expect, it } from 'vitest';
import { meanDifferenceTest, normalCdf, twoProportionTest, twoSidedP } from './significance.js';

describe('normalCdf', () => {
  // Reference values: 0.5 · erfc(−z/√2) in double precision (Python math.erfc).
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [1.96, 0.9750021048517795],
    [-1.96, 0.024997895148220435],
    [2.5758, 0.9949995762622214],
    [3, 0.9986501019683699],
    [-5, 2.866515718791946e-7],
    [8, 0.9999999999999993],
    [40, 1],
  ])('Φ(%d) = %d within 1e-12', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected)).toBeLessThan(1e-12);
  });

  it('keeps relative precision far in the lower tail (continued-fraction branch)', () => {
    // Φ(−8.5) = 9.479534822203355e-18; 1 − Φ(8.5) in doubles would be 0.
    expect(normalCdf(-8.5) / 9.479534822203355e-18).toBeCloseTo(1, 6);
    expect(normalCdf(-40)).toBe(0);
  });

  it('is symmetric: Φ(z) + Φ(−z) = 1', () => {
    for (const z of [0.1, 0.7, 1.3, 2.2, 4.4, 6.9, 7.5]) expect(normalCdf(z) + normalCdf(-z)).toBeCloseTo(1, 14);
  });

  it('answers NaN for NaN', () => {
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('twoSidedP', () => {
  it('is 2 · Φ(−|z|)', () => {
    expect(twoSidedP(0)).toBe(1);
    // 2 · 0.024997895148220435
    expect(twoSidedP(1.96)).toBeCloseTo(0.04999579029644087, 12);
    expect(twoSidedP(-1.96)).toBe(twoSidedP(1.96));
  });
});

describe('twoProportionTest', () => {
  it('matches the textbook example 45/100 vs 30/100', () => {
    // p̂ = 75/200 = 0.375; se = √(0.375 · 0.625 · (1/100 + 1/100)) = √0.0046875 = 0.068465
    // z = (0.45 − 0.30) / 0.068465 = 2.1909; p = 2 · Φ(−2.1909) = 0.02846
    const change = twoProportionTest(45, 100, 30, 100);
    expect(change.delta).toBe(15);
    expect(change.pValue).toBeCloseTo(0.02845973691631057, 8);
    expect(change.significant).toBe(true);
  });

  it('is not significant for a small sample: 6/10 vs 3/10', () => {
    // p̂ = 0.45; se = √(0.45 · 0.55 · 0.2) = 0.22249; z = 0.3 / 0.22249 = 1.3484; p = 0.1775
    const change = twoProportionTest(6, 10, 3, 10);
    expect(change.delta).toBe(30);
    expect(change.pValue).toBeCloseTo(0.17752985241215355, 8);
    expect(change.significant).toBe(false);
  });

  it('rounds the delta to 2 decimals of a percentage point', () => {
    // (1/3 − 0) · 100 = 33.333…
    expect(twoProportionTest(1, 3, 0, 5).delta).toBe(33.33);
  });

  it('has neither delta nor test when a side has no answers', () => {
    expect(twoProportionTest(0, 0, 3, 10)).toEqual({ delta: null, pValue: null, significant: false });
    expect(twoProportionTest(3, 10, 0, 0)).toEqual({ delta: null, pValue: null, significant: false });
  });

  it('does not test when the pooled variance is 0', () => {
    // Both 0 % or both 100 %: p̂ (1 − p̂) = 0.
    expect(twoProportionTest(0, 10, 0, 20)).toEqual({ delta: 0, pValue: null, significant: false });
    expect(twoProportionTest(10, 10, 20, 20)).toEqual({ delta: 0, pValue: null, significant: false });
  });
});

describe('meanDifferenceTest', () => {
  it('computes Welch z for 20 (s² 25, n 25) vs 18 (s² 16, n 16)', () => {
    // se = √(25/25 + 16/16) = √2; z = 2 / √2 = 1.41421; p = 2 · Φ(−1.41421) = erfc(1) = 0.157299
    const change = meanDifferenceTest(20, 25, 25, 18, 16, 16);
    expect(change.delta).toBe(2);
    expect(change.pValue).toBeCloseTo(0.15729920705028513, 8);
    expect(change.significant).toBe(false);
  });

  it('is significant for a large difference', () => {
    // se = √(1/100 + 1/100) = 0.14142; z = 0.5 / 0.14142 = 3.5355; p = 0.000407
    const change = meanDifferenceTest(4.2, 1, 100, 3.7, 1, 100);
    expect(change.delta).toBe(0.5);
    expect(change.pValue).toBeCloseTo(0.0004069520174449, 8);
    expect(change.significant).toBe(true);
  });

  it('follows the null rules', () => {
    expect(meanDifferenceTest(1, 1, 0, 2, 1, 5)).toEqual({ delta: null, pValue: null, significant: false });
    expect(meanDifferenceTest(1, 0, 5, 2, 0, 5)).toEqual({ delta: -1, pValue: null, significant: false });
    expect(meanDifferenceTest(1, Number.NaN, 5, 2, 1, 5)).toEqual({ delta: -1, pValue: null, significant: false });
  });
});
