import {
  csatFromHistogram,
  npsFromHistogram,
  roundTo,
  type NotificationDefinitionPeriod,
  type NotificationMetrics,
  type NotificationThresholdType,
} from '@sentio/domain';
import type { DefinitionRow } from './definition-repository.js';
import { trendBuckets, trendFrom } from './schedule.js';
import type { Bucket, BucketRow, DocumentRow, Focus, MetricsRepository, Summary, Window } from './metrics-repository.js';

/** CSAT answers on a 1…5 scale, satisfied from 4 (the dashboards' defaults, docs/dashboards.md). */
const CSAT_SCALE = 5;
const CSAT_SATISFIED_FROM = 4;
/** Trend charts show this many periods up to the reported one. */
export const TREND_PERIODS = 12;
const TREND_CATEGORIES = 5;
const BREAKDOWN_ROWS = 10;

export interface Report {
  current: NotificationMetrics;
  previous: NotificationMetrics;
  crossed: boolean;
  /** The documents behind the run (what `nid` opens). */
  focus: Focus;
  /** The category the share threshold watched (its name), when it is one. */
  watchedCategory: string | null;
  categories: { id: string; name: string; n: number; previous: number }[];
  /** One point per period of the trend window (empty periods are zeros), oldest first. */
  trend: { bucket: string; documents: number; negative: number; nps: number | null }[];
  categoryTrend: { name: string; points: number[] }[];
  breakdown: BreakdownRow[];
  insights: { attribute: string; rows: BreakdownRow[] }[];
  documents: DocumentRow[];
  negatives: DocumentRow[];
  rootCauses: { name: string; n: number }[] | null;
}

export interface BreakdownRow {
  value: string;
  documents: number;
  negative: number;
  nps: number | null;
}

