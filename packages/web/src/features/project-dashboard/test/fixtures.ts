import type { Drill, TrendPoint, WidgetData, WidgetKind, WidgetResult } from '@sentio/domain';

export const drill = (patch: Partial<Drill> = {}): Drill => ({ fq: [], cq: [], sd: null, ed: null, names: {}, ...patch });
const cat = (id: string, name: string) => drill({ cq: [`topics__${id}__IN`], names: { [id]: name } });
const point = (bucket: string, count: number, value: number | null, extra: Partial<TrendPoint> = {}): TrendPoint => ({
  bucket,
  count,
  value,
  drill: drill({ sd: `${bucket.slice(0, 10)}T00`, ed: `${bucket.slice(0, 10)}T24` }),
  ...extra,
});
const trend = [point('2026-03-01T00:00:00.000Z', 4, 25), point('2026-03-02T00:00:00.000Z', 6, 16.7)];
const previous = [point('2026-02-27T00:00:00.000Z', 3, 0), point('2026-02-28T00:00:00.000Z', 5, 20)];
const change = (delta: number | null, significant = false) => ({ delta, pValue: significant ? 0.01 : 0.4, significant });
const stat = (id: string, name: string, count: number, parentId: string | null = null) => ({
  modelCode: 'topics',
  categoryId: id,
  name,
  parentId,
  count,
  share: count / 10,
  positive: 1,
  negative: count - 1,
  nps: 10,
  csat: null,
  drill: cat(id, name),
});

/** Confirmed root causes as the root cause widgets name them; each drills by `rrId` (`id|name`). */
const late = { rootCauseId: 'rc-late', name: 'Late delivery', alias: { tr: 'Geç teslimat', en: 'Parcel came late' } };
const broken = { rootCauseId: 'rc-broken', name: 'Broken parcel', alias: { tr: '', en: '' } };
const rootCause = (ref: { rootCauseId: string; name: string }) => drill({ rrId: `${ref.rootCauseId}|${ref.name}` });

