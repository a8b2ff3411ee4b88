import { twoProportionTest } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { buildComparison, buildDistribution } from './categories.js';
import { buildImpact, buildQuadrant } from './impact.js';
import { buildCategoryChannel, buildScoreTable } from './tables.js';
import { row, settings, topicTree } from './test-rows.js';

// A: 6 documents (4 positive, 1 negative, 4 promoters); B: 2 (both negative); C: 5 (1 positive, 3 negative, 4 detractors).
const rows = [
  row({ modelId: 'm1', categoryId: 'A' }, { n: 6, positive: 4, negative: 1, nps: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4] }),
  row({ modelId: 'm1', categoryId: 'B' }, { n: 2, negative: 2 }),
  row({ modelId: 'm1', categoryId: 'C' }, { n: 5, positive: 1, negative: 3, nps: [4] }),
];
const tree = topicTree();

describe('category distribution', () => {
  it('counts parents as the sum of their leaves, ordered by count, with shares and drills', () => {
    const d = buildDistribution(rows, tree, 13, settings, 20);
    expect(d.categories.map((c) => [c.categoryId, c.count, c.parentId])).toEqual([
      ['P', 8, null], // A 6 + B 2
      ['A', 6, 'P'],
      ['C', 5, null],
      ['B', 2, 'P'],
    ]);
    expect(d.categories[0]?.share).toBeCloseTo(8 / 13, 10);
    expect(d.categories[1]?.nps).toBe(100); // 4 promoters of 4 answers
    expect(d.categories[2]?.nps).toBe(-100); // 4 detractors
    expect(d.categories[1]?.drill).toEqual({ fq: [], cq: ['topics__A__IN'], sd: null, ed: null, names: { cqn_A: 'Alpha' } });
  });

  it('ranks the top positive and negative leaves among those with at least five documents', () => {
    const d = buildDistribution(rows, tree, 13, settings, 20);
    // Leaves with ≥ 5 documents: A (4/6 positive, 1/6 negative), C (1/5, 3/5); B has 2, P is a parent.
    expect(d.topPositive.map((c) => c.categoryId)).toEqual(['A', 'C']);
    expect(d.topNegative.map((c) => c.categoryId)).toEqual(['C', 'A']);
    expect(buildDistribution(rows, tree, 13, settings, 2).categories).toHaveLength(2);
  });

  it('sums the leaves of a multi-label parent too (a document in A and B counts twice there)', () => {
    const multi = buildDistribution(rows, topicTree(true), 12, settings, 20);
    expect(multi.categories.find((c) => c.categoryId === 'P')?.count).toBe(8);
  });
});

describe('category comparison', () => {
  it('sets each share against the comparison period with a two-proportion test', () => {
    const before = [row({ categoryId: 'A' }, { n: 2 }), row({ categoryId: 'D' }, { n: 3 })];
    const c = buildComparison({ rows, total: 13 }, { rows: before, total: 10 }, tree, 20);
    const a = c.rows.find((r) => r.categoryId === 'A');
    expect(a).toMatchObject({ main: 6, comparison: 2, mainShare: 6 / 13, comparisonShare: 0.2 });
    expect(a?.change).toEqual(twoProportionTest(6, 13, 2, 10)); // (6/13 − 2/10)·100 = 26.15 points
    expect(a?.change.delta).toBeCloseTo(26.15, 1);
    // A category only in the comparison period is listed with 0 now.
    expect(c.rows.find((r) => r.categoryId === 'D')).toMatchObject({ main: 0, comparison: 3 });
  });
});

describe('impact and quadrant', () => {
  const total = { n: 13, positive: 5, neutral: 0, negative: 6, nps: [4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4], csat: Array(10).fill(0) };

  it('impact = overall − score without the category', () => {
    const d = buildImpact('NPS', rows, total, tree, settings, 20);
    // Overall: 4 promoters, 4 detractors of 8 → 0. Without A: only C's 4 detractors → −100, so A's impact is +100.
    expect(d.overall).toBe(0);
    const a = d.rows.find((r) => r.categoryId === 'A');
    expect(a).toMatchObject({ count: 6, scoreWith: 100, scoreWithout: -100, impact: 100 });
    expect(d.rows.find((r) => r.categoryId === 'C')).toMatchObject({ scoreWith: -100, scoreWithout: 100, impact: -100 });
    // B has no answers: without B is everything → impact 0.
    expect(d.rows.find((r) => r.categoryId === 'B')).toMatchObject({ scoreWith: null, impact: 0 });
  });

  it('leaves multi-label parents out of impact (their histograms may count a document twice)', () => {
    const d = buildImpact('NPS', rows, total, topicTree(true), settings, 20);
    expect(d.rows.map((r) => r.categoryId)).toEqual(['A', 'C', 'B']);
  });

  it('places categories by volume and negative share with count-weighted borders', () => {
    const q = buildQuadrant('VOLUME', 'NEGATIVE_SHARE', rows, total, tree, settings, 20);
    expect(q.points.map((p) => [p.categoryId, p.x, p.y])).toEqual([
      ['P', 8, 37.5], // 3 of 8
      ['A', 6, 16.7], // 1 of 6
      ['C', 5, 60],
      ['B', 2, 100],
    ]);
    // xMid = (8·8 + 6·6 + 5·5 + 2·2) / 21 = 129/21; yMid = (37.5·8 + 16.7·6 + 60·5 + 100·2) / 21 = 900.2/21.
    expect(q.xMid).toBe(6.14);
    expect(q.yMid).toBe(42.87);
  });
});

describe('category × channel and score table', () => {
  it('counts each category per channel with a drill on both', () => {
    const cc = buildCategoryChannel(
      [
        row({ categoryId: 'A', channel: 'APP' }, { n: 4 }),
        row({ categoryId: 'A', channel: 'CALL' }, { n: 2 }),
        row({ categoryId: 'C', channel: 'CALL' }, { n: 5 }),
      ],
      tree,
      new Map([['CALL', 'Call centre']]),
      20,
    );
    expect(cc.channels).toEqual([
      { code: 'CALL', name: 'Call centre' },
      { code: 'APP', name: 'APP' },
    ]);
    const a = cc.rows.find((r) => r.categoryId === 'A');
    expect(a?.cells.map((c) => [c.channelCode, c.count])).toEqual([
      ['CALL', 2],
      ['APP', 4],
    ]);
    expect(a?.cells[0]?.drill).toMatchObject({ cq: ['topics__A__IN'], fq: ['channel__CALL__IN'] });
  });

  it('gives n, score, mean and nearest-rank percentiles per channel', () => {
    const t = buildScoreTable(
      'NPS',
      'CHANNEL',
      [row({ channel: 'APP' }, { n: 12, nps: [0, 0, 0, 0, 0, 0, 2, 1, 1, 3, 3] })],
      null,
      new Map(),
      settings,
      20,
    );
    // 10 answers: 6×2, 7, 8, 9×3, 10×3. NPS (6 − 2)/10 = 40; mean 84/10 = 8.4; ranks 3, 5, 8 → 7, 9, 10.
    expect(t.rows).toMatchObject([{ key: 'APP', name: 'APP', n: 10, score: 40, mean: 8.4, p25: 7, p50: 9, p75: 10 }]);
    expect(t.rows[0]?.drill.fq).toEqual(['channel__APP__IN', 'nps__GTE_0--LTE_10__RANGE']);
  });
});
