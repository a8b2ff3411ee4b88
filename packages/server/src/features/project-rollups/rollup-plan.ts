import { endOfDay, startOfDay, toWall, type Gap } from '@sentio/domain';
import type { CategoryTerm, ColumnField, FieldFilter, FilterPlan, SearchPlan } from '../project-documents/search-plan.js';
import type { CubeDimension } from './cube.js';

/**
 * Whether a cube question can be answered from the rollup tables, and how. Pure: the search plan (the request as
 * search-plan.ts read it against the analysis's catalogue), the grouping and the reporting zone decide. The rollups
 * know documents by local day of their content date and by their channel, sentiment, status, prediction status,
 * language and "has content" — the category rollup by category, channel and sentiment, and the pair rollup the
 * categories of one category's documents by day — so anything finer (free
 * text, attributes, labels, times within a day, several categories) is counted over the documents instead (SCAN),
 * with the search's own filter. See docs/search.md.
 */

/** Rollup columns a filter can test. */
export type RollupColumn = 'channel' | 'sentiment' | 'status' | 'prediction_status' | 'language';

export interface RollupCondition {
  column: RollupColumn;
  operand: 'IN' | 'NOT_IN';
  /** Stored values (never '': that is how the rollups store "none"). */
  values: string[];
}

export interface RollupPlanRead {
  source: 'ROLLUP';
  /** day: project_rollup_day; category: project_rollup_category; pair: project_rollup_category_pair. */
  table: 'day' | 'category' | 'pair';
  /** Inclusive local days of the reporting zone (YYYY-MM-DD); null: open. */
  fromDay: string | null;
  toDay: string | null;
  /** true: only documents with content (the search's showEmptyContent false). */
  contentOnly: boolean;
  conditions: RollupCondition[];
  /** The category and pair tables: the one category whose documents are counted… */
  category: { modelId: string; categoryId: string } | null;
  /** …grouping by category, the models whose categories (of the pair table: co-categories) are rows. */
  modelIds: string[];
  gap: Gap;
}

export type RollupPlan = RollupPlanRead | { source: 'SCAN'; reason: string };

export interface PlanInput {
  /** The search's plan (project-documents/search-plan.ts): the rollups read the same interpretation as the SQL. */
  plan: SearchPlan;
  groupBy: readonly CubeDimension[];
  gap?: Gap | undefined;
  modelId?: string | undefined;
  /** The reporting zone the rollup days are local days of (default UTC). */
  timeZone?: string | undefined;
}

const columns: Record<ColumnField, RollupColumn> = {
  channel: 'channel',
  sentiment: 'sentiment',
  status: 'status',
  predictionStatus: 'prediction_status',
  language: 'language',
};
const scan = (reason: string): RollupPlan => ({ source: 'SCAN', reason });

/** What the category rollup keys besides the category and the day: its rows can be grouped and filtered by these. */
const CATEGORY_ROW_KEYS: ReadonlySet<CubeDimension> = new Set(['bucket', 'category', 'channel', 'sentiment']);
const CATEGORY_ROW_COLUMNS: ReadonlySet<RollupColumn> = new Set(['channel', 'sentiment']);

/**
 * Whole local days of `timeZone`: a start at local 00:00:00.000 and an inclusive end at local 23:59:59.999
 * (buildSearchRequest's form in the tenant's zone); the days are the zone's local dates.
 */
export function days(
  { start, end }: Pick<FilterPlan, 'start' | 'end'>,
  timeZone: string,
): { fromDay: string | null; toDay: string | null } | null {
  if (start && (Number.isNaN(start.getTime()) || startOfDay(start, timeZone).getTime() !== start.getTime())) return null;
  if (end && (Number.isNaN(end.getTime()) || endOfDay(end, timeZone).getTime() !== end.getTime())) return null;
  const day = (d: Date | null) => (d === null ? null : toWall(d, timeZone).format('YYYY-MM-DD'));
  return { fromDay: day(start), toDay: day(end) };
}

