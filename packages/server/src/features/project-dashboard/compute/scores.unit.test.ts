import { npsDifference, twoProportionTest } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { applyDrill } from '../apply-drill.js';
import { widgetTable } from '../export-table.js';
import { searchBody } from '../../project-documents/test-support.js';
import { categoryDrill, dateDrill } from '@sentio/domain';
import { buildAttributeDistribution, buildKeywords, wordsOf } from './scan.js';
import { buildCsat, buildNps } from './score.js';
import { buildSentiment, sentimentBands } from './sentiment.js';
import { measures, row } from './test-rows.js';
import { trendPoints } from './trend.js';

describe('NPS and CSAT', () => {
  it('summarises NPS with its bands, comparison and change', () => {
    // 10 answers: detractors 6×2, passives 7, 8, promoters 9×3, 10×3 → (6 − 2)/10·100 = 40.
    const main = measures({ n: 12, nps: [0, 0, 0, 0, 0, 0, 2, 1, 1, 3, 3] });
    // 2 answers: one 0, one 10 → 0.
    const before = measures({ n: 2, nps: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] });
    const d = buildNps('nps', main, before, [], []);
    expect(d.main).toEqual({ n: 10, promoters: 6, passives: 2, detractors: 2, score: 40 });
    expect(d.comparison?.score).toBe(0);
    expect(d.change).toEqual(npsDifference(d.main, d.comparison ?? d.main));
    expect(d.bands.map((b) => [b.key, b.count, b.drill.fq])).toEqual([
      ['detractors', 2, ['nps__GTE_0--LTE_6__RANGE']],
      ['passives', 2, ['nps__GTE_7--LTE_8__RANGE']],
      ['promoters', 6, ['nps__GTE_9--LTE_10__RANGE']],
    ]);
    expect(buildNps('nps', main, null, [], []).change).toBeNull();
  });

  it('summarises CSAT on the configured scale with one band per answer', () => {
    // answers 1, 2, 3×2, 4×3, 5×3: satisfied (≥ 4) 6 of 10 → 60 %.
    const d = buildCsat(
      'csat',
      { csatScaleMax: 5, csatSatisfiedFrom: 4 },
      measures({ n: 10, csat: [1, 1, 2, 3, 3] }),
      null,
      [],
      [],
    );
    expect(d.main).toMatchObject({ n: 10, satisfied: 6, score: 60 });
    expect(d.bands.map((b) => [b.key, b.count])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 2],
      ['4', 3],
      ['5', 3],
    ]);
    expect(d.bands[3]?.drill.fq).toEqual(['csat__GTE_4--LTE_4__RANGE']);
  });
});

describe('sentiment', () => {
  const rows = [
    row({ sentiment: 'POSITIVE' }, { n: 3, positive: 3 }),
    row({ sentiment: 'olumlu' }, { n: 2, positive: 2 }),
    row({ sentiment: 'NEGATIVE' }, { n: 4, negative: 4 }),
    row({ sentiment: 'NEUTRAL' }, { n: 1, neutral: 1 }),
    row({ sentiment: null }, { n: 2 }),
  ];

  it('drills each polarity to the stored labels seen, and the rest to none of them', () => {
    expect(sentimentBands(rows).map((b) => [b.key, b.count, b.drill.fq])).toEqual([
      ['positive', 5, ['sentiment__POSITIVE--olumlu__IN']],
      ['neutral', 1, ['sentiment__NEUTRAL__IN']],
      ['negative', 4, ['sentiment__NEGATIVE__IN']],
      ['other', 2, ['sentiment__POSITIVE--olumlu--NEUTRAL--NEGATIVE__NOT_IN']],
    ]);
  });

  it('tests the change of the positive and negative shares', () => {
    const main = measures({ n: 12, positive: 5, neutral: 1, negative: 4 });
    const before = measures({ n: 10, positive: 2, negative: 6 });
    const d = buildSentiment(main, before, rows, []);
    expect(d.main).toEqual({ n: 12, positive: 5, neutral: 1, negative: 4, other: 2 });
    expect(d.positiveChange).toEqual(twoProportionTest(5, 12, 2, 10));
    expect(d.negativeChange).toEqual(twoProportionTest(4, 12, 6, 10));
  });
});

