import { describe, expect, it } from 'vitest';
import { aiSuccess, precisionDrift, type ReviewedDocument } from './ai-success.js';

const at = (iso: string) => new Date(iso);
const row = (documentId: string, predicted: string[], final: string[], versionId: string, when: string): ReviewedDocument => ({
  documentId,
  predicted,
  final,
  versionId,
  reviewedAt: at(when),
});

const options = {
  start: at('2026-01-01T00:00:00.000Z'),
  end: at('2026-01-04T23:59:59.999Z'),
  gap: 'day' as const,
  timeZone: 'UTC',
  names: new Map([
    ['A', 'Alpha'],
    ['B', 'Beta'],
    ['C', 'Gamma'],
  ]),
  versions: new Map([
    ['v1', { number: 1, accuracy: 0.8, f1ByCategory: new Map([['A', 0.7]]) }],
    ['v2', { number: 2, accuracy: 0.85, f1ByCategory: new Map([['A', 0.9]]) }],
  ]),
};

// d1 confirmed; d2 A→B; d3 {A,B}→{A}; d4 nothing predicted, C added; d5 confirmed.
const rows = [
  row('d1', ['A'], ['A'], 'v1', '2026-01-01T10:00:00Z'),
  row('d2', ['A'], ['B'], 'v1', '2026-01-01T11:00:00Z'),
  row('d3', ['A', 'B'], ['A'], 'v1', '2026-01-02T09:00:00Z'),
  row('d4', [], ['C'], 'v2', '2026-01-03T09:00:00Z'),
  row('d5', ['B'], ['B'], 'v2', '2026-01-04T09:00:00Z'),
];

describe('aiSuccess', () => {
  const r = aiSuccess(rows, options);

  it('counts a document confirmed only when its label set equals the predicted set', () => {
    expect({ reviewed: r.reviewed, confirmed: r.confirmed, changed: r.changed, rate: r.rate }).toEqual({
      reviewed: 5,
      confirmed: 2,
      changed: 3,
      rate: 0.4,
    });
  });

  it('splits the rate by the predicting version, next to its training accuracy', () => {
    expect(r.versions).toEqual([
      { versionId: 'v1', number: 1, reviewed: 3, confirmed: 1, rate: 0.3333, trainingAccuracy: 0.8 },
      { versionId: 'v2', number: 2, reviewed: 2, confirmed: 1, rate: 0.5, trainingAccuracy: 0.85 },
    ]);
  });

  it('gives every bucket of the range, empty ones included', () => {
    expect(r.series).toEqual([
      { bucket: '2026-01-01T00:00:00.000Z', reviewed: 2, confirmed: 1, rate: 0.5 },
      { bucket: '2026-01-02T00:00:00.000Z', reviewed: 1, confirmed: 0, rate: 0 },
      { bucket: '2026-01-03T00:00:00.000Z', reviewed: 1, confirmed: 0, rate: 0 },
      { bucket: '2026-01-04T00:00:00.000Z', reviewed: 1, confirmed: 1, rate: 1 },
    ]);
  });

  it('gives precision, recall and F1 per category (hand-worked)', () => {
    // A: predicted d1 d2 d3, carried by d1 d3 → P 2/3, R 2/2, F1 = 2·2/(3+2) = 0.8.
    // B: predicted d3 d5, carried by d2 d5 → P ½, R ½, F1 ½. C: never predicted, carried by d4 → P null, R 0.
    expect(
      r.categories.map((c) => [c.categoryId, c.name, c.predicted, c.actual, c.confirmed, c.precision, c.recall, c.f1]),
    ).toEqual([
      ['A', 'Alpha', 3, 2, 2, 0.6667, 1, 0.8],
      ['B', 'Beta', 2, 2, 1, 0.5, 0.5, 0.5],
      ['C', 'Gamma', 0, 1, 0, null, 0, null],
    ]);
    // Training F1 of the newest version among the reviewed documents (v2).
    expect(r.categories.map((c) => c.trainingF1)).toEqual([0.9, null, null]);
    // Halves split at the range's middle (2 Jan 23:59:59.9995): A was only predicted in the first half.
    expect(r.categories.map((c) => [c.earlierPrecision, c.laterPrecision, c.drift])).toEqual([
      [0.6667, null, false],
      [0, 1, false],
      [null, null, false],
    ]);
  });

  it('pairs each dropped label with each added one, NONE for an empty side', () => {
    expect(r.confusion).toEqual([
      { predicted: 'A', corrected: 'B', count: 1 },
      { predicted: 'B', corrected: 'NONE', count: 1 },
      { predicted: 'NONE', corrected: 'C', count: 1 },
    ]);
  });

  it('has no rate without reviews', () => {
    const empty = aiSuccess([], options);
    expect(empty.rate).toBeNull();
    expect(empty.series).toHaveLength(4);
    expect(empty.categories).toEqual([]);
  });

  it('flags drift through the whole report', () => {
    // Category A: 20 predicted on 1 Jan with 18 kept (90 %), 20 predicted on 4 Jan with 10 kept (50 %).
    const drifting = [
      ...Array.from({ length: 20 }, (_, i) => row(`e${i}`, ['A'], i < 18 ? ['A'] : ['B'], 'v1', '2026-01-01T10:00:00Z')),
      ...Array.from({ length: 20 }, (_, i) => row(`l${i}`, ['A'], i < 10 ? ['A'] : ['B'], 'v2', '2026-01-04T10:00:00Z')),
    ];
    const a = aiSuccess(drifting, options).categories.find((c) => c.categoryId === 'A');
    expect(a).toMatchObject({ earlierPrecision: 0.9, laterPrecision: 0.5, drift: true });
  });
});

describe('precisionDrift', () => {
  it('needs 10 predicted per half, a 10-point fall and p < 0.05', () => {
    // 90 % → 50 % over 20 + 20: pooled 0.7, z = 0.4/√(0.7·0.3·0.1) = 2.76, p ≈ 0.006.
    expect(precisionDrift({ predicted: 20, confirmed: 18 }, { predicted: 20, confirmed: 10 })).toBe(true);
    // 100 % → 90 % over 10 + 10: a 10-point fall, but z = 0.1/√(0.95·0.05·0.2) = 1.03, p ≈ 0.30.
    expect(precisionDrift({ predicted: 10, confirmed: 10 }, { predicted: 10, confirmed: 9 })).toBe(false);
    // Too few in a half, however large the fall.
    expect(precisionDrift({ predicted: 9, confirmed: 9 }, { predicted: 50, confirmed: 0 })).toBe(false);
    // A rise is not drift.
    expect(precisionDrift({ predicted: 20, confirmed: 10 }, { predicted: 20, confirmed: 18 })).toBe(false);
  });
});
