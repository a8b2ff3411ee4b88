import { beforeAll, describe, expect, it } from 'vitest';
import { widgetKinds } from '@sentio/domain';
import { i18n, initI18n } from '../../../app/i18n';
import { widgetData } from '../test/fixtures';
import { comparisonHeadline, headline, widgetElements } from './elements';

beforeAll(async () => {
  await initI18n('en');
});

describe('widget elements', () => {
  it('lists the NPS bands, then the main trend, then the comparison trend', () => {
    const elements = widgetElements(widgetData.NPS, i18n.t, 'en');
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
    const elements = widgetElements(widgetData.CATEGORY_CHANNEL, i18n.t, 'en');
    expect(elements.map((e) => [e.label, e.count])).toEqual([
      ['Delivery × App', 4],
      ['Delivery × Web', 2],
    ]);
  });

  it('gives every kind a clickable element with a drill', () => {
    for (const kind of widgetKinds) {
      const elements = widgetElements(widgetData[kind], i18n.t, 'en');
      expect(elements.length, kind).toBeGreaterThan(0);
      for (const e of elements) expect(e.drill, kind).toBeDefined();
    }
  });

  it('headlines the score or the total, and the comparison with its change', () => {
    expect(headline(widgetData.NPS, 'en')).toBe('20');
    expect(headline(widgetData.CATEGORY_DISTRIBUTION, 'en')).toBe('10');
    expect(headline(widgetData.QUADRANT, 'en')).toBeNull();
    expect(comparisonHeadline(widgetData.NPS, 'en')).toEqual({ value: '0', change: widgetData.NPS.change });
    expect(comparisonHeadline(widgetData.CSAT, 'en')).toBeNull();
  });
});
