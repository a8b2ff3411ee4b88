import { beforeAll, describe, expect, it } from 'vitest';
import { widgetKinds, type TrendPoint } from '@sentio/domain';
import { i18n, initI18n } from '../../../app/i18n';
import { widgetData } from '../test/fixtures';
import { comparisonHeadline, headline, widgetElements } from './elements';

const utc = { language: 'en', timeZone: 'UTC' };

beforeAll(async () => {
  await initI18n('en');
});

describe('widget elements', () => {
  it('lists the NPS bands, then the main trend, then the comparison trend', () => {
    const elements = widgetElements(widgetData.NPS, i18n.t, utc);
    expect(elements.map((e) => e.label)).toEqual([
      'Detractors',
      'Passives',
      'Promoters',
      '2026-03-01',
      '2026-03-02',
      '2026-02-27 (comparison)',
      '2026-02-28 (comparison)',
    ]);
    expect(elements.map((e) => e.count)).toEqual([2, 4, 4, 4, 6, 3, 5]);
  });

  it('flattens the category × channel cells row by row', () => {
    const elements = widgetElements(widgetData.CATEGORY_CHANNEL, i18n.t, utc);
    expect(elements.map((e) => [e.label, e.count])).toEqual([
      ['Delivery × App', 4],
      ['Delivery × Web', 2],
    ]);
  });

  it('gives every kind a clickable element with a drill', () => {
    for (const kind of widgetKinds) {
      const elements = widgetElements(widgetData[kind], i18n.t, utc);
      expect(elements.length, kind).toBeGreaterThan(0);
      for (const e of elements) expect(e.drill, kind).toBeDefined();
    }
  });

  it('labels buckets with the reporting zone\'s day, whatever the zone of the machine running it', () => {
    // 21–24 February in Istanbul: each bucket starts at 21:00 UTC of the day before.
    const days = ['2026-02-20T21:00:00.000Z', '2026-02-21T21:00:00.000Z', '2026-02-22T21:00:00.000Z', '2026-02-23T21:00:00.000Z'];
    const data = {
      ...widgetData.TIME_TREND,
      trend: days.map((bucket, i) => ({ ...widgetData.TIME_TREND.trend[0], bucket, count: i + 1 }) as TrendPoint),
      comparisonTrend: [],
    };
    const labels = widgetElements(data, i18n.t, { language: 'en', timeZone: 'Europe/Istanbul' }).map((e) => e.label);
    expect(labels).toEqual(['2026-02-21', '2026-02-22', '2026-02-23', '2026-02-24']);
    expect(widgetElements(data, i18n.t, { language: 'tr', timeZone: 'Europe/Istanbul' })[0]?.label).toBe('21.02.2026');
    // New York's days start at 05:00 UTC (04:00 in summer): a day bucket across the DST change is still a day.
    const ny = ['2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'];
    const nyData = { ...data, trend: ny.map((bucket) => ({ ...data.trend[0], bucket }) as TrendPoint) };
    expect(widgetElements(nyData, i18n.t, { language: 'en', timeZone: 'America/New_York' }).map((e) => e.label)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
  });

  it('gives every segment of the sentiment trend its bucket AND its sentiment', () => {
    const data = {
      ...widgetData.SENTIMENT,
      trend: widgetData.SENTIMENT.trend.map((p, i) => ({ ...p, positive: i, neutral: 0, negative: 3 + i })),
    };
    const segments = widgetElements(data, i18n.t, utc).slice(data.bands.length);
    expect(segments.map((e) => [e.key, e.label, e.count])).toEqual([
      ['s0-negative', '2026-03-01 · Negative', 3],
      ['s1-positive', '2026-03-02 · Positive', 1],
      ['s1-negative', '2026-03-02 · Negative', 4],
    ]);
    expect(segments[0]?.drill).toMatchObject({ fq: ['sentiment__NEGATIVE__IN'], sd: '2026-03-01T00', ed: '2026-03-01T24' });
  });

  it("adds the category comparison's comparison bars, drilling to the category in the comparison range", () => {
    const plain = widgetElements(widgetData.CATEGORY_COMPARISON, i18n.t, utc);
    expect(plain).toHaveLength(1);
    const withComparison = widgetElements(widgetData.CATEGORY_COMPARISON, i18n.t, {
      ...utc,
      comparison: { sd: '2026-02-01T00', ed: '2026-02-28T24' },
    });
    expect(withComparison.map((e) => [e.label, e.count])).toEqual([
      ['Delivery', 6],
      ['Delivery (comparison)', 2],
    ]);
    expect(withComparison[1]?.drill).toMatchObject({ cq: ['topics__c-delivery__IN'], sd: '2026-02-01T00', ed: '2026-02-28T24' });
  });

  it('names root causes by their alias in the interface language and drills each bar, row and point by rrId', () => {
    const volume = widgetElements(widgetData.ROOT_CAUSE_VOLUME, i18n.t, utc);
    expect(volume.map((e) => [e.label, e.count, e.detail])).toEqual([
      ['Parcel came late', 6, '60%'],
      ['Broken parcel', 1, '10%'],
    ]);
    expect(volume[0]?.drill.rrId).toBe('rc-late|Late delivery');
    expect(widgetElements(widgetData.ROOT_CAUSE_VOLUME, i18n.t, { ...utc, language: 'tr' })[0]?.label).toBe('Geç teslimat');
    expect(widgetElements(widgetData.ROOT_CAUSE_IMPACT, i18n.t, utc).map((e) => e.detail)).toEqual(['-30', '8.9']);
    // The trend: the root causes first, then each one's points (a point: that root cause in that bucket).
    const trend = widgetElements(widgetData.ROOT_CAUSE_TREND, i18n.t, utc);
    expect(trend.map((e) => e.count)).toEqual([6, 1, 2, 4, 1, 0]);
    expect(trend[3]?.label).toBe('Parcel came late · 2026-03-02');
    expect(trend[3]?.drill).toMatchObject({ rrId: 'rc-late|Late delivery', sd: '2026-03-02T00', ed: '2026-03-02T24' });
    expect(headline(widgetData.ROOT_CAUSE_VOLUME, 'en')).toBe('10');
    expect(comparisonHeadline(widgetData.ROOT_CAUSE_VOLUME, 'en')).toEqual({ value: '8', change: null });
    expect(headline(widgetData.ROOT_CAUSE_IMPACT, 'en')).toBe('20');
  });

  it('headlines the score or the total, and the comparison with its change', () => {
    expect(headline(widgetData.NPS, 'en')).toBe('20');
    expect(headline(widgetData.CATEGORY_DISTRIBUTION, 'en')).toBe('10');
    expect(headline(widgetData.QUADRANT, 'en')).toBeNull();
    expect(comparisonHeadline(widgetData.NPS, 'en')).toEqual({ value: '0', change: widgetData.NPS.change });
    expect(comparisonHeadline(widgetData.CSAT, 'en')).toBeNull();
  });
});
