import { builtInFieldNames, type SearchRequest } from '@sentio/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { errors } from '../../platform/errors.js';
import { virtualFilterIsEmpty, virtualFilterRequest, type VirtualFilter } from './virtual-filter.js';

export type { VirtualFilter } from './virtual-filter.js';

/** What a search needs to know of the analysis besides the request. */
export interface SearchContext {
  workspaceId: string;
  projectId: string;
  /** Attribute code → type (TEXT, NUMERIC, MULTI_TEXT, MULTI_NUMERIC, DATE). */
  attributes: ReadonlyMap<string, string>;
  /**
   * Model code → the model of the analysis. `within` maps a category to itself and every category under it: a
   * selected parent matches the documents filed under any of its leaves (documents carry leaves).
   */
  models: ReadonlyMap<
    string,
    { id: string; senseType: string; aspectSentiment: boolean; within?: ReadonlyMap<string, readonly string[]> }
  >;
  /**
   * Virtual category id → its saved filter (issue 7). Absent or missing an id: that virtual id matches only its
   * included documents (a deleted virtual category in an old URL matches what was explicitly put in it: nothing).
   */
  virtualCategories?: ReadonlyMap<string, VirtualFilter>;
}

export type DocEb = ExpressionBuilder<Database, 'project_document'>;
export type Condition = (eb: DocEb) => Expression<SqlBool>;

/** The search's where-conditions plus what sorting by relevance needs. */
export interface SearchFilter {
  where: Condition;
  /** The trimmed free-text query, null when none. */
  query: string | null;
}

const SEARCH_MINIMUM = 3;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateColumns = {
  CONTENT_DATE: 'project_document.content_date',
  CREATE_DATE: 'project_document.created_at',
  LAST_STATUS_UPDATE_DATE: 'project_document.status_updated_at',
} as const;
const builtInColumns = {
  channel: 'project_document.channel_code',
  sentiment: 'project_document.sentiment',
  status: 'project_document.status',
  predictionStatus: 'project_document.prediction_status',
  language: 'project_document.language',
} as const;

const nothing = (): Expression<SqlBool> => sql<SqlBool>`false`;
const anyOf = (eb: DocEb, list: Expression<SqlBool>[]): Expression<SqlBool> => (list.length === 0 ? nothing() : eb.or(list));

/**
 * `websearch_to_tsquery` in the document's own language: one branch per stored language, so each branch can use
 * the GIN index on the generated `search_vector` (it was built with the same configuration).
 */
export const textMatch =
  (q: string): Condition =>
  (eb) =>
    eb.or([
      sql<SqlBool>`(project_document.language = 'tr' and project_document.search_vector @@ websearch_to_tsquery('turkish', ${q}))`,
      sql<SqlBool>`(project_document.language = 'en' and project_document.search_vector @@ websearch_to_tsquery('english', ${q}))`,
      sql<SqlBool>`(project_document.language not in ('tr', 'en') and project_document.search_vector @@ websearch_to_tsquery('simple', ${q}))`,
    ]);

/** The relevance of a document to the query, in the language its vector was built with. */
export const relevance = (q: string) =>
  sql<number>`ts_rank(project_document.search_vector, websearch_to_tsquery(case project_document.language when 'tr' then 'turkish'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, ${q}))`;

const fieldKey = (v: SearchRequest['fieldQueries'][number]['values'][number]): string =>
  typeof v === 'number' ? String(v) : v.key;

/** An attribute value as stored: numbers for numeric types, one element of the array for MULTI_* types. */
function storedValue(type: string, raw: string): unknown {
  const numeric = type === 'NUMERIC' || type === 'MULTI_NUMERIC';
  const n = Number(raw);
  const value = numeric && raw.trim() !== '' && Number.isFinite(n) ? n : raw;
  return type.startsWith('MULTI_') ? [value] : value;
}

/** `attributes @> {"code": value}`: containment, so the GIN (jsonb_path_ops) index answers it. */
export const attributeEquals =
  (code: string, type: string, raw: string): Condition =>
  () =>
    sql<SqlBool>`project_document.attributes @> ${JSON.stringify({ [code]: storedValue(type, raw) })}::jsonb`;

/**
 * A numeric bound test in jsonpath: lax mode unwraps arrays (MULTI_NUMERIC matches when an element fits), and a
 * non-numeric value compares as unknown instead of failing a cast.
 */
