import { createFilterState, encodeFilters } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { effectFigures, effectWindows, emptyCounts, improvedOf, sentimentDifference, sliceRequest, tooEarly, type WindowCounts } from './effect.js';

/** Counts with the NPS answers given as {answer: count} and CSAT answers as {score: count}. */
function counts(
  c: Partial<Omit<WindowCounts, 'nps' | 'csat'>> & { nps?: Record<number, number>; csat?: Record<number, number> },
): WindowCounts {
  const out = { ...emptyCounts(), ...c, nps: emptyCounts().nps, csat: emptyCounts().csat };
  for (const [k, v] of Object.entries(c.nps ?? {})) out.nps[Number(k)] = v;
  for (const [k, v] of Object.entries(c.csat ?? {})) out.csat[Number(k) - 1] = v;
  return out;
}

// After: 30 of 300 documents in the slice; 12 positive, 10 neutral, 8 negative; NPS 15 promoters (10), 10 passives
// (8), 5 detractors (3); CSAT 1–5 answers 2, 3, 5, 10, 10.
const after = counts({
  documents: 30,
  total: 300,
  positive: 12,
  neutral: 10,
  negative: 8,
  nps: { 10: 15, 8: 10, 3: 5 },
  csat: { 1: 2, 2: 3, 3: 5, 4: 10, 5: 10 },
});
// Before: 60 of 300; 6 positive, 14 neutral, 40 negative; NPS 10 promoters, 20 passives, 30 detractors; CSAT 10, 10,
// 20, 10, 10.
const before = counts({
  documents: 60,
  total: 300,
  positive: 6,
  neutral: 14,
  negative: 40,
  nps: { 9: 10, 7: 20, 0: 30 },
  csat: { 1: 10, 2: 10, 3: 20, 4: 10, 5: 10 },
});
const scores = { nps: true, csat: { scaleMax: 5, satisfiedFrom: 4 } };

