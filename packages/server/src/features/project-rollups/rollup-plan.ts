import { endOfDay, startOfDay, toWall, type builtInFieldNames, type Gap, type SearchRequest } from '@sentio/domain';
import type { SearchContext } from '../project-documents/search-filter.js';
import type { CubeDimension } from './cube.js';

/**
 * Whether a cube question can be answered from the rollup tables, and how. Pure: the request, the grouping and the
 * analysis's models and the reporting zone decide. The rollups know documents by local day of their content date and by their channel,
 * sentiment, status, prediction status, language and "has content" — and the category rollup by category and
 * channel only — so anything finer (free text, attributes, labels, times within a day, several categories) is
 * counted over the documents instead (SCAN), with the search's own filter.
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
  table: 'day' | 'category';
  /** Inclusive local days of the reporting zone (YYYY-MM-DD); null: open. */
  fromDay: string | null;
  toDay: string | null;
  /** true: only documents with content (the search's showEmptyContent false). */
  contentOnly: boolean;
  conditions: RollupCondition[];
  /** The category table: the one category whose documents are counted… */
  category: { modelId: string; categoryId: string } | null;
  /** …or, grouping by category, the models whose categories are rows. */
  modelIds: string[];
  gap: Gap;
}

export type RollupPlan = RollupPlanRead | { source: 'SCAN'; reason: string };

export interface PlanInput {
  request: SearchRequest;
  groupBy: readonly CubeDimension[];
  gap?: Gap | undefined;
  modelId?: string | undefined;
  ctx: SearchContext;
  /** The reporting zone the rollup days are local days of (default UTC). */
  timeZone?: string | undefined;
}

const columns: Partial<Record<(typeof builtInFieldNames)[number], RollupColumn>> = {
  channel: 'channel',
  sentiment: 'sentiment',
  status: 'status',
  predictionStatus: 'prediction_status',
  language: 'language',
};
const scan = (reason: string): RollupPlan => ({ source: 'SCAN', reason });
const keyOf = (v: SearchRequest['fieldQueries'][number]['values'][number]): string => (typeof v === 'number' ? String(v) : v.key);

/**
 * Whole local days of `timeZone`: a start at local 00:00:00.000 and an inclusive end at local 23:59:59.999
 * (buildSearchRequest's form in the tenant's zone); the days are the zone's local dates.
 */
export function days(request: SearchRequest, timeZone: string): { fromDay: string | null; toDay: string | null } | null {
  const start = request.startDate ? new Date(request.startDate) : null;
  const end = request.endDate ? new Date(request.endDate) : null;
  if (start && (Number.isNaN(start.getTime()) || startOfDay(start, timeZone).getTime() !== start.getTime())) return null;
  if (end && (Number.isNaN(end.getTime()) || endOfDay(end, timeZone).getTime() !== end.getTime())) return null;
  const day = (d: Date | null) => (d === null ? null : toWall(d, timeZone).format('YYYY-MM-DD'));
  return { fromDay: day(start), toDay: day(end) };
}

export function planRollup({ request, groupBy, gap, modelId, ctx, timeZone = 'UTC' }: PlanInput): RollupPlan {
  if (request.query.trim() !== '') return scan('free-text query');
  const drill = [request.topic, request.rrId, request.dofc, request.cjs, request.nid, request.quality, request.markingGoalId];
  if (drill.some((v) => v !== null)) return scan('drill-down');
  if (request.documentIds.length > 0) return scan('document ids');
  const range = days(request, timeZone);
  if (!range) return scan('dates within a day');
  const dated = range.fromDay !== null || range.toDay !== null;
  if (dated && request.searchByDate !== null && request.searchByDate !== 'CONTENT_DATE') return scan('not the content date');
  const width = gap ?? 'day';
  if (groupBy.includes('bucket') && width === 'hour') return scan('hourly buckets');

  const conditions: RollupCondition[] = [];
  if (request.predictionStatus !== null)
    conditions.push({ column: 'prediction_status', operand: 'IN', values: [request.predictionStatus] });
  for (const fq of request.fieldQueries) {
    if (fq.values.length === 0 && fq.operand !== 'EXISTS' && fq.operand !== 'NOT_EXISTS') continue;
    const column = columns[fq.fieldName as keyof typeof columns];
    if (!column) return scan(`field ${fq.fieldName}`);
    if (fq.operand !== 'IN' && fq.operand !== 'NOT_IN') return scan(`operand ${fq.operand}`);
    const values = fq.values.map(keyOf);
    if (values.includes('')) return scan('empty value');
    conditions.push({ column, operand: fq.operand, values });
  }

  let category: RollupPlanRead['category'] = null;
  // As the search: without applyVirtualCategories virtual ids are left out.
  const cqs = request.categoryQueries
    .map((q) => (request.applyVirtualCategories ? q : { ...q, ids: q.ids.filter((id) => !id.virtual) }))
    .filter((q) => q.ids.length > 0);
  if (cqs.length > 1) return scan('several category filters');
  const cq = cqs[0];
  if (cq) {
    const model = ctx.models.get(cq.fieldName);
    if (!model) return scan('unknown model');
    if (cq.operand !== 'IN' || cq.ids.some((id) => id.virtual || id.dynamicKey !== null || id.categoryId === ''))
      return scan('category filter');
    if (model.senseType === 'SENTIMENT') {
      // A sentiment model's "categories" are the document's sentiment label.
      conditions.push({ column: 'sentiment', operand: 'IN', values: cq.ids.map((id) => id.categoryId) });
    } else {
      const [id, ...more] = cq.ids;
      if (!id || more.length > 0) return scan('several categories');
      if (id.sentimentKey !== null) return scan('category with sentiment');
      const within = model.within?.get(id.categoryId) ?? [id.categoryId];
      if (within.length !== 1 || within[0] !== id.categoryId) return scan('parent category');
      category = { modelId: model.id, categoryId: id.categoryId };
    }
  }

  const byCategory = groupBy.includes('category');
  if (byCategory && category) return scan('category filter grouped by category');
  if (byCategory || category) {
    const other = groupBy.find((d) => d !== 'bucket' && d !== 'channel' && d !== 'category');
    if (other) return scan(`${other} of category rows`);
    if (conditions.some((c) => c.column !== 'channel')) return scan('category rows filtered by more than channel');
  }
  const modelIds = !byCategory
    ? []
    : modelId !== undefined
      ? [modelId]
      : [...ctx.models.values()].filter((m) => m.senseType !== 'SENTIMENT').map((m) => m.id);
  return {
    source: 'ROLLUP',
    table: byCategory || category ? 'category' : 'day',
    ...range,
    contentOnly: !request.showEmptyContent,
    conditions,
    category,
    modelIds,
    gap: width,
  };
}
