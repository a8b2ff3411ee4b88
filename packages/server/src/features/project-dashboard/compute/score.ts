import {
  csatDifference,
  csatFromHistogram,
  npsDifference,
  npsFromHistogram,
  type Drill,
  type NpsSettings,
  type TrendPoint,
  type WidgetData,
} from '@sentio/domain';
import type { Measures } from '../../project-rollups/cube.js';
import { problem, type KindComputer } from './context.js';
import { atLeast, atMost, rangeDrill } from '@sentio/domain';
import { trendOf } from './trend.js';

type NpsData = Extract<WidgetData, { kind: 'NPS' }>;
type CsatData = Extract<WidgetData, { kind: 'CSAT' }>;
type Band = { key: string; count: number; drill: Drill };

const sum = (hist: readonly number[], from: number, to: number): number => hist.slice(from, to + 1).reduce((a, b) => a + b, 0);

/** NPS bands (detractors 0–6, passives 7–8, promoters 9–10); each drills to the answers in its bounds (integers 0–10 are what the histogram counts). */
export function npsBands(hist: readonly number[], field: string): Band[] {
  const band = (key: string, from: number, to: number): Band => ({
    key,
    count: sum(hist, from, to),
    drill: rangeDrill(field, [atLeast(from), atMost(to)]),
  });
  return [band('detractors', 0, 6), band('passives', 7, 8), band('promoters', 9, 10)];
}

/** One band per CSAT answer 1…scaleMax. */
export function csatBands(hist: readonly number[], field: string, scaleMax: number): Band[] {
  return Array.from({ length: scaleMax }, (_, i) => ({
    key: String(i + 1),
    count: hist[i] ?? 0,
    drill: rangeDrill(field, [atLeast(i + 1), atMost(i + 1)]),
  }));
}

export function buildNps(
  field: string,
  main: Measures,
  comparison: Measures | null,
  trend: TrendPoint[],
  comparisonTrend: TrendPoint[],
): NpsData {
  const m = npsFromHistogram(main.nps);
  const c = comparison ? npsFromHistogram(comparison.nps) : null;
  return {
    kind: 'NPS',
    main: m,
    comparison: c,
    change: c ? npsDifference(m, c) : null,
    trend,
    comparisonTrend,
    bands: npsBands(main.nps, field),
  };
}

export function buildCsat(
  field: string,
  settings: Pick<NpsSettings, 'csatScaleMax' | 'csatSatisfiedFrom'>,
  main: Measures,
  comparison: Measures | null,
  trend: TrendPoint[],
  comparisonTrend: TrendPoint[],
): CsatData {
  const of = (hist: number[]) => csatFromHistogram(hist, settings.csatScaleMax, settings.csatSatisfiedFrom);
  const m = of(main.csat);
  const c = comparison ? of(comparison.csat) : null;
  return {
    kind: 'CSAT',
    main: m,
    comparison: c,
    change: c ? csatDifference(m, c) : null,
    trend,
    comparisonTrend,
    bands: csatBands(main.csat, field, settings.csatScaleMax),
  };
}

export const nps: KindComputer = async (ctx) => {
  const field = ctx.settings.npsField;
  if (field === null) return problem('NPS_FIELD_REQUIRED');
  const value = (m: Measures) => npsFromHistogram(m.nps).score;
  const [main, comparison, trend, comparisonTrend] = await Promise.all([
    ctx.total('main'),
    ctx.comparison ? ctx.total('comparison') : Promise.resolve(null),
    trendOf(ctx, 'main', value),
    trendOf(ctx, 'comparison', value),
  ]);
  return { data: buildNps(field, main, comparison, trend.points, comparisonTrend.points) };
};

export const csat: KindComputer = async (ctx) => {
  const field = ctx.settings.csatField;
  if (field === null) return problem('CSAT_FIELD_REQUIRED');
  const s = ctx.settings;
  const value = (m: Measures) => csatFromHistogram(m.csat, s.csatScaleMax, s.csatSatisfiedFrom).score;
  const [main, comparison, trend, comparisonTrend] = await Promise.all([
    ctx.total('main'),
    ctx.comparison ? ctx.total('comparison') : Promise.resolve(null),
    trendOf(ctx, 'main', value),
    trendOf(ctx, 'comparison', value),
  ]);
  return { data: buildCsat(field, s, main, comparison, trend.points, comparisonTrend.points) };
};