function numericPath(code: string, bounds: { op: string; value: number }[]): Condition {
  const vars: Record<string, number> = {};
  const tests = bounds.map((b, i) => {
    vars[`v${i}`] = b.value;
    return `@ ${b.op} $v${i}`;
  });
  const path = `$.${JSON.stringify(code)} ? (${tests.join(' && ')})`;
  return () => sql<SqlBool>`jsonb_path_exists(project_document.attributes, ${path}::jsonpath, ${JSON.stringify(vars)}::jsonb)`;
}

const rangeOps = { GTE: '>=', GT: '>', LTE: '<=', LT: '<' } as const;
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function attributeCondition(q: SearchRequest['fieldQueries'][number], type: string): Condition {
  const code = q.fieldName;
  const keys = q.values.map(fieldKey);
  switch (q.operand) {
    case 'IN':
      return (eb) =>
        anyOf(
          eb,
          keys.map((k) => attributeEquals(code, type, k)(eb)),
        );
    case 'NOT_IN':
      return (eb) =>
        eb.not(
          anyOf(
            eb,
            keys.map((k) => attributeEquals(code, type, k)(eb)),
          ),
        );
    case 'CONTAINS':
      return (eb) =>
        anyOf(
          eb,
          keys.map((k) => sql<SqlBool>`(project_document.attributes ->> ${code}) ilike ${`%${escapeLike(k)}%`}`),
        );
    case 'BETWEEN': {
      const ints = q.values.flatMap((v) => (typeof v === 'number' ? [v] : /^-?\d+$/.test(v.key) ? [Number(v.key)] : []));
      if (ints.length < 2) throw errors.badRequest('FIELD_INVALID', 'fieldQueries');
      const [low, high] = [Math.min(ints[0] as number, ints[1] as number), Math.max(ints[0] as number, ints[1] as number)];
      return numericPath(code, [
        { op: '>=', value: low },
        { op: '<=', value: high },
      ]);
    }
    case 'RANGE': {
      const bounds = q.values.flatMap((v) => {
        if (typeof v === 'number' || !(v.key in rangeOps)) return [];
        const value = 'minValue' in v ? v.minValue : 'maxValue' in v ? v.maxValue : undefined;
        return typeof value === 'number' ? [{ op: rangeOps[v.key as keyof typeof rangeOps], value }] : [];
      });
      if (bounds.length === 0) throw errors.badRequest('FIELD_INVALID', 'fieldQueries');
      return numericPath(code, bounds);
    }
    case 'EXISTS':
      return () => sql<SqlBool>`coalesce(jsonb_typeof(project_document.attributes -> ${code}), 'null') <> 'null'`;
    case 'NOT_EXISTS':
      return () => sql<SqlBool>`coalesce(jsonb_typeof(project_document.attributes -> ${code}), 'null') = 'null'`;
    default:
      throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
  }
}

function labelCondition(operand: string, keys: string[]): Condition {
  const ids = keys.filter((k) => uuidPattern.test(k));
  const has: Condition = (eb) =>
    ids.length === 0
      ? nothing()
      : eb.exists(
          eb
            .selectFrom('project_document_label')
            .select(sql`1`.as('one'))
            .whereRef('project_document_label.document_id', '=', 'project_document.id')
            .where('project_document_label.label_id', 'in', ids),
        );
  const anyLabel: Condition = (eb) =>
    eb.exists(
      eb
        .selectFrom('project_document_label')
        .select(sql`1`.as('one'))
        .whereRef('project_document_label.document_id', '=', 'project_document.id'),
    );
  switch (operand) {
    case 'IN':
      return has;
    case 'NOT_IN':
      return (eb) => eb.not(has(eb));
    case 'EXISTS':
      return anyLabel;
    case 'NOT_EXISTS':
      return (eb) => eb.not(anyLabel(eb));
    default:
      throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
  }
}

