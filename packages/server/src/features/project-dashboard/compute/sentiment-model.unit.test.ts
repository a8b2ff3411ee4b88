import { searchRequestSchema, widgetConfigSchema } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../project-documents/catalogue.js';
import type { CubeRow } from '../../project-rollups/cube.js';
import type { WidgetContext } from './context.js';
import { quadrant } from './impact.js';
import { sentiment } from './sentiment.js';
import { measures, row } from './test-rows.js';

/** A sentiment widget's context over an analysis with the given models' sense types and these rows. */
function contextOf(senseTypes: string[], polar: { positive: number; neutral: number; negative: number }): WidgetContext {
  const total = measures({ n: 10, ...polar });
  const cat = { models: senseTypes.map((senseType) => ({ senseType })) } as unknown as Catalogue;
  const rows: CubeRow[] =
    polar.positive > 0 ? [row({ sentiment: 'POSITIVE' }, { n: polar.positive, positive: polar.positive })] : [];
  return {
    cat,
    request: searchRequestSchema.parse({}),
    config: widgetConfigSchema.parse({}),
    settings: { npsField: null, csatField: null, csatScaleMax: 5, csatSatisfiedFrom: 4 },
    main: { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-31T23:59:59.999Z') },
    comparison: null,
    timeZone: 'UTC',
    ask: () => Promise.resolve(rows),
    total: () => Promise.resolve(total),
    channelNames: () => Promise.resolve(new Map()),
    bucketWidth: () => Promise.resolve(null),
    scan: {
      texts: () => Promise.resolve([]),
      numericValues: () => Promise.resolve([]),
      count: () => Promise.resolve(0),
      rootCauses: () => Promise.resolve([]),
      rootCauseNames: () => Promise.resolve([]),
    },
    markScan: () => undefined,
  };
}

describe('the sentiment widget of an analysis without a sentiment model', () => {
  it('says the analysis needs a sentiment model instead of charting "no sentiment: 100 %"', async () => {
    const none = { positive: 0, neutral: 0, negative: 0 };
    expect(await sentiment(contextOf(['CATEGORY'], none))).toEqual({ problem: 'WIDGET_SENTIMENT_MODEL_REQUIRED' });
    // With a sentiment model, an empty sentiment is a real answer (nothing classified yet), not a missing model.
    expect('data' in (await sentiment(contextOf(['CATEGORY', 'SENTIMENT'], none)))).toBe(true);
    // Documents a since-removed sentiment model classified keep their sentiment on the chart.
    const kept = await sentiment(contextOf(['CATEGORY'], { positive: 4, neutral: 0, negative: 0 }));
    expect('data' in kept && kept.data.kind === 'SENTIMENT' && kept.data.main.positive).toBe(4);
  });

  it('refuses a quadrant with a sentiment axis for the same reason, and keeps the other axes', async () => {
    const none = { positive: 0, neutral: 0, negative: 0 };
    const ctx = contextOf(['CATEGORY'], none);
    const axes = (xAxis: string, yAxis: string) => ({ ...ctx, config: widgetConfigSchema.parse({ xAxis, yAxis }) });
    const model = { id: 'm1', code: 'topics', senseType: 'CATEGORY', classificationType: 'SINGLE_LABEL', names: new Map() };
    const cat = { models: [model], byCode: new Map(), searchContext: { models: new Map() } } as unknown as Catalogue;
    const withTree = (c: WidgetContext): WidgetContext => ({ ...c, cat });
    expect(await quadrant(withTree(axes('VOLUME', 'NEGATIVE_SHARE')))).toEqual({ problem: 'WIDGET_SENTIMENT_MODEL_REQUIRED' });
    expect(await quadrant(withTree(axes('SENTIMENT_SCORE', 'SHARE')))).toEqual({ problem: 'WIDGET_SENTIMENT_MODEL_REQUIRED' });
    expect('data' in (await quadrant(withTree(axes('VOLUME', 'SHARE'))))).toBe(true);
  });
});
