import { twoProportionTest, type WidgetData } from '@sentio/domain';
import type { CubeRow, Measures } from '../../project-rollups/cube.js';
import {
  periodRequest,
  problem,
  type KindComputer,
  type RootCauseMeasures,
  type RootCauseRef,
  type WidgetContext,
} from './context.js';
import { mergeDrills, rootCauseDrill } from '@sentio/domain';
import { impactOf, missingScore, overallScore } from './impact.js';
import { gapFor, resolvePeriod, trendPoints } from './trend.js';

type Volume = Extract<WidgetData, { kind: 'ROOT_CAUSE_VOLUME' }>;
type Impact = Extract<WidgetData, { kind: 'ROOT_CAUSE_IMPACT' }>;
type Trend = Extract<WidgetData, { kind: 'ROOT_CAUSE_TREND' }>;

/**
 * The root cause widgets (docs/dashboards.md): confirmed root causes by documents, by impact on NPS/CSAT (the
 * IMPACT metric with root causes in place of categories) and over time. Every number drills by `rrId`, so a click
 * lists exactly the root cause's documents. An analysis without root causes gets empty widgets, not problems.
 */

interface Ranked {
  ref: RootCauseRef;
  m: Measures;
}

/** Root causes with documents under the filter, most documents first (then by name); unknown ids are left out. */
export function rankRootCauses(rows: readonly RootCauseMeasures[], names: readonly RootCauseRef[]): Ranked[] {
  const byId = new Map(names.map((n) => [n.rootCauseId, n]));
  return rows
    .flatMap((r) => {
      const ref = byId.get(r.rootCauseId);
      return ref && r.m.n > 0 ? [{ ref, m: r.m }] : [];
    })
    .sort((a, b) => b.m.n - a.m.n || a.ref.name.localeCompare(b.ref.name));
}

const drillOf = (ref: RootCauseRef) => rootCauseDrill(ref.rootCauseId, ref.name);

export function buildVolume(
  main: { rows: readonly RootCauseMeasures[]; total: number },
  comparison: { rows: readonly RootCauseMeasures[]; total: number } | null,
  names: readonly RootCauseRef[],
  limit: number,
): Volume {
  const before = new Map((comparison?.rows ?? []).map((r) => [r.rootCauseId, r.m.n]));
  const rows = rankRootCauses(main.rows, names)
    .slice(0, limit)
    .map(({ ref, m }) => {
      const c = comparison ? (before.get(ref.rootCauseId) ?? 0) : null;
      return {
        ...ref,
        count: m.n,
        share: main.total === 0 ? 0 : m.n / main.total,
        comparison: c,
        comparisonShare: comparison === null || c === null ? null : comparison.total === 0 ? 0 : c / comparison.total,
        change: comparison === null || c === null ? null : twoProportionTest(m.n, main.total, c, comparison.total),
        drill: drillOf(ref),
      };
    });
  return { kind: 'ROOT_CAUSE_VOLUME', total: main.total, comparisonTotal: comparison?.total ?? null, rows };
}

const rootCauseRows = (ctx: WidgetContext, period: 'main' | 'comparison') =>
  ctx.scan.rootCauses(periodRequest(ctx.request, period), null);

export const rootCauseVolume: KindComputer = async (ctx) => {
  ctx.markScan();
  const withComparison = ctx.comparison !== null;
  const [rows, names, total, cRows, cTotal] = await Promise.all([
    rootCauseRows(ctx, 'main'),
    ctx.scan.rootCauseNames(),
    ctx.total('main'),
    withComparison ? rootCauseRows(ctx, 'comparison') : Promise.resolve([]),
    withComparison ? ctx.total('comparison') : Promise.resolve(null),
  ]);
  const comparison = cTotal === null ? null : { rows: cRows, total: cTotal.n };
  return { data: buildVolume({ rows, total: total.n }, comparison, names, ctx.config.limit) };
};

/** Impact = overall score − score of the documents without the root cause (each root cause's documents are a subset). */
export const rootCauseImpact: KindComputer = async (ctx) => {
  const metric = ctx.config.metric;
  const missing = missingScore(metric, ctx.settings);
  if (missing) return problem(missing);
  ctx.markScan();
  const [rows, names, total] = await Promise.all([rootCauseRows(ctx, 'main'), ctx.scan.rootCauseNames(), ctx.total('main')]);
  const data: Impact = {
    kind: 'ROOT_CAUSE_IMPACT',
    metric,
    overall: overallScore(metric, total, ctx.settings),
    rows: rankRootCauses(rows, names)
      .slice(0, ctx.config.limit)
      .map(({ ref, m }) => {
        const i = impactOf(metric, total, m, ctx.settings);
        return {
          ...ref,
          count: m.n,
          scoreWith: i.scoreWith,
          scoreWithout: i.scoreWithout,
          impact: i.impact,
          change: i.change,
          drill: drillOf(ref),
        };
      }),
  };
  return { data };
};

/** The top `limit` root causes by documents in range, each with its documents per bucket (zero buckets included). */
export const rootCauseTrend: KindComputer = async (ctx) => {
  ctx.markScan();
  const period = resolvePeriod(ctx.config.period, ctx.request.gap, ctx.main);
  const [rows, bucketed, names] = await Promise.all([
    rootCauseRows(ctx, 'main'),
    ctx.scan.rootCauses(ctx.request, gapFor(period)),
    ctx.scan.rootCauseNames(),
  ]);
  const series = rankRootCauses(rows, names)
    .slice(0, ctx.config.limit)
    .map(({ ref, m }) => {
      const own: CubeRow[] = bucketed
        .filter((r) => r.rootCauseId === ref.rootCauseId)
        .map((r) => ({ keys: { bucket: r.bucket ?? '' }, m: r.m }));
      const drill = drillOf(ref);
      const trend = trendPoints(own, period, ctx.config.customDays, ctx.main, (x) => x.n, ctx.timeZone).map((p) => ({
        ...p,
        drill: mergeDrills(drill, p.drill),
      }));
      return { ...ref, count: m.n, drill, trend };
    });
  const data: Trend = { kind: 'ROOT_CAUSE_TREND', period, series };
  return { data };
};