const bucketOf: Record<NotificationDefinitionPeriod, Bucket> = { HOURLY: 'hour', DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' };

const npsOf = (r: Pick<BucketRow, 'promoters' | 'detractors' | 'answers'>): number | null =>
  r.answers > 0 ? roundTo(((r.promoters - r.detractors) / r.answers) * 100, 1) : null;

function metricsOf(s: Summary): Omit<NotificationMetrics, 'watched'> {
  const nps = npsFromHistogram(s.npsHist);
  return {
    documents: s.documents,
    negative: s.negative,
    positive: s.positive,
    neutral: s.neutral,
    nps: nps.score,
    npsAnswers: nps.n,
    csat: csatFromHistogram(s.csatHist, CSAT_SCALE, CSAT_SATISFIED_FROM).score,
  };
}

const share = (n: number, total: number): number | null => (total > 0 ? roundTo((n / total) * 100, 1) : null);

/** The watched value and whether the threshold is crossed (strictly below / above the value). */
export function thresholdCheck(
  type: NotificationThresholdType,
  value: number,
  m: Omit<NotificationMetrics, 'watched'>,
  categoryShare: number | null,
): { watched: number | null; crossed: boolean } {
  const watched =
    type === 'NPS_BELOW'
      ? m.nps
      : type === 'CSAT_BELOW'
        ? m.csat
        : type === 'CATEGORY_SHARE_ABOVE'
          ? categoryShare
          : type === 'NEGATIVE_COUNT_ABOVE'
            ? m.negative
            : m.documents;
  if (watched === null) return { watched, crossed: false };
  return { watched, crossed: type === 'NPS_BELOW' || type === 'CSAT_BELOW' ? watched < value : watched > value };
}

function focusOf(d: DefinitionRow, watchedCategoryId: string | null): Focus {
  switch (d.threshold_type) {
    case 'NPS_BELOW':
      return { kind: 'DETRACTORS', npsField: d.nps_field };
    case 'CSAT_BELOW':
      return { kind: 'UNSATISFIED', satisfiedFrom: CSAT_SATISFIED_FROM };
    case 'CATEGORY_SHARE_ABOVE':
      return watchedCategoryId ? { kind: 'CATEGORY', modelId: d.model_id, categoryId: watchedCategoryId } : { kind: 'ALL' };
    case 'NEGATIVE_COUNT_ABOVE':
      return { kind: 'NEGATIVE' };
    default:
      return { kind: 'ALL' };
  }
}

/**
 * Everything a run mails, over the reported window and the one before it (docs/notification-definitions.md). A
 * THRESHOLD definition's documents are those of its threshold (detractors, unsatisfied answers, the category, the
 * negatives); a report's are all of the period's.
 */
export async function evaluate(
  repo: MetricsRepository,
  d: DefinitionRow,
  w: { from: Date; to: Date; previousFrom: Date },
  timeZone: string,
): Promise<Report> {
  const win: Window = { projectId: d.project_id, from: w.from, to: w.to };
  const prev: Window = { projectId: d.project_id, from: w.previousFrom, to: w.from };
  const [cur, before, counts, previousCounts, names] = await Promise.all([
    repo.summary(win, d.nps_field),
    repo.summary(prev, d.nps_field),
    repo.categoryCounts(win, d.model_id),
    repo.categoryCounts(prev, d.model_id),
    repo.categoryNames(d.workspace_id, d.model_id),
  ]);
  const current = metricsOf(cur);
  const previous = metricsOf(before);
  const watchedId = d.category_id ?? counts[0]?.categoryId ?? null;
  const countOf = (list: typeof counts, id: string | null) => list.find((c) => c.categoryId === id)?.n ?? 0;
  const now = thresholdCheck(
    d.threshold_type as NotificationThresholdType,
    d.threshold_value,
    current,
    share(countOf(counts, watchedId), current.documents),
  );
  const then = thresholdCheck(
    d.threshold_type as NotificationThresholdType,
    d.threshold_value,
    previous,
    share(countOf(previousCounts, watchedId), previous.documents),
  );
  const focus = focusOf(d, watchedId);
  const listCount = d.list_count;
  const top = counts.slice(0, Math.max(listCount, TREND_CATEGORIES));
  const period = d.period_type as NotificationDefinitionPeriod;
  const bucket = bucketOf[period] ?? 'day';
  const buckets = trendBuckets(period, w.to, timeZone, TREND_PERIODS);
  const trendWindow: Window = { projectId: d.project_id, from: trendFrom(period, w.to, timeZone, TREND_PERIODS), to: w.to };
  const insightAttributes = [
    ...new Set(d.charts.filter((c) => c.type === 'CUSTOMER_INSIGHT' && c.baseParameter).map((c) => c.baseParameter ?? '')),
  ];
  const [trend, catTrend, breakdown, insights, documents, negatives, rootCauses] = await Promise.all([
    repo.trend(trendWindow, bucket, timeZone, d.nps_field),
    repo.categoryTrend(
      trendWindow,
      bucket,
      timeZone,
      d.model_id,
      top.slice(0, TREND_CATEGORIES).map((c) => c.categoryId),
    ),
    repo.breakdown(win, d.attribute, d.nps_field, BREAKDOWN_ROWS),
    Promise.all(
      insightAttributes.map(async (a) => ({ attribute: a, rows: await repo.breakdown(win, a, d.nps_field, BREAKDOWN_ROWS) })),
    ),
    repo.documents(win, focus, listCount),
    repo.documents(win, { kind: 'NEGATIVE' }, d.negative_count),
    d.show_root_cause ? repo.rootCauses(win, Math.max(listCount, 5)) : Promise.resolve(null),
  ]);
  const nameOf = (id: string) => names.get(id) ?? id;
  const toRow = (r: Omit<BucketRow, 'bucket'> & { value: string }): BreakdownRow => ({
    value: r.value,
    documents: r.documents,
    negative: r.negative,
    nps: npsOf(r),
  });
  return {
    current: { ...current, watched: now.watched },
    previous: { ...previous, watched: then.watched },
    crossed: now.crossed,
    focus,
    watchedCategory: d.threshold_type === 'CATEGORY_SHARE_ABOVE' && watchedId ? nameOf(watchedId) : null,
    categories: top
      .slice(0, listCount)
      .map((c) => ({ id: c.categoryId, name: nameOf(c.categoryId), n: c.n, previous: countOf(previousCounts, c.categoryId) })),
    trend: buckets.map((b) => {
      const r = trend.find((t) => t.bucket === b);
      return { bucket: b, documents: r?.documents ?? 0, negative: r?.negative ?? 0, nps: r ? npsOf(r) : null };
    }),
    categoryTrend: top.slice(0, TREND_CATEGORIES).map((c) => ({
      name: nameOf(c.categoryId),
      points: buckets.map((b) => catTrend.find((p) => p.categoryId === c.categoryId && p.bucket === b)?.n ?? 0),
    })),
    breakdown: breakdown.map(toRow),
    insights: insights.map((i) => ({ attribute: i.attribute, rows: i.rows.map(toRow) })),
    documents,
    negatives,
    rootCauses,
  };
}