function builtInCondition(q: SearchRequest['fieldQueries'][number]): Condition {
  const keys = q.values.map(fieldKey);
  const name = q.fieldName as (typeof builtInFieldNames)[number];
  if (name === 'label') return labelCondition(q.operand, keys);
  if (name === 'alerted') {
    const wanted = new Set(keys.map((k) => k.toLowerCase() === 'true'));
    const yes: Condition = (eb) => eb('project_document.alerted_at', 'is not', null);
    const no: Condition = (eb) => eb('project_document.alerted_at', 'is', null);
    if (q.operand !== 'IN' && q.operand !== 'NOT_IN') throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
    const pick = wanted.size === 2 ? null : wanted.has(true) ? yes : no;
    if (pick === null) return q.operand === 'IN' ? () => sql<SqlBool>`true` : nothing;
    return q.operand === 'IN' ? pick : pick === yes ? no : yes;
  }
  const column = builtInColumns[name];
  switch (q.operand) {
    case 'IN':
      return (eb) => (keys.length === 0 ? nothing() : eb(column, 'in', keys));
    case 'NOT_IN':
      return (eb) => (keys.length === 0 ? sql<SqlBool>`true` : eb.or([eb(column, 'is', null), eb(column, 'not in', keys)]));
    case 'CONTAINS':
      return (eb) =>
        anyOf(
          eb,
          keys.map((k) => eb(column, 'ilike', `%${escapeLike(k)}%`)),
        );
    case 'EXISTS':
      return (eb) => eb(column, 'is not', null);
    case 'NOT_EXISTS':
      return (eb) => eb(column, 'is', null);
    default:
      throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
  }
}

function fieldCondition(q: SearchRequest['fieldQueries'][number], ctx: SearchContext): Condition | null {
  if (q.values.length === 0 && q.operand !== 'EXISTS' && q.operand !== 'NOT_EXISTS') return null;
  if ((builtInFieldNames as readonly string[]).includes(q.fieldName)) return builtInCondition(q);
  const type = ctx.attributes.get(q.fieldName);
  if (type === undefined) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'fieldQueries');
  return attributeCondition(q, type);
}

type CategoryId = SearchRequest['categoryQueries'][number]['ids'][number];
type CatalogueModelRef = {
  id: string;
  senseType: string;
  aspectSentiment: boolean;
  within?: ReadonlyMap<string, readonly string[]>;
};

const explicitly =
  (virtualId: string, included: boolean): Condition =>
  (eb) =>
    eb.exists(
      eb
        .selectFrom('project_virtual_category_document as vd')
        .select(sql`1`.as('one'))
        .whereRef('vd.document_id', '=', 'project_document.id')
        .where('vd.virtual_category_id', '=', virtualId)
        .where('vd.included', '=', included),
    );

/**
 * The documents of a virtual category: (its saved filter OR included) AND NOT excluded. The saved filter is the
 * search's own builder over a request without dates and virtual ids, so a virtual category counts exactly what a
 * search with its filter would list. A saved filter that no longer builds (a model or attribute removed from the
 * analysis since) contributes nothing rather than failing every search that names the category.
 */
export function virtualCategoryCondition(virtualId: string, ctx: SearchContext): Condition {
  if (!uuidPattern.test(virtualId)) return nothing;
  const saved = ctx.virtualCategories?.get(virtualId);
  let matches: Condition = nothing;
  if (saved && !virtualFilterIsEmpty(saved)) {
    try {
      matches = buildSearchFilter(virtualFilterRequest(saved), { ...ctx, virtualCategories: new Map() }).where;
    } catch {
      matches = nothing;
    }
  }
  const included = explicitly(virtualId, true);
  const excluded = explicitly(virtualId, false);
  return (eb) => eb.and([eb.or([matches(eb), included(eb)]), eb.not(excluded(eb))]);
}

/** One selected category of one model: a category row (with the aspect or document sentiment), a dynamic attribute value, or a virtual category. */
function categoryIdCondition(model: CatalogueModelRef, id: CategoryId, ctx: SearchContext): Condition {
  if (id.dynamicKey) {
    const type = ctx.attributes.get(id.dynamicKey);
    if (type === undefined) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'categoryQueries');
    const prefix = `DYN_${id.dynamicKey}~`;
    const value = id.categoryId.startsWith(prefix) ? id.categoryId.slice(prefix.length) : id.categoryId;
    return attributeEquals(id.dynamicKey, type, value);
  }
  // Sentiment models store the document's sentiment on the document, not as category rows.
  if (model.senseType === 'SENTIMENT') return (eb) => eb('project_document.sentiment', '=', id.categoryId);
  const aspect = id.sentimentKey !== null && model.aspectSentiment;
  const row: Condition = (eb) =>
    eb.exists(
      eb
        .selectFrom('project_document_category')
        .select(sql`1`.as('one'))
        .whereRef('project_document_category.document_id', '=', 'project_document.id')
        .where('project_document_category.model_id', '=', model.id)
        .where('project_document_category.category_id', 'in', [...(model.within?.get(id.categoryId) ?? [id.categoryId])])
        .$if(aspect, (qb) => qb.where('project_document_category.sentiment', '=', id.sentimentKey)),
    );
  if (id.sentimentKey === null || aspect) return row;
  const sentiment = id.sentimentKey;
  return (eb) => eb.and([row(eb), eb('project_document.sentiment', '=', sentiment)]);
}

