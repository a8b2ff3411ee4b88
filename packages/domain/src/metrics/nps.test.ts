import { describe, expect, it } from 'vitest';
import { npsDifference, npsFromHistogram, npsVariance, subtractNps } from './nps.js';

/** hist[i] = answers of score i: two 6s (detractors), a 7 and an 8 (passives), three 9s and three 10s (promoters). */
const happy = [0, 0, 0, 0, 0, 0, 2, 1, 1, 3, 3];
/** The mirror image: six detractors, two passives, two promoters. */
const unhappy = [3, 0, 0, 0, 0, 1, 2, 1, 1, 1, 1];

describe('npsFromHistogram', () => {
  it('counts detractors 0–6, passives 7–8, promoters 9–10', () => {
    // n = 10; (6 promoters − 2 detractors) / 10 · 100 = 40
    expect(npsFromHistogram(happy)).toEqual({ n: 10, promoters: 6, passives: 2, detractors: 2, score: 40 });
    // (2 − 6) / 10 · 100 = −40
    expect(npsFromHistogram(unhappy)).toEqual({ n: 10, promoters: 2, passives: 2, detractors: 6, score: -40 });
  });

  it('rounds to one decimal', () => {
    // a 7, an 8 and a 10: (1 promoter − 0) / 3 · 100 = 33.333… → 33.3
    expect(npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1]).score).toBe(33.3);
    // (0 − 2) / 3 · 100 = −66.666… → −66.7
    expect(npsFromHistogram([1, 0, 0, 0, 0, 0, 1, 1]).score).toBe(-66.7);
  });

  it('has no score without answers and ignores cells past 10', () => {
    expect(npsFromHistogram([])).toEqual({ n: 0, promoters: 0, passives: 0, detractors: 0, score: null });
    expect(npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 5]).n).toBe(1);
  });

  it('scores 100 when everyone promotes', () => {
    expect(npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 6]).score).toBe(100);
  });
});

describe('subtractNps', () => {
  it('leaves the documents outside the part, band by band', () => {
    const total = npsFromHistogram(happy);
    const part = npsFromHistogram([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
    // promoters 6 − 1 = 5, passives 2, detractors 2 − 1 = 1; (5 − 1) / 8 · 100 = 50
    expect(subtractNps(total, part)).toEqual({ n: 8, promoters: 5, passives: 2, detractors: 1, score: 50 });
  });

  it('clamps at 0 rather than inventing negative counts', () => {
    const small = npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(subtractNps(small, npsFromHistogram(happy))).toEqual({ n: 0, promoters: 0, passives: 0, detractors: 0, score: null });
  });
});

describe('npsVariance', () => {
  it('is the sample variance of +100 / 0 / −100 per answer', () => {
    // Σx² = (6 + 2) · 10000 = 80000; n · x̄² = 10 · 40² = 16000; (80000 − 16000) / 9 = 7111.11…
    expect(npsVariance(npsFromHistogram(happy))).toBeCloseTo(64000 / 9, 9);
  });

  it('is 0 when every answer is a promoter and null below two answers', () => {
    expect(npsVariance(npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3]))).toBe(0);
    expect(npsVariance(npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBeNull();
    expect(npsVariance(npsFromHistogram([]))).toBeNull();
  });
});

describe('npsDifference', () => {
  it('tests 40 against −40 with Welch z', () => {
    // both s² = 64000/9; se = √(2 · 7111.11 / 10) = 37.712; z = 80 / 37.712 = 2.1213; p = 0.03389
    const change = npsDifference(npsFromHistogram(happy), npsFromHistogram(unhappy));
    expect(change.delta).toBe(80);
    expect(change.pValue).toBeCloseTo(0.0338948535246893, 8);
    expect(change.significant).toBe(true);
  });

  it('takes the delta from the shown scores', () => {
    // a: a 7, an 8, a 10 → 33.3; b: a 6, a 7, two 10s → (2 − 1) / 4 · 100 = 25; delta 33.3 − 25 = 8.3 (not 8.333…)
    const a = npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1]);
    const b = npsFromHistogram([0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 2]);
    expect([a.score, b.score]).toEqual([33.3, 25]);
    expect(npsDifference(a, b).delta).toBe(8.3);
  });

  it('has no p-value when every answer on both sides is a promoter (variance 0)', () => {
    const all = npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3]);
    expect(npsDifference(all, all)).toEqual({ delta: 0, pValue: null, significant: false });
  });

  it('has no p-value with a single answer and no delta without answers', () => {
    const one = npsFromHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(npsDifference(one, npsFromHistogram(happy))).toEqual({ delta: 60, pValue: null, significant: false });
    expect(npsDifference(npsFromHistogram([]), npsFromHistogram(happy))).toEqual({ delta: null, pValue: null, significant: false });
  });
});