describe('effect figures (golden values computed by hand)', () => {
  const { metrics, enough, improved } = effectFigures(after, before, scores);
  const byKey = (key: string) => metrics.find((m) => m.key === key);

  it('volume share: 30/300 = 10 % after against 60/300 = 20 % before, pooled two-proportion test', () => {
    // delta = (0.1 − 0.2)·100 = −10 pp; pooled p̂ = 90/600 = 0.15; se = √(0.15·0.85·(1/300 + 1/300)) = √0.00085
    // = 0.0291548; z = −0.1 / 0.0291548 = −3.42997; p = 2·Φ(−3.42997) = 0.00060364 → significant, better DOWN.
    const m = byKey('VOLUME_SHARE');
    expect(m).toMatchObject({ before: 20, after: 10, nBefore: 300, nAfter: 300, better: 'DOWN', improved: true });
    expect(m?.change.delta).toBe(-10);
    expect(m?.change.pValue).toBeCloseTo(0.00060364, 7);
    expect(m?.change.significant).toBe(true);
  });

  it('negative share: 8/30 = 26.67 % after against 40/60 = 66.67 % before', () => {
    // delta = (8/30 − 40/60)·100 = −40 pp; p̂ = 48/90 = 0.53333; se = √(0.53333·0.46667·(1/30 + 1/60)) = √0.0124444
    // = 0.111555; z = −0.4 / 0.111555 = −3.58569; p = 0.00033619.
    const m = byKey('NEGATIVE_SHARE');
    expect(m).toMatchObject({ before: 66.67, after: 26.67, nBefore: 60, nAfter: 30, better: 'DOWN', improved: true });
    expect(m?.change.delta).toBe(-40);
    expect(m?.change.pValue).toBeCloseTo(0.00033619, 7);
  });

  it('sentiment score: 100·(12 − 8)/30 = 13.3 after against 100·(6 − 40)/60 = −56.7 before, Welch z on ±100/0 scores', () => {
    // after: mean 13.3333, s² = (10000·20 − 30·13.3333²)/29 = 194666.67/29 = 6712.64
    // before: mean −56.6667, s² = (10000·46 − 60·56.6667²)/59 = 267333.33/59 = 4531.07
    // se = √(6712.64/30 + 4531.07/60) = √(223.755 + 75.518) = 17.2995; z = 70.0000/17.2995 = 4.04636; p = 5.2020e−5.
    // delta = shown 13.3 − (−56.7) = 70.
    const m = byKey('SENTIMENT_SCORE');
    expect(m).toMatchObject({ before: -56.7, after: 13.3, nBefore: 60, nAfter: 30, better: 'UP', improved: true });
    expect(m?.change.delta).toBe(70);
    expect(m?.change.pValue).toBeCloseTo(5.202e-5, 8);
  });

  it('NPS: (15 − 5)/30 = 33.3 after against (10 − 30)/60 = −33.3 before', () => {
    // after s² = (10000·20 − 30·33.3333²)/29 = 5747.13; before s² = (10000·40 − 60·33.3333²)/59 = 5649.72
    // se = √(5747.13/30 + 5649.72/60) = √285.733 = 16.9036; z = 66.6667/16.9036 = 3.94393; p = 8.0159e−5.
    // delta = 33.3 − (−33.3) = 66.6.
    const m = byKey('NPS');
    expect(m).toMatchObject({ before: -33.3, after: 33.3, nBefore: 60, nAfter: 30, better: 'UP', improved: true });
    expect(m?.change.delta).toBe(66.6);
    expect(m?.change.pValue).toBeCloseTo(8.0159e-5, 8);
  });

  it('CSAT: satisfied (4 and 5) 20/30 = 66.7 after against 20/60 = 33.3 before', () => {
    // delta = (20/30 − 20/60)·100 = 33.33 pp; p̂ = 40/90 = 0.44444; se = √(0.44444·0.55556·(1/30 + 1/60)) = 0.111111;
    // z = 0.333333/0.111111 = 3 exactly; p = 2·Φ(−3) = 0.0026998.
    const m = byKey('CSAT');
    expect(m).toMatchObject({ before: 33.3, after: 66.7, nBefore: 60, nAfter: 30, better: 'UP', improved: true });
    expect(m?.change.delta).toBe(33.33);
    expect(m?.change.pValue).toBeCloseTo(0.0026998, 7);
  });

  it('enough data on both sides (30 and 60 ≥ 30); every metric better, so the action improved', () => {
    expect(enough).toBe(true);
    expect(improved).toBe(true);
    expect(metrics.map((m) => m.key)).toEqual(['VOLUME_SHARE', 'NEGATIVE_SHARE', 'SENTIMENT_SCORE', 'NPS', 'CSAT']);
  });

  it('swapped windows: every metric significantly worse, the action did not improve', () => {
    const worse = effectFigures(before, after, scores);
    expect(worse.metrics.map((m) => m.improved)).toEqual([false, false, false, false, false]);
    expect(worse.improved).toBe(false);
  });

  it('one metric better and one worse: not improved', () => {
    // The volume share falls as before (better), the negative share rises 8/30 → 20/30: (0.6667 − 0.2667)·100 = +40 pp.
    const mixed = effectFigures(counts({ ...after, positive: 5, neutral: 5, negative: 20 }), counts({ ...before, positive: 20, neutral: 24, negative: 16 }), {
      nps: false,
      csat: null,
    });
    expect(mixed.metrics.find((m) => m.key === 'VOLUME_SHARE')?.improved).toBe(true);
    expect(mixed.metrics.find((m) => m.key === 'NEGATIVE_SHARE')?.improved).toBe(false);
    expect(mixed.improved).toBe(false);
  });

  it('without NPS and CSAT fields only the three document metrics are measured', () => {
    expect(effectFigures(after, before, { nps: false, csat: null }).metrics.map((m) => m.key)).toEqual([
      'VOLUME_SHARE',
      'NEGATIVE_SHARE',
      'SENTIMENT_SCORE',
    ]);
  });

  it('29 slice documents after the pivot: figures and deltas stay, no test, nothing improved', () => {
    const few = effectFigures({ ...after, documents: 29 }, before, scores);
    expect(few.enough).toBe(false);
    expect(few.improved).toBe(false);
    const volume = few.metrics.find((m) => m.key === 'VOLUME_SHARE');
    // 29/300 = 9.666… % → 9.67; delta (29/300 − 60/300)·100 = −10.33 pp.
    expect(volume).toMatchObject({ after: 9.67, before: 20, change: { delta: -10.33, pValue: null, significant: false }, improved: null });
    expect(few.metrics.every((m) => m.change.pValue === null && m.improved === null)).toBe(true);
  });

  it('empty windows: no values, no deltas', () => {
    const none = effectFigures(emptyCounts(), emptyCounts(), scores);
    expect(none.metrics.every((m) => m.before === null && m.after === null && m.change.delta === null)).toBe(true);
  });
});

