// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cloudSizes, markingSeries, ratioRows } from './charts-data';
import { compareMetrics, deltaText, deltaTrend, percent } from './metrics';

const m = (labelId: string, f1: number, support = 10) => ({ labelId, name: labelId, precision: f1, recall: f1, f1, support });

describe('compareMetrics', () => {
  it('joins each label with the previous version by id', () => {
    const rows = compareMetrics([m('a', 0.9, 12), m('b', 0.5)], [m('a', 0.8, 10)]);
    expect(rows[0]!.delta?.f1).toBeCloseTo(0.1);
    expect(rows[0]!.delta?.support).toBe(2);
    expect(rows[1]!.delta).toBeNull();
  });

  it('has no deltas without a previous version', () => {
    expect(compareMetrics([m('a', 0.9)], null)[0]!.delta).toBeNull();
  });
});

describe('formatting', () => {
  it('prints percentages with one decimal and a dash for missing values', () => {
    expect(percent(0.8734)).toBe('87.3%');
    expect(percent(1)).toBe('100.0%');
    expect(percent(null)).toBe('—');
    expect(percent(Number.NaN)).toBe('—');
  });

  it('prints signed percentage-point changes and rounds noise to ±0', () => {
    expect(deltaText(0.021)).toBe('+2.1');
    expect(deltaText(-0.004)).toBe('−0.4');
    expect(deltaText(0.0004)).toBe('±0');
    expect(deltaTrend(0.021)).toBe('up');
    expect(deltaTrend(-0.01)).toBe('down');
    expect(deltaTrend(0.0001)).toBe('flat');
  });
});

describe('cloudSizes', () => {
  it('sizes words by the square root of their weight between min and max', () => {
    const sizes = cloudSizes(
      [
        { text: 'kargo', weight: 4 },
        { text: 'gecikme', weight: 1 },
        { text: 'negatif', weight: -1 },
      ],
      10,
      30,
    );
    expect(sizes.map((s) => s.size)).toEqual([30, 20, 10]);
  });
});

describe('ratioRows', () => {
  it('names and sorts the label counts with their shares', () => {
    const rows = ratioRows(
      [
        { labelId: 'a', count: 1 },
        { labelId: 'b', count: 3 },
        { labelId: 'zz', count: 0 },
      ],
      [
        { id: 'a', name: 'Delivery' },
        { id: 'b', name: 'Payment' },
      ],
    );
    expect(rows.map((r) => [r.name, r.count, r.share])).toEqual([
      ['Payment', 3, 0.75],
      ['Delivery', 1, 0.25],
      ['zz', 0, 0],
    ]);
  });
});

describe('markingSeries', () => {
  it('lays out one line per user over the days with markings, filling gaps with zeros', () => {
    const out = markingSeries({
      users: [
        { user: { id: 'u1', name: 'Ada' }, count: 3 },
        { user: { id: 'u2', name: 'Can' }, count: 5 },
      ],
      byDay: [
        { day: '2025-02-02', userId: 'u1', count: 3 },
        { day: '2025-02-01', userId: 'u2', count: 5 },
        { day: '2025-02-01', userId: 'ghost', count: 9 },
      ],
    });
    expect(out.days).toEqual(['2025-02-01', '2025-02-02']);
    expect(out.series).toEqual([
      { userId: 'u2', name: 'Can', counts: [5, 0] },
      { userId: 'u1', name: 'Ada', counts: [0, 3] },
    ]);
  });
});
