import { categoryDrill, mergeDrills, type CategoryTrend, type ReportPeriod } from '@sentio/domain';
import type { CubeRow } from '../project-rollups/cube.js';
import { trendPoints } from '../project-dashboard/index.js';

/** How many categories the trend shows when none are picked (docs/reports.md#category-trend). */
export const DEFAULT_CATEGORIES = 5;

/** The model a trend is drawn for: its code, category names and, per category, itself and the categories below it. */
export interface TrendModel {
  code: string;
  name(categoryId: string): string;
  /** The category and its descendants (a parent counts the documents filed under any of them). */
  within(categoryId: string): readonly string[];
}

/** One range's cube answers: documents per bucket × category of the model, and documents per bucket. */
export interface TrendRange {
  range: { start: Date; end: Date };
  byCategory: readonly CubeRow[];
  byBucket: readonly CubeRow[];
}

export interface TrendInput {
  model: TrendModel;
  categoryIds: readonly string[];
  period: ReportPeriod;
  customDays: number;
  timeZone: string;
  main: TrendRange;
  comparison: TrendRange;
}

/**
 * The `DEFAULT_CATEGORIES` categories with the most documents in the rows (ties by name), as stored on documents
 * (leaves): the trend's series when none are picked.
 */
export function largestCategories(rows: readonly CubeRow[], model: Pick<TrendModel, 'name'>, n = DEFAULT_CATEGORIES): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const id = r.keys.categoryId;
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + r.m.n);
  }
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || model.name(a).localeCompare(model.name(b)))
    .slice(0, n)
    .map(([id]) => id);
}

const count = (m: { n: number }) => m.n;

/**
 * The category trend (docs/reports.md#category-trend): per category, documents per bucket of the dashboard's own
 * bucketing (trendPoints: every bucket overlapping the range, local to the reporting zone), share = count / documents
 * of the bucket, the same over the comparison range, and per point a drill = the category AND the bucket's dates
 * (clipped to the range), which added to the request's filter lists exactly the point's documents.
 */
export function buildTrend(input: TrendInput): CategoryTrend {
  const { model, period, customDays, timeZone } = input;
  const points = (rows: readonly CubeRow[], r: TrendRange) => trendPoints(rows, period, customDays, r.range, count, timeZone);
  const mainTotals = points(input.main.byBucket, input.main);
  const comparisonTotals = points(input.comparison.byBucket, input.comparison);
  const share = (n: number, total: number | undefined) => (total ? n / total : 0);
  const series = input.categoryIds.map((categoryId) => {
    const ids = new Set(model.within(categoryId));
    const of = (r: TrendRange) =>
      points(
        r.byCategory.filter((row) => ids.has(row.keys.categoryId ?? '')),
        r,
      );
    const name = model.name(categoryId);
    const drill = categoryDrill(model.code, categoryId, name);
    const main = of(input.main).map((p, i) => ({
      bucket: p.bucket,
      count: p.count,
      share: share(p.count, mainTotals[i]?.count),
      drill: mergeDrills(drill, p.drill),
    }));
    const comparison = of(input.comparison).map((p, i) => ({
      bucket: p.bucket,
      count: p.count,
      share: share(p.count, comparisonTotals[i]?.count),
    }));
    const total = main.reduce((n, p) => n + p.count, 0);
    const comparisonTotal = comparison.reduce((n, p) => n + p.count, 0);
    return {
      categoryId,
      name,
      total,
      comparisonTotal,
      change: comparisonTotal === 0 ? null : (total - comparisonTotal) / comparisonTotal,
      points: main,
      comparison,
    };
  });
  return {
    period,
    buckets: mainTotals.map((p) => p.bucket),
    comparisonBuckets: comparisonTotals.map((p) => p.bucket),
    totals: mainTotals.map((p) => p.count),
    comparisonTotals: comparisonTotals.map((p) => p.count),
    series,
  };
}