describe('sentiment difference and improvement', () => {
  it('one document with a sentiment on a side: delta, no test', () => {
    // after 100·(1 − 0)/1 = 100; before 100·(0 − 1)/1 = −100; delta 200; n < 2 → no variance.
    expect(sentimentDifference(counts({ positive: 1 }), counts({ negative: 1 }))).toEqual({ delta: 200, pValue: null, significant: false });
  });

  it('improvement follows the better direction and needs significance', () => {
    expect(improvedOf({ delta: -3, pValue: 0.01, significant: true }, 'DOWN')).toBe(true);
    expect(improvedOf({ delta: 3, pValue: 0.01, significant: true }, 'DOWN')).toBe(false);
    expect(improvedOf({ delta: 3, pValue: 0.01, significant: true }, 'UP')).toBe(true);
    expect(improvedOf({ delta: 3, pValue: 0.2, significant: false }, 'UP')).toBeNull();
    expect(improvedOf({ delta: null, pValue: null, significant: false }, 'UP')).toBeNull();
  });
});

describe('effect windows', () => {
  const pivot = new Date('2026-03-01T00:00:00.000Z');

  it('a finished window: 28 days on each side of the pivot', () => {
    const w = effectWindows(pivot, 28, new Date('2026-06-01T00:00:00.000Z'));
    expect(w.after).toEqual({ start: pivot, end: new Date('2026-03-29T00:00:00.000Z') });
    expect(w.before).toEqual({ start: new Date('2026-02-01T00:00:00.000Z'), end: pivot });
    expect(tooEarly(w)).toBe(false);
  });

  it('a running window: as long before as has passed since the pivot (9.5 days)', () => {
    const w = effectWindows(pivot, 28, new Date('2026-03-10T12:00:00.000Z'));
    expect(w.after.end).toEqual(new Date('2026-03-10T12:00:00.000Z'));
    expect(w.before.start).toEqual(new Date('2026-02-19T12:00:00.000Z'));
  });

  it('less than a day after the pivot is too early; a day is enough', () => {
    expect(tooEarly(effectWindows(pivot, 28, new Date('2026-03-01T23:59:59.000Z')))).toBe(true);
    expect(tooEarly(effectWindows(pivot, 28, new Date('2026-03-02T00:00:00.000Z')))).toBe(false);
  });
});

describe('slice request', () => {
  it('keeps the filters of the evidence and drops its dates', () => {
    const timeZone = 'Europe/Istanbul';
    const state = createFilterState({
      query: 'courier',
      startDate: new Date('2026-01-01T00:00:00+03:00'),
      endDate: new Date('2026-01-31T23:59:59+03:00'),
      fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'CALL_CENTER' }] }],
    });
    const filter = encodeFilters(state, { timeZone }).toString();
    expect(filter).toContain('sd=');
    const req = sliceRequest(filter, timeZone);
    expect(req).toMatchObject({ query: 'courier', startDate: null, endDate: null, comparisonStartDate: null });
    expect(req.fieldQueries).toEqual([{ fieldName: 'channel', operand: 'IN', values: [{ key: 'CALL_CENTER' }] }]);
  });
});
