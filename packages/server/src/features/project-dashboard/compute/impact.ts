import {
  csatFromHistogram,
  csatImpact,
  npsFromHistogram,
  npsImpact,
  type NpsSettings,
  type QuadrantAxisType,
  type ScoreMetric,
  type WidgetData,
} from '@sentio/domain';
import type { CubeRow, Measures } from '../../project-rollups/cube.js';
import { problem, type KindComputer, type WidgetContext } from './context.js';
import { categoryDrill } from '@sentio/domain';
import { lacksSentiment } from './sentiment.js';
import { aggregateCategories, categoryModel, type CategoryAggregate, type CategoryTree } from './tree.js';

type ImpactData = Extract<WidgetData, { kind: 'IMPACT' }>;
type QuadrantData = Extract<WidgetData, { kind: 'QUADRANT' }>;

/**
 * Categories whose answers can be set against the rest: for a multi-label model only the leaves, since a parent's
 * summed histogram may count a document twice and "the documents without it" would no longer be total − with.
 */
export function scoreCategories(rows: readonly CubeRow[], tree: CategoryTree): CategoryAggregate[] {
  const all = aggregateCategories(rows, tree);
  return tree.multiLabel ? all.filter((a) => !a.hasChildren) : all;
}

/** The impact of one category on the overall score (domain metrics npsImpact / csatImpact). */
export function impactOf(metric: ScoreMetric, total: Measures, part: Measures, settings: NpsSettings) {
  return metric === 'NPS'
    ? npsImpact(npsFromHistogram(total.nps), npsFromHistogram(part.nps))
    : csatImpact(total.csat, part.csat, settings.csatScaleMax, settings.csatSatisfiedFrom);
}

export const overallScore = (metric: ScoreMetric, total: Measures, settings: NpsSettings): number | null =>
  metric === 'NPS'
    ? npsFromHistogram(total.nps).score
    : csatFromHistogram(total.csat, settings.csatScaleMax, settings.csatSatisfiedFrom).score;

export function buildImpact(
  metric: ScoreMetric,
  rows: readonly CubeRow[],
  total: Measures,
  tree: CategoryTree,
  settings: NpsSettings,
  limit: number,
): ImpactData {
  return {
    kind: 'IMPACT',
    modelCode: tree.modelCode,
    metric,
    overall: overallScore(metric, total, settings),
    rows: scoreCategories(rows, tree)
      .slice(0, limit)
      .map((a) => {
        const i = impactOf(metric, total, a.m, settings);
        return {
          categoryId: a.categoryId,
          name: a.name,
          count: a.m.n,
          scoreWith: i.scoreWith,
          scoreWithout: i.scoreWithout,
          impact: i.impact,
          change: i.change,
          drill: categoryDrill(tree.modelCode, a.categoryId, a.name),
        };
      }),
  };
}

/** The score setting an axis needs, null when none. */
export const axisNeeds = (axis: QuadrantAxisType): ScoreMetric | null =>
  axis === 'NPS' || axis === 'NPS_IMPACT' ? 'NPS' : axis === 'CSAT' || axis === 'CSAT_IMPACT' ? 'CSAT' : null;

const percent = (x: number, n: number): number | null => (n === 0 ? null : Math.round((x / n) * 1000) / 10);

/** A category's value on an axis; null when it has none (no answers), and the point is then left out. */
export function axisValue(axis: QuadrantAxisType, a: Measures, total: Measures, settings: NpsSettings): number | null {
  switch (axis) {
    case 'VOLUME':
      return a.n;
    case 'SHARE':
      return percent(a.n, total.n);
    case 'NPS':
      return npsFromHistogram(a.nps).score;
    case 'CSAT':
      return csatFromHistogram(a.csat, settings.csatScaleMax, settings.csatSatisfiedFrom).score;
    case 'NPS_IMPACT':
      return impactOf('NPS', total, a, settings).impact;
    case 'CSAT_IMPACT':
      return impactOf('CSAT', total, a, settings).impact;
    case 'SENTIMENT_SCORE':
      return percent(a.positive - a.negative, a.n);
    case 'NEGATIVE_SHARE':
      return percent(a.negative, a.n);
  }
}

/** Points per category; the quadrant borders are the count-weighted means of the points' coordinates. */
export function buildQuadrant(
  xAxis: QuadrantAxisType,
  yAxis: QuadrantAxisType,
  rows: readonly CubeRow[],
  total: Measures,
  tree: CategoryTree,
  settings: NpsSettings,
  limit: number,
): QuadrantData {
  const points = scoreCategories(rows, tree)
    .slice(0, limit)
    .flatMap((a) => {
      const x = axisValue(xAxis, a.m, total, settings);
      const y = axisValue(yAxis, a.m, total, settings);
      if (x === null || y === null) return [];
      const drill = categoryDrill(tree.modelCode, a.categoryId, a.name);
      return [{ categoryId: a.categoryId, name: a.name, x, y, count: a.m.n, drill }];
    });
  const weight = points.reduce((s, p) => s + p.count, 0);
  const mean = (f: (p: (typeof points)[number]) => number) =>
    weight === 0 ? null : Math.round((points.reduce((s, p) => s + f(p) * p.count, 0) / weight) * 100) / 100;
  return { kind: 'QUADRANT', modelCode: tree.modelCode, xAxis, yAxis, xMid: mean((p) => p.x), yMid: mean((p) => p.y), points };
}

export const missingScore = (metric: ScoreMetric | null, settings: NpsSettings): string | null => {
  if (metric === 'NPS' && settings.npsField === null) return 'NPS_FIELD_REQUIRED';
  if (metric === 'CSAT' && settings.csatField === null) return 'CSAT_FIELD_REQUIRED';
  return null;
};

async function categoryInputs(ctx: WidgetContext, tree: CategoryTree) {
  return Promise.all([ctx.ask({ period: 'main', groupBy: ['category'], modelId: tree.modelId }), ctx.total('main')]);
}

export const impact: KindComputer = async (ctx) => {
  const missing = missingScore(ctx.config.metric, ctx.settings);
  if (missing) return problem(missing);
  const tree = categoryModel(ctx);
  if (!tree) return problem('WIDGET_MODEL_REQUIRED');
  const [rows, total] = await categoryInputs(ctx, tree);
  return { data: buildImpact(ctx.config.metric, rows, total, tree, ctx.settings, ctx.config.limit) };
};

export const quadrant: KindComputer = async (ctx) => {
  const { xAxis, yAxis } = ctx.config;
  const missing = missingScore(axisNeeds(xAxis), ctx.settings) ?? missingScore(axisNeeds(yAxis), ctx.settings);
  if (missing) return problem(missing);
  const tree = categoryModel(ctx);
  if (!tree) return problem('WIDGET_MODEL_REQUIRED');
  const [rows, total] = await categoryInputs(ctx, tree);
  const sentimentAxis = [xAxis, yAxis].some((a) => a === 'SENTIMENT_SCORE' || a === 'NEGATIVE_SHARE');
  if (sentimentAxis && lacksSentiment(ctx, total)) return problem('WIDGET_SENTIMENT_MODEL_REQUIRED');
  return { data: buildQuadrant(xAxis, yAxis, rows, total, tree, ctx.settings, ctx.config.limit) };
};