describe('trend', () => {
  const range = { start: new Date('2026-01-01T00:00:00.000Z'), end: new Date('2026-01-03T23:59:59.999Z') };
  const days = [
    row({ bucket: '2026-01-01T00:00:00.000Z' }, { n: 2, positive: 1 }),
    row({ bucket: '2026-01-03T00:00:00.000Z' }, { n: 1 }),
  ];

  it('lists every bucket of the range, empty ones included, each drilling to its day', () => {
    const points = trendPoints(days, 'day', 7, range, (m) => m.n);
    expect(points.map((p) => [p.bucket.slice(0, 10), p.count])).toEqual([
      ['2026-01-01', 2],
      ['2026-01-02', 0],
      ['2026-01-03', 1],
    ]);
    expect(points[0]?.drill).toMatchObject({ sd: '2026-01-01T00', ed: '2026-01-01T24' });
  });

  it('merges days into custom buckets from the start of the range', () => {
    const points = trendPoints(days, 'custom', 2, range, (m) => m.n);
    expect(points.map((p) => [p.bucket.slice(0, 10), p.count])).toEqual([
      ['2026-01-01', 2],
      ['2026-01-03', 1],
    ]);
    expect(points[1]?.drill).toMatchObject({ sd: '2026-01-03T00', ed: '2026-01-03T24' });
  });

  it('writes an hourly bucket end as the next hour (URL dates carry hours only), clipped to the range', () => {
    const start = new Date('2026-01-01T05:00:00.000Z');
    expect(dateDrill(start, new Date('2026-01-01T05:59:59.999Z'), { start: null, end: null })).toMatchObject({
      sd: '2026-01-01T05',
      ed: '2026-01-01T06',
    });
    expect(dateDrill(new Date('2025-12-29T00:00:00.000Z'), new Date('2026-01-04T23:59:59.999Z'), range)).toMatchObject({
      sd: '2026-01-01T00',
      ed: '2026-01-03T24',
    });
  });
});

describe('keywords and attribute distribution', () => {
  it('counts words once per document, Turkish-aware, without stop words or short words', () => {
    expect([...wordsOf('KARGOM çok geç geldi ve İADE', 'tr')].sort()).toEqual(['geldi', 'geç', 'iade', 'kargom', 'çok']); // 've' is a stop word; 'çok' is kept as meaningful
    const d = buildKeywords(
      [
        { text: 'Kargo geç kargo', language: 'tr', sentiment: 'NEGATIVE' },
        { text: 'kargo hızlı', language: 'tr', sentiment: 'POSITIVE' },
      ],
      null,
      2,
    );
    expect(d.sampled).toBe(2);
    expect(d.words[0]).toMatchObject({ text: 'kargo', count: 2, weight: 1, negativeShare: 0.5, drill: { q: 'kargo' } });
    expect(d.words[1]).toMatchObject({ text: 'geç', count: 1, weight: 0.5, negativeShare: 1 });
  });

  it('buckets numeric values in about ten equal widths, the last one closed', () => {
    const values = Array.from({ length: 11 }, (_, i) => ({ value: i, count: 1 }));
    const d = buildAttributeDistribution('nps', values, null);
    expect(d).toMatchObject({ n: 11, mean: 5, p25: 2, p50: 5, p75: 8 }); // ranks 3, 6, 9 of 0…10
    expect(d.buckets).toHaveLength(10);
    expect(d.buckets[0]).toMatchObject({ from: 0, to: 1, count: 1, drill: { fq: ['nps__GTE_0--LT_1__RANGE'] } });
    expect(d.buckets[9]).toMatchObject({ from: 9, to: 10, count: 2, drill: { fq: ['nps__GTE_9--LTE_10__RANGE'] } });
    const wide = buildAttributeDistribution('nps', values, 5);
    expect(wide.buckets.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 5, 5],
      [5, 10, 5],
      [10, 15, 1],
    ]);
    expect(buildAttributeDistribution('nps', [], null)).toMatchObject({ n: 0, buckets: [] });
  });
});

describe('drill application and export', () => {
  it('adds a drill to the search body as the data tab would', () => {
    const drill = { ...categoryDrill('topics', 'A_1', 'Alpha'), sd: '2026-01-01T00', ed: '2026-01-01T24' };
    const r = applyDrill(searchBody(), drill);
    expect(r.categoryQueries).toEqual([
      { fieldName: 'topics', operand: 'IN', ids: [{ categoryId: 'A_1', sentimentKey: null, virtual: false, dynamicKey: null }] },
    ]);
    expect([r.startDate, r.endDate]).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T23:59:59.999Z']);
    const f = applyDrill(searchBody(), { fq: ['nps__GTE_0--LTE_6__RANGE'], cq: [], sd: null, ed: null, names: {}, q: 'kargo' });
    expect(f.fieldQueries).toEqual([
      {
        fieldName: 'nps',
        operand: 'RANGE',
        values: [
          { key: 'GTE', minValue: 0 },
          { key: 'LTE', maxValue: 6 },
        ],
      },
    ]);
    expect(f.query).toBe('kargo');
  });

  it('tables a widget for CSV/XLSX, numbers as numbers (an export never turns them into text)', () => {
    const d = buildNps('nps', measures({ n: 2, nps: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] }), null, [], []);
    expect(widgetTable(d)).toEqual({
      columns: ['band', 'count'],
      rows: [
        ['detractors', 1],
        ['passives', 0],
        ['promoters', 1],
        ['score', 0],
        ['comparisonScore', ''],
      ],
    });
    expect(widgetTable(null)).toEqual({ columns: [], rows: [] });
  });
});