/** One result per kind with small, hand-checkable numbers. */
export const widgetData: { [K in WidgetKind]: Extract<WidgetData, { kind: K }> } = {
  NPS: {
    kind: 'NPS',
    main: { n: 10, promoters: 4, passives: 4, detractors: 2, score: 20 },
    comparison: { n: 8, promoters: 2, passives: 4, detractors: 2, score: 0 },
    change: change(20, true),
    trend,
    comparisonTrend: previous,
    bands: [
      { key: 'DETRACTORS', count: 2, drill: drill({ fq: ['nps__0--6__BETWEEN'] }) },
      { key: 'PASSIVES', count: 4, drill: drill({ fq: ['nps__7--8__BETWEEN'] }) },
      { key: 'PROMOTERS', count: 4, drill: drill({ fq: ['nps__9--10__BETWEEN'] }) },
    ],
  },
  CSAT: {
    kind: 'CSAT',
    main: { n: 5, satisfied: 4, score: 80, mean: 4.2, distribution: [0, 0, 1, 2, 2] },
    comparison: null,
    change: null,
    trend,
    comparisonTrend: [],
    bands: [1, 2, 3, 4, 5].map((k) => ({ key: String(k), count: [0, 0, 1, 2, 2][k - 1] ?? 0, drill: drill({ fq: [`csat__${k}__IN`] }) })),
  },
  SENTIMENT: {
    kind: 'SENTIMENT',
    main: { n: 10, positive: 3, neutral: 2, negative: 5, other: 0 },
    comparison: { n: 7, positive: 3, neutral: 2, negative: 2, other: 0 },
    positiveChange: change(-12.9),
    negativeChange: change(21.4),
    trend: trend.map((p) => ({ ...p, positive: 1, neutral: 1, negative: p.count - 2 })),
    bands: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'].map((k, i) => ({
      key: k,
      count: [3, 2, 5][i] ?? 0,
      drill: drill({ fq: [`sentiment__${k}__IN`] }),
    })),
  },
  CATEGORY_DISTRIBUTION: {
    kind: 'CATEGORY_DISTRIBUTION',
    modelCode: 'topics',
    total: 10,
    categories: [stat('c-delivery', 'Delivery', 6), stat('c-late', 'Late', 4, 'c-delivery'), stat('c-payment', 'Payment', 3)],
    topPositive: [stat('c-payment', 'Payment', 3)],
    topNegative: [stat('c-delivery', 'Delivery', 6)],
  },
  CATEGORY_COMPARISON: {
    kind: 'CATEGORY_COMPARISON',
    modelCode: 'topics',
    rows: [
      {
        categoryId: 'c-delivery',
        name: 'Delivery',
        main: 6,
        comparison: 2,
        mainShare: 0.6,
        comparisonShare: 0.25,
        change: change(35, true),
        drill: cat('c-delivery', 'Delivery'),
      },
    ],
  },
  IMPACT: {
    kind: 'IMPACT',
    modelCode: 'topics',
    metric: 'NPS',
    overall: 20,
    rows: [
      {
        categoryId: 'c-delivery',
        name: 'Delivery',
        count: 6,
        scoreWith: 0,
        scoreWithout: 50,
        impact: -30,
        change: change(-30, true),
        drill: cat('c-delivery', 'Delivery'),
      },
      {
        categoryId: 'c-payment',
        name: 'Payment',
        count: 3,
        scoreWith: 33,
        scoreWithout: 14,
        impact: 6,
        change: change(6),
        drill: cat('c-payment', 'Payment'),
      },
    ],
  },
  CATEGORY_CHANNEL: {
    kind: 'CATEGORY_CHANNEL',
    modelCode: 'topics',
    channels: [
      { code: 'app', name: 'App' },
      { code: 'web', name: 'Web' },
    ],
    rows: [
      {
        categoryId: 'c-delivery',
        name: 'Delivery',
        cells: [
          { channelCode: 'app', count: 4, drill: drill({ cq: ['topics__c-delivery__IN'], fq: ['channel__app__IN'] }) },
          { channelCode: 'web', count: 2, drill: drill({ cq: ['topics__c-delivery__IN'], fq: ['channel__web__IN'] }) },
        ],
      },
    ],
  },
  QUADRANT: {
    kind: 'QUADRANT',
    modelCode: 'topics',
    xAxis: 'VOLUME',
    yAxis: 'NPS_IMPACT',
    xMid: 4.5,
    yMid: -12,
    points: [
      { categoryId: 'c-delivery', name: 'Delivery', x: 6, y: -30, count: 6, drill: cat('c-delivery', 'Delivery') },
      { categoryId: 'c-payment', name: 'Payment', x: 3, y: 6, count: 3, drill: cat('c-payment', 'Payment') },
    ],
  },
  SCORE_TABLE: {
    kind: 'SCORE_TABLE',
    metric: 'NPS',
    groupBy: 'CHANNEL',
    rows: [
      { key: 'app', name: 'App', n: 7, score: 14.3, mean: 7.1, p25: 6, p50: 8, p75: 9, drill: drill({ fq: ['channel__app__IN'] }) },
    ],
  },
  TIME_TREND: { kind: 'TIME_TREND', period: 'day', trend, comparisonTrend: previous },
  ATTRIBUTE_BASED_KEYWORDS: {
    kind: 'ATTRIBUTE_BASED_KEYWORDS',
    sampled: 10,
    words: [
      { text: 'kargo', count: 5, weight: 1, negativeShare: 0.8, drill: drill({ fq: ['content__kargo__CONTAINS'] }) },
      { text: 'hızlı', count: 2, weight: 0.4, negativeShare: 0, drill: drill({ fq: ['content__hızlı__CONTAINS'] }) },
    ],
  },
  ATTRIBUTE_DISTRIBUTION: {
    kind: 'ATTRIBUTE_DISTRIBUTION',
    attributeCode: 'age',
    n: 9,
    mean: 31.5,
    p25: 24,
    p50: 30,
    p75: 38,
    buckets: [
      { from: 20, to: 30, count: 4, drill: drill({ fq: ['age__20--29__BETWEEN'] }) },
      { from: 30, to: 40, count: 5, drill: drill({ fq: ['age__30--39__BETWEEN'] }) },
    ],
  },
  ROOT_CAUSE_VOLUME: {
    kind: 'ROOT_CAUSE_VOLUME',
    total: 10,
    comparisonTotal: 8,
    rows: [
      { ...late, count: 6, share: 0.6, comparison: 2, comparisonShare: 0.25, change: change(35, true), drill: rootCause(late) },
      { ...broken, count: 1, share: 0.1, comparison: 1, comparisonShare: 0.125, change: change(-2.5), drill: rootCause(broken) },
    ],
  },
  ROOT_CAUSE_IMPACT: {
    kind: 'ROOT_CAUSE_IMPACT',
    metric: 'NPS',
    overall: 20,
    rows: [
      { ...late, count: 6, scoreWith: -10, scoreWithout: 50, impact: -30, change: change(-30, true), drill: rootCause(late) },
      { ...broken, count: 1, scoreWith: 100, scoreWithout: 11.1, impact: 8.9, change: change(8.9), drill: rootCause(broken) },
    ],
  },
  ROOT_CAUSE_TREND: {
    kind: 'ROOT_CAUSE_TREND',
    period: 'day',
    series: [
      { ...late, count: 6, drill: rootCause(late), trend: trend.map((p, i) => ({ ...p, count: [2, 4][i] ?? 0, drill: { ...p.drill, rrId: rootCause(late).rrId } })) },
      { ...broken, count: 1, drill: rootCause(broken), trend: trend.map((p, i) => ({ ...p, count: [1, 0][i] ?? 0, drill: { ...p.drill, rrId: rootCause(broken).rrId } })) },
    ],
  },
};

export const widgetId = (kind: WidgetKind) => `00000000-0000-4000-8000-${String(Object.keys(widgetData).indexOf(kind) + 1).padStart(12, '0')}`;

export function widgetResult(kind: WidgetKind, patch: Partial<WidgetResult> = {}): WidgetResult {
  return {
    widgetId: widgetId(kind),
    kind,
    name: `${kind} widget`,
    builtIn: false,
    noData: false,
    noComparisonData: false,
    source: 'ROLLUP',
    problem: null,
    data: widgetData[kind],
    computedAt: '2026-03-03T00:00:00.000Z',
    ...patch,
  };
}
