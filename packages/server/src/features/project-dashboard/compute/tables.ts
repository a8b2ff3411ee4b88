import {
  csatFromHistogram,
  npsFromHistogram,
  scoreBands,
  type NpsSettings,
  type ScoreMetric,
  type WidgetData,
} from '@sentio/domain';
import type { CubeRow, Measures } from '../../project-rollups/cube.js';
import { problem, type KindComputer } from './context.js';
import { categoryDrill, channelDrill, atLeast, atMost, mergeDrills, rangeDrill } from '@sentio/domain';
import { missingScore, scoreCategories } from './impact.js';
import { aggregateCategories, categoryModel, type CategoryTree } from './tree.js';

type CategoryChannelData = Extract<WidgetData, { kind: 'CATEGORY_CHANNEL' }>;
type ScoreTableData = Extract<WidgetData, { kind: 'SCORE_TABLE' }>;
type ScoreRow = ScoreTableData['rows'][number];

/** Documents without a channel are keyed '' (their drill asks for a missing channel). */
const channelKey = (r: CubeRow): string => r.keys.channel ?? '';
const drillOfChannel = (code: string) => channelDrill(code === '' ? null : code);

/** Category × channel document counts; channels ordered by their documents, categories as in the distribution. */
export function buildCategoryChannel(
  rows: readonly CubeRow[],
  tree: CategoryTree,
  names: ReadonlyMap<string, string>,
  limit: number,
): CategoryChannelData {
  const perChannel = new Map<string, number>();
  for (const r of rows) perChannel.set(channelKey(r), (perChannel.get(channelKey(r)) ?? 0) + r.m.n);
  const codes = [...perChannel.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  const counts = new Map(
    codes.map((code) => [
      code,
      new Map(aggregateCategories(rows, tree, (r) => channelKey(r) === code).map((a) => [a.categoryId, a.m.n])),
    ]),
  );
  return {
    kind: 'CATEGORY_CHANNEL',
    modelCode: tree.modelCode,
    channels: codes.map((code) => ({ code, name: names.get(code) ?? code })),
    rows: aggregateCategories(rows, tree)
      .slice(0, limit)
      .map((a) => ({
        categoryId: a.categoryId,
        name: a.name,
        cells: codes.map((code) => ({
          channelCode: code,
          count: counts.get(code)?.get(a.categoryId) ?? 0,
          drill: mergeDrills(categoryDrill(tree.modelCode, a.categoryId, a.name), drillOfChannel(code)),
        })),
      })),
  };
}

/** One score-table row: answers, score, mean and the 25/50/75 percentile bands of the answers. */
export function scoreRow(
  metric: ScoreMetric,
  key: string,
  name: string,
  m: Measures,
  settings: NpsSettings,
  drill: ScoreRow['drill'],
): ScoreRow {
  const hist = metric === 'NPS' ? m.nps : m.csat.slice(0, settings.csatScaleMax);
  const score =
    metric === 'NPS'
      ? npsFromHistogram(hist).score
      : csatFromHistogram(hist, settings.csatScaleMax, settings.csatSatisfiedFrom).score;
  const bands = scoreBands(hist, metric === 'NPS' ? 0 : 1);
  return { key, name, n: bands.n, score, mean: bands.mean, p25: bands.p25, p50: bands.p50, p75: bands.p75, drill };
}

/**
 * The documents a score counts: those with an answer on the metric's scale (NPS 0–10, CSAT 1…scaleMax). A row's
 * `n` is its answers, not its documents, so its drill adds this to the category or channel.
 */
export function answeredDrill(metric: ScoreMetric, settings: NpsSettings) {
  const field = metric === 'NPS' ? settings.npsField : settings.csatField;
  if (field === null) return null;
  return metric === 'NPS'
    ? rangeDrill(field, [atLeast(0), atMost(10)])
    : rangeDrill(field, [atLeast(1), atMost(settings.csatScaleMax)]);
}

export function buildScoreTable(
  metric: ScoreMetric,
  groupBy: 'CATEGORY' | 'CHANNEL',
  rows: readonly CubeRow[],
  tree: CategoryTree | null,
  names: ReadonlyMap<string, string>,
  settings: NpsSettings,
  limit: number,
): ScoreTableData {
  const answered = answeredDrill(metric, settings);
  const withAnswers = (drill: ScoreRow['drill']) => (answered ? mergeDrills(drill, answered) : drill);
  const out: ScoreRow[] =
    groupBy === 'CATEGORY' && tree
      ? scoreCategories(rows, tree).map((a) =>
          scoreRow(metric, a.categoryId, a.name, a.m, settings, withAnswers(categoryDrill(tree.modelCode, a.categoryId, a.name))),
        )
      : [...rows]
          .sort((a, b) => b.m.n - a.m.n || channelKey(a).localeCompare(channelKey(b)))
          .map((r) => {
            const code = channelKey(r);
            return scoreRow(metric, code, names.get(code) ?? code, r.m, settings, withAnswers(drillOfChannel(code)));
          });
  return { kind: 'SCORE_TABLE', metric, groupBy, rows: out.slice(0, limit) };
}

export const categoryChannel: KindComputer = async (ctx) => {
  const tree = categoryModel(ctx);
  if (!tree) return problem('WIDGET_MODEL_REQUIRED');
  const [rows, names] = await Promise.all([
    ctx.ask({ period: 'main', groupBy: ['category', 'channel'], modelId: tree.modelId }),
    ctx.channelNames(),
  ]);
  return { data: buildCategoryChannel(rows, tree, names, ctx.config.limit) };
};

export const scoreTable: KindComputer = async (ctx) => {
  const { metric, groupBy, limit } = ctx.config;
  const missing = missingScore(metric, ctx.settings);
  if (missing) return problem(missing);
  const tree = groupBy === 'CATEGORY' ? categoryModel(ctx) : null;
  if (groupBy === 'CATEGORY' && !tree) return problem('WIDGET_MODEL_REQUIRED');
  const [rows, names] = await Promise.all([
    tree
      ? ctx.ask({ period: 'main', groupBy: ['category'], modelId: tree.modelId })
      : ctx.ask({ period: 'main', groupBy: ['channel'] }),
    ctx.channelNames(),
  ]);
  return { data: buildScoreTable(metric, groupBy, rows, tree, names, ctx.settings, limit) };
};
