import { describe, expect, it } from 'vitest';
import { emptyMeasures, type CubeRow } from '../project-rollups/cube.js';
import { buildTrend, largestCategories, type TrendModel } from './build-trend.js';

const names: Record<string, string> = { P: 'Parent', A: 'Alpha', B: 'Beta', C: 'Gamma', D: 'Delta', E: 'Eps', F: 'Phi' };
const model: TrendModel = {
  code: 'topics',
  name: (id) => names[id] ?? id,
  within: (id) => (id === 'P' ? ['P', 'A', 'B'] : [id]),
};
const day = (d: string) => new Date(`2026-03-${d}T00:00:00.000Z`).toISOString();
const r = (bucket: string, n: number, categoryId?: string): CubeRow => ({
  keys: { bucket: day(bucket), ...(categoryId ? { modelId: 'm1', categoryId } : {}) },
  m: { ...emptyMeasures(), n },
});

describe('largest categories', () => {
  it('takes the five with the most documents over all buckets, ties by name, none without documents', () => {
    const rows = [r('02', 3, 'C'), r('03', 2, 'C'), r('02', 5, 'B'), r('02', 4, 'A'), r('02', 4, 'D'), r('02', 1, 'E')];
    rows.push(r('02', 1, 'F'), r('02', 0, 'P'));
    expect(largestCategories(rows, model)).toEqual(['B', 'C', 'A', 'D', 'E']);
    expect(largestCategories(rows.slice(0, 2), model)).toEqual(['C']);
  });
});

describe('category trend', () => {
  const range = (from: string, to: string) => ({
    start: new Date(`2026-03-${from}T00:00:00.000Z`),
    end: new Date(`2026-03-${to}T23:59:59.999Z`),
  });
  const trend = buildTrend({
    model,
    categoryIds: ['P', 'C'],
    period: 'day',
    customDays: 7,
    timeZone: 'UTC',
    main: {
      range: range('03', '04'),
      byCategory: [r('03', 2, 'A'), r('03', 1, 'B'), r('04', 1, 'C')],
      byBucket: [r('03', 4), r('04', 2)],
    },
    comparison: { range: range('01', '02'), byCategory: [r('02', 1, 'C')], byBucket: [r('02', 1)] },
  });

  it('counts a parent as its leaves, shares of the bucket, zero where a bucket is empty', () => {
    expect(trend.buckets).toEqual([day('03'), day('04')]);
    expect(trend.totals).toEqual([4, 2]);
    expect(trend.comparisonTotals).toEqual([0, 1]);
    const [parent, gamma] = trend.series;
    expect(parent?.points.map((p) => [p.count, p.share])).toEqual([
      [3, 0.75],
      [0, 0],
    ]);
    expect(parent).toMatchObject({ total: 3, comparisonTotal: 0, change: null });
    expect(gamma).toMatchObject({ total: 1, comparisonTotal: 1, change: 0 });
    expect(gamma?.comparison.map((p) => [p.count, p.share])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('drills each point to its category and its day', () => {
    expect(trend.series[0]?.points[0]?.drill).toEqual({
      fq: [],
      cq: ['topics__P__IN'],
      sd: '2026-03-03T00',
      ed: '2026-03-03T24',
      names: { cqn_P: 'Parent' },
    });
  });
});
