import { describe, expect, it } from 'vitest';
import { csatImpact, npsImpact } from './impact.js';
import { npsFromHistogram } from './nps.js';

/** 20 answers: 10 promoters, 4 passives, 6 detractors; NPS (10 − 6) / 20 · 100 = 20. */
const total = npsFromHistogram([0, 0, 0, 0, 0, 2, 4, 2, 2, 4, 6]);

describe('npsImpact', () => {
  it('is positive for a category whose removal lowers the NPS', () => {
    // with: 5 promoters, 1 passive → (5 − 0) / 6 · 100 = 83.3
    // without: 5 promoters, 3 passives, 6 detractors → (5 − 6) / 14 · 100 = −7.142… → −7.1
    // impact = 20 − (−7.1) = 27.1
    const withCategory = npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 3]);
    const result = npsImpact(total, withCategory);
    expect(result).toMatchObject({ scoreWith: 83.3, scoreWithout: -7.1, impact: 27.1 });
    // Welch: s²with = (50000 − 6 · 83.33²) / 5 = 1666.67, s²without = (110000 − 14 · 7.143²) / 13 = 8406.59
    // z = 90.476 / √(1666.67/6 + 8406.59/14) = 90.476 / 29.635 = 3.0530, p = 0.002266
    expect(result.change.delta).toBe(90.4);
    expect(result.change.pValue).toBeCloseTo(0.0022657265053888107, 8);
    expect(result.change.significant).toBe(true);
  });

  it('is negative for a category of unhappy customers', () => {
    // with: 1 promoter, 1 passive, 4 detractors → (1 − 4) / 6 · 100 = −50
    // without: 9 promoters, 3 passives, 2 detractors → (9 − 2) / 14 · 100 = 50; impact = 20 − 50 = −30
    const withCategory = npsFromHistogram([0, 0, 0, 0, 0, 2, 2, 1, 0, 1]);
    const result = npsImpact(total, withCategory);
    expect(result).toMatchObject({ scoreWith: -50, scoreWithout: 50, impact: -30 });
    // s²with = (50000 − 6 · 2500) / 5 = 7000, s²without = (110000 − 14 · 2500) / 13 = 5769.23
    // z = −100 / √(7000/6 + 5769.23/14) = −100 / 39.733 = −2.5168, p = 0.01184
    expect(result.change.delta).toBe(-100);
    expect(result.change.pValue).toBeCloseTo(0.011843775191437755, 8);
  });

  it('has no impact when the category holds every answer', () => {
    const result = npsImpact(total, total);
    expect(result).toEqual({
      scoreWith: 20,
      scoreWithout: null,
      impact: null,
      change: { delta: null, pValue: null, significant: false },
    });
  });
});

describe('csatImpact', () => {
  it('compares the category with the rest on the satisfied share', () => {
    // total [2,2,2,7,7]: 14 / 20 satisfied = 70; with [2,1,1,1,1]: 2 / 6 = 33.3
    // without [0,1,1,6,6]: 12 / 14 = 85.714… → 85.7; impact = 70 − 85.7 = −15.7
    // p̂ = 14/20 = 0.7; z = (0.3333 − 0.8571) / √(0.7 · 0.3 · (1/6 + 1/14)) = −2.3425, p = 0.01915
    const result = csatImpact([2, 2, 2, 7, 7], [2, 1, 1, 1, 1], 5, 4);
    expect(result).toMatchObject({ scoreWith: 33.3, scoreWithout: 85.7, impact: -15.7 });
    expect(result.change.delta).toBe(-52.38);
    expect(result.change.pValue).toBeCloseTo(0.019152600729732454, 8);
    expect(result.change.significant).toBe(true);
  });

  it('uses the default 1–5 scale satisfied from 4', () => {
    expect(csatImpact([2, 2, 2, 7, 7], [2, 1, 1, 1, 1])).toEqual(csatImpact([2, 2, 2, 7, 7], [2, 1, 1, 1, 1], 5, 4));
  });
});
