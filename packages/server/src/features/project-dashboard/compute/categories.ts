import { twoProportionTest, type CategoryStat, type NpsSettings, type WidgetData } from '@sentio/domain';
import type { CubeRow } from '../../project-rollups/cube.js';
import { problem, type KindComputer, type WidgetContext } from './context.js';
import { categoryDrill } from '@sentio/domain';
import { aggregateCategories, categoryModel, csatScore, npsScore, type CategoryAggregate, type CategoryTree } from './tree.js';

type Distribution = Extract<WidgetData, { kind: 'CATEGORY_DISTRIBUTION' }>;
type Comparison = Extract<WidgetData, { kind: 'CATEGORY_COMPARISON' }>;

/** Categories with fewer documents are left out of the top lists: one document would make a 100 % share. */
export const TOP_MINIMUM = 5;
export const TOP_SIZE = 5;

export function categoryStat(a: CategoryAggregate, tree: CategoryTree, total: number, settings: NpsSettings): CategoryStat {
  return {
    modelCode: tree.modelCode,
    categoryId: a.categoryId,
    name: a.name,
    parentId: a.parentId,
    count: a.m.n,
    share: total === 0 ? 0 : a.m.n / total,
    positive: a.m.positive,
    negative: a.m.negative,
    nps: npsScore(a.m, settings),
    csat: csatScore(a.m, settings),
    drill: categoryDrill(tree.modelCode, a.categoryId, a.name),
  };
}

/**
 * The category distribution: every category with documents (parents included, see aggregateCategories), the
 * first `limit` by count; the top five by positive and by negative share among the leaves with at least
 * TOP_MINIMUM documents (docs/dashboards.md) — parents would repeat their leaves.
 */
export function buildDistribution(
  rows: readonly CubeRow[],
  tree: CategoryTree,
  total: number,
  settings: NpsSettings,
  limit: number,
): Distribution {
  const all = aggregateCategories(rows, tree);
  const stats = all.map((a) => categoryStat(a, tree, total, settings));
  const ranked = stats.filter((s, i) => !all[i]?.hasChildren && s.count >= TOP_MINIMUM);
  const top = (share: (s: CategoryStat) => number) =>
    [...ranked].sort((x, y) => share(y) - share(x) || y.count - x.count || x.name.localeCompare(y.name)).slice(0, TOP_SIZE);
  return {
    kind: 'CATEGORY_DISTRIBUTION',
    modelCode: tree.modelCode,
    total,
    categories: stats.slice(0, limit),
    topPositive: top((s) => s.positive / s.count).filter((s) => s.positive > 0),
    topNegative: top((s) => s.negative / s.count).filter((s) => s.negative > 0),
  };
}

/**
 * Each category's share of the documents in the main and in the comparison period, and the change in percentage
 * points with a two-proportion test; ordered by the main count.
 */
export function buildComparison(
  main: { rows: readonly CubeRow[]; total: number },
  comparison: { rows: readonly CubeRow[]; total: number },
  tree: CategoryTree,
  limit: number,
): Comparison {
  const before = new Map(aggregateCategories(comparison.rows, tree).map((a) => [a.categoryId, a]));
  const now = aggregateCategories(main.rows, tree);
  const seen = new Set(now.map((a) => a.categoryId));
  const only = [...before.values()].filter((a) => !seen.has(a.categoryId));
  const rows = [...now, ...only].slice(0, limit).map((a) => {
    const m = seen.has(a.categoryId) ? a.m.n : 0;
    const c = before.get(a.categoryId)?.m.n ?? 0;
    return {
      categoryId: a.categoryId,
      name: a.name,
      main: m,
      comparison: c,
      mainShare: main.total === 0 ? 0 : m / main.total,
      comparisonShare: comparison.total === 0 ? 0 : c / comparison.total,
      change: twoProportionTest(m, main.total, c, comparison.total),
      drill: categoryDrill(tree.modelCode, a.categoryId, a.name),
    };
  });
  return { kind: 'CATEGORY_COMPARISON', modelCode: tree.modelCode, rows };
}

const categoryRows = (ctx: WidgetContext, tree: CategoryTree, period: 'main' | 'comparison') =>
  ctx.ask({ period, groupBy: ['category'], modelId: tree.modelId });

export const categoryDistribution: KindComputer = async (ctx) => {
  const tree = categoryModel(ctx);
  if (!tree) return problem('WIDGET_MODEL_REQUIRED');
  const [rows, total] = await Promise.all([categoryRows(ctx, tree, 'main'), ctx.total('main')]);
  return { data: buildDistribution(rows, tree, total.n, ctx.settings, ctx.config.limit) };
};

export const categoryComparison: KindComputer = async (ctx) => {
  const tree = categoryModel(ctx);
  if (!tree) return problem('WIDGET_MODEL_REQUIRED');
  const withComparison = ctx.comparison !== null;
  const [rows, total, cRows, cTotal] = await Promise.all([
    categoryRows(ctx, tree, 'main'),
    ctx.total('main'),
    withComparison ? categoryRows(ctx, tree, 'comparison') : Promise.resolve([]),
    withComparison ? ctx.total('comparison') : Promise.resolve(null),
  ]);
  return {
    data: buildComparison({ rows, total: total.n }, { rows: cRows, total: cTotal?.n ?? 0 }, tree, ctx.config.limit),
  };
};
