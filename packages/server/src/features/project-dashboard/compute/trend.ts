import {
  autoPeriod,
  bucketEnd,
  bucketStart,
  bucketStarts,
  gapOfPeriod,
  type Gap,
  type ReportPeriod,
  type TrendPoint,
  type WidgetData,
} from '@sentio/domain';
import { addMeasures, emptyMeasures, type CubeRow, type Measures } from '../../project-rollups/cube.js';
import type { KindComputer, Period, WidgetContext } from './context.js';
import { dateDrill, type DrillRange } from '@sentio/domain';

type TimeTrend = Extract<WidgetData, { kind: 'TIME_TREND' }>;

/** The widget's period: its own setting, else the request's gap, else chosen from the main range (month without one). */
export function resolvePeriod(configured: ReportPeriod | null, requestGap: Gap | null, range: DrillRange): ReportPeriod {
  if (configured) return configured;
  if (requestGap) return requestGap;
  return range.start && range.end ? autoPeriod(range.start, range.end) : 'month';
}

/** The cube gap a period is counted in: custom periods are merged from days. */
export const gapFor = (period: ReportPeriod): Gap => gapOfPeriod(period) ?? 'day';

/**
 * Trend points from rows grouped by bucket (in `gapFor(period)`). With a full range every bucket overlapping it
 * is listed (zero where there are no documents); without one, the buckets that have documents. Custom buckets are
 * `customDays` days from the range's start (or the first document's day). Each point drills to its dates, clipped
 * to the range. Buckets are `timeZone`'s local hours, days, weeks… (the cube's bucket keys are local midnights).
 */
export function trendPoints(
  rows: readonly CubeRow[],
  period: ReportPeriod,
  customDays: number,
  range: DrillRange,
  value: (m: Measures) => number | null,
  timeZone = 'UTC',
): TrendPoint[] {
  const zone = { timeZone };
  const days = rows
    .map((r) => ({ at: new Date(r.keys.bucket ?? ''), m: r.m }))
    .filter((r) => !Number.isNaN(r.at.getTime()))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const origin = range.start ?? days[0]?.at ?? new Date(0);
  const startOf = (d: Date): number => bucketStart(d, period, customDays, origin, zone).getTime();
  const sums = new Map<number, Measures>();
  for (const d of days) {
    const key = startOf(d.at);
    sums.set(key, addMeasures(sums.get(key) ?? emptyMeasures(), d.m));
  }
  const starts =
    range.start && range.end
      ? bucketStarts(range.start, range.end, period, customDays, zone).map((d) => d.getTime())
      : [...sums.keys()].sort((a, b) => a - b);
  return starts.map((t) => {
    const m = sums.get(t) ?? emptyMeasures();
    const start = new Date(t);
    return {
      bucket: start.toISOString(),
      count: m.n,
      value: value(m),
      positive: m.positive,
      neutral: m.neutral,
      negative: m.negative,
      drill: dateDrill(start, bucketEnd(start, period, customDays, zone), range, timeZone),
    };
  });
}

/** Trend points of one period of the request, or [] for a comparison that was not asked for. */
export async function trendOf(
  ctx: WidgetContext,
  period: Period,
  value: (m: Measures) => number | null,
): Promise<{ period: ReportPeriod; points: TrendPoint[] }> {
  const p = resolvePeriod(ctx.config.period, ctx.request.gap, ctx.main);
  const range = period === 'main' ? ctx.main : ctx.comparison;
  if (!range) return { period: p, points: [] };
  const rows = await ctx.ask({ period, groupBy: ['bucket'], gap: gapFor(p) });
  return { period: p, points: trendPoints(rows, p, ctx.config.customDays, range, value, ctx.timeZone) };
}

export function buildTimeTrend(period: ReportPeriod, trend: TrendPoint[], comparisonTrend: TrendPoint[]): TimeTrend {
  return { kind: 'TIME_TREND', period, trend, comparisonTrend };
}

export const timeTrend: KindComputer = async (ctx) => {
  const count = (m: Measures) => m.n;
  const [main, comparison] = await Promise.all([trendOf(ctx, 'main', count), trendOf(ctx, 'comparison', count)]);
  return { data: buildTimeTrend(main.period, main.points, comparison.points) };
};