/**
 * One category filter. Virtual ids need no model (the web sends them under fieldName `VIRTUAL`); without
 * `applyVirtualCategories` they are left out, so they restrict nothing.
 */
function categoryCondition(
  q: SearchRequest['categoryQueries'][number],
  ctx: SearchContext,
  applyVirtual: boolean,
): Condition | null {
  const ids = applyVirtual ? q.ids : q.ids.filter((id) => !id.virtual);
  if (ids.length === 0) return null;
  const model = ctx.models.get(q.fieldName);
  if (!model && ids.some((id) => !id.virtual)) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'categoryQueries');
  const each = ids.map((id) =>
    id.virtual || !model ? virtualCategoryCondition(id.categoryId, ctx) : categoryIdCondition(model, id, ctx),
  );
  switch (q.operand) {
    case 'IN':
      return (eb) => eb.or(each.map((c) => c(eb)));
    case 'NOT_IN':
      return (eb) => eb.not(eb.or(each.map((c) => c(eb))));
    case 'ALL':
      return (eb) => eb.and(each.map((c) => c(eb)));
    default:
      throw errors.badRequest('FIELD_INVALID_OPTION', 'categoryQueries');
  }
}

/**
 * The where-conditions of a search request: the analysis's non-trashed documents narrowed by the free-text query,
 * the date range on the chosen date, the prediction status, field and category filters and explicit ids. Dates
 * compare the bare column (no function on it), so the (project_id, date) indexes serve the range.
 * Throws SEARCH_TOO_SHORT, DATE_RANGE_INVALID, ATTRIBUTE_UNKNOWN, ANALYSIS_MODEL_NOT_FOUND (400).
 */
export function buildSearchFilter(
  req: SearchRequest,
  ctx: SearchContext,
  options: { ignore?: 'PREDICTION_STATUS' } = {},
): SearchFilter {
  const conditions: Condition[] = [
    (eb) => eb('project_document.workspace_id', '=', ctx.workspaceId),
    (eb) => eb('project_document.project_id', '=', ctx.projectId),
    (eb) => eb('project_document.trashed_at', 'is', null),
  ];
  // A literal, not a parameter: the planner proves a partial index's predicate from constants only.
  if (!req.showEmptyContent) conditions.push(() => sql<SqlBool>`project_document.content <> ''`);
  if (req.documentIds.length > 0) {
    const ids = req.documentIds.filter((id) => uuidPattern.test(id));
    conditions.push((eb) => (ids.length === 0 ? nothing() : eb('project_document.id', 'in', ids)));
  }

  const q = req.query.trim();
  if (q !== '' && [...q].length < SEARCH_MINIMUM) throw errors.badRequest('SEARCH_TOO_SHORT', 'query');
  if (q !== '') conditions.push(textMatch(q));

  const start = req.startDate ? new Date(req.startDate) : null;
  const end = req.endDate ? new Date(req.endDate) : null;
  if (start && end && start.getTime() > end.getTime()) throw errors.badRequest('DATE_RANGE_INVALID', 'startDate');
  const column = dateColumns[req.searchByDate ?? 'CONTENT_DATE'];
  if (start) conditions.push((eb) => eb(column, '>=', start));
  if (end) conditions.push((eb) => eb(column, '<=', end));

  const predictionStatus = req.predictionStatus;
  if (predictionStatus && options.ignore !== 'PREDICTION_STATUS')
    conditions.push((eb) => eb('project_document.prediction_status', '=', predictionStatus));

  for (const fq of req.fieldQueries) {
    const c = fieldCondition(fq, ctx);
    if (c) conditions.push(c);
  }
  for (const cq of req.categoryQueries) {
    const c = categoryCondition(cq, ctx, req.applyVirtualCategories);
    if (c) conditions.push(c);
  }
  return { where: (eb) => eb.and(conditions.map((c) => c(eb))), query: q === '' ? null : q };
}
