import { polarity, twoProportionTest, type Drill, type SentimentSummary, type TrendPoint, type WidgetData } from '@sentio/domain';
import type { CubeRow, Measures } from '../../project-rollups/cube.js';
import { problem, type KindComputer, type WidgetContext } from './context.js';
import { sentimentDrill } from '@sentio/domain';
import { trendOf } from './trend.js';

type SentimentData = Extract<WidgetData, { kind: 'SENTIMENT' }>;
const polarities = ['positive', 'neutral', 'negative'] as const;

export function sentimentSummary(m: Measures): SentimentSummary {
  return {
    n: m.n,
    positive: m.positive,
    neutral: m.neutral,
    negative: m.negative,
    other: Math.max(0, m.n - m.positive - m.neutral - m.negative),
  };
}

/**
 * One band per polarity, counted from the rows grouped by stored label: a band drills to exactly the labels of
 * that polarity seen in the data (labels differ per model: POSITIVE, olumlu…); `other` is every document without
 * a polar label, i.e. not any of those labels (missing labels included).
 */
export function sentimentBands(rows: readonly CubeRow[]): { key: string; count: number; drill: Drill }[] {
  const labels = { positive: new Set<string>(), neutral: new Set<string>(), negative: new Set<string>() };
  const counts = { positive: 0, neutral: 0, negative: 0, other: 0 };
  for (const r of rows) {
    const label = r.keys.sentiment ?? null;
    const p = polarity(label);
    if (p === null || label === null) counts.other += r.m.n;
    else {
      labels[p].add(label);
      counts[p] += r.m.n;
    }
  }
  const sorted = (s: Set<string>) => [...s].sort();
  const bands = polarities.map((p) => ({ key: p, count: counts[p], drill: sentimentDrill(sorted(labels[p])) }));
  const polar = polarities.flatMap((p) => sorted(labels[p]));
  return [...bands, { key: 'other', count: counts.other, drill: sentimentDrill(polar, true) }];
}

export function buildSentiment(
  main: Measures,
  comparison: Measures | null,
  labelRows: readonly CubeRow[],
  trend: TrendPoint[],
): SentimentData {
  return {
    kind: 'SENTIMENT',
    main: sentimentSummary(main),
    comparison: comparison ? sentimentSummary(comparison) : null,
    positiveChange: comparison ? twoProportionTest(main.positive, main.n, comparison.positive, comparison.n) : null,
    negativeChange: comparison ? twoProportionTest(main.negative, main.n, comparison.negative, comparison.n) : null,
    trend,
    bands: sentimentBands(labelRows),
  };
}

/** Positive share of a bucket in percent. */
const positiveShare = (m: Measures): number | null => (m.n === 0 ? null : Math.round((m.positive / m.n) * 1000) / 10);

/** No sentiment model and no document with a polar sentiment: a sentiment number could only be "none". */
export const lacksSentiment = (ctx: Pick<WidgetContext, 'cat'>, total: Measures): boolean =>
  total.positive + total.neutral + total.negative === 0 && !ctx.cat.models.some((m) => m.senseType === 'SENTIMENT');

export const sentiment: KindComputer = async (ctx) => {
  const [main, comparison, rows, trend] = await Promise.all([
    ctx.total('main'),
    ctx.comparison ? ctx.total('comparison') : Promise.resolve(null),
    ctx.ask({ period: 'main', groupBy: ['sentiment'] }),
    trendOf(ctx, 'main', positiveShare),
  ]);
  // Without a sentiment model nothing can be positive or negative: say so (and how to fix it) instead of charting
  // "no sentiment: 100 %". Documents classified by a model since removed still show their sentiment.
  if (lacksSentiment(ctx, main)) return problem('WIDGET_SENTIMENT_MODEL_REQUIRED');
  return { data: buildSentiment(main, comparison, rows, trend.points) };
};