/** A field filter as a rollup condition, or why the rollups cannot test it. */
function fieldCondition(f: FieldFilter): RollupCondition | string {
  if (f.kind !== 'column') return `field ${f.kind === 'attribute' ? f.code : f.kind}`;
  if (f.operand !== 'IN' && f.operand !== 'NOT_IN') return `operand ${f.operand}`;
  if (f.values.includes('')) return 'empty value';
  return { column: columns[f.field], operand: f.operand, values: f.values };
}

export function planRollup({ plan, groupBy, gap, modelId, timeZone = 'UTC' }: PlanInput): RollupPlan {
  if (plan.text !== null) return scan('free-text query');
  if (plan.documentIds !== null) return scan('document ids');
  if (plan.rootCause !== null) return scan('root cause or topic');
  if (plan.journey !== undefined) return scan('customer journey step');
  if (plan.fcr !== undefined) return scan('first-call resolution drill-down');
  if (plan.notificationRunId !== undefined) return scan('notification run documents');
  if (plan.marking !== undefined) return scan('marking target bucket');
  // The rollups count every document; a restricted viewer's figures come from their documents only.
  if (plan.restriction !== undefined) return scan('restricted viewer');
  const range = days(plan, timeZone);
  if (!range) return scan('dates within a day');
  const dated = range.fromDay !== null || range.toDay !== null;
  if (dated && plan.dateOn !== 'CONTENT_DATE') return scan('not the content date');
  const width = gap ?? 'day';
  if (groupBy.includes('bucket') && width === 'hour') return scan('hourly buckets');

  const conditions: RollupCondition[] = [];
  if (plan.predictionStatus !== null)
    conditions.push({ column: 'prediction_status', operand: 'IN', values: [plan.predictionStatus] });
  for (const f of plan.fields) {
    const condition = fieldCondition(f);
    if (typeof condition === 'string') return scan(condition);
    conditions.push(condition);
  }

  let category: RollupPlanRead['category'] = null;
  if (plan.categories.length > 1) return scan('several category filters');
  const cq = plan.categories[0];
  if (cq) {
    const model = cq.model;
    if (!model) return scan('unknown model');
    if (cq.operand !== 'IN' || cq.terms.some((t) => t.kind === 'virtual' || t.kind === 'dynamic' || idOf(t) === ''))
      return scan('category filter');
    if (model.senseType === 'SENTIMENT') {
      // A sentiment model's "categories" are the document's sentiment label.
      conditions.push({ column: 'sentiment', operand: 'IN', values: cq.terms.map(idOf) });
    } else {
      const [term, ...more] = cq.terms;
      if (!term || more.length > 0 || term.kind !== 'category') return scan('several categories');
      if (term.sentiment !== null) return scan('category with sentiment');
      if (term.categoryIds.length !== 1 || term.categoryIds[0] !== term.categoryId) return scan('parent category');
      category = { modelId: model.id, categoryId: term.categoryId };
    }
  }

  const byCategory = groupBy.includes('category');
  if (byCategory && category) {
    // The pair rollup: the categories of one category's documents, by day (no channel or sentiment keys).
    const other = groupBy.find((d) => d !== 'category' && d !== 'bucket');
    if (other) return scan(`${other} of category pairs`);
    if (conditions.length > 0) return scan('category pairs filtered by a column');
  } else if (byCategory || category) {
    const other = groupBy.find((d) => !CATEGORY_ROW_KEYS.has(d));
    if (other) return scan(`${other} of category rows`);
    if (conditions.some((c) => !CATEGORY_ROW_COLUMNS.has(c.column)))
      return scan('category rows filtered by more than channel and sentiment');
  }
  const modelIds = !byCategory ? [] : modelId !== undefined ? [modelId] : plan.categoryModelIds;
  return {
    source: 'ROLLUP',
    table: byCategory && category ? 'pair' : byCategory || category ? 'category' : 'day',
    ...range,
    contentOnly: plan.contentOnly,
    conditions,
    category,
    modelIds,
    gap: width,
  };
}

/** The id a category term was selected by ('' never names a stored category). */
const idOf = (t: CategoryTerm): string =>
  t.kind === 'sentiment' ? t.label : t.kind === 'category' ? t.categoryId : t.kind === 'dynamic' ? t.value : t.virtual.id;
