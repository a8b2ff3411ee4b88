import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type {
  Bound,
  CategoryFilter,
  CategoryTerm,
  ColumnField,
  FieldFilter,
  FilterPlan,
  JourneyConditionPlan,
  MarkingFilter,
  RootCauseFilter,
  VirtualCategoryPlan,
} from './search-plan.js';
import { fcrDrillIds } from '../fcr/issue-repository.js';
import { entityCondition } from './entity-where-repository.js';
import { restrictionSql } from '../restrictions/repository.js';

/**
 * The SQL of a search plan (search-plan.ts): where-conditions over project_document. It reads the plan only — the
 * request was interpreted once, when the plan was made — and builds the same conditions for every reader (the
 * search's page and aggregates, the cube's scans, exports, content groups).
 */

export type DocEb = ExpressionBuilder<Database, 'project_document'>;
export type Condition = (eb: DocEb) => Expression<SqlBool>;

/** The search's where-conditions plus what sorting by relevance needs. */
export interface SearchFilter {
  where: Condition;
  /** The trimmed free-text query, null when none. */
  query: string | null;
}

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
} as const satisfies Record<ColumnField, string>;

const nothing = (): Expression<SqlBool> => sql<SqlBool>`false`;
const everything = (): Expression<SqlBool> => sql<SqlBool>`true`;
const anyOf = (eb: DocEb, list: Expression<SqlBool>[]): Expression<SqlBool> => (list.length === 0 ? nothing() : eb.or(list));
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
function numericPath(code: string, bounds: readonly Bound[]): Condition {
  const vars: Record<string, number> = {};
  const tests = bounds.map((b, i) => {
    vars[`v${i}`] = b.value;
    return `@ ${b.op} $v${i}`;
  });
  const path = `$.${JSON.stringify(code)} ? (${tests.join(' && ')})`;
  return () => sql<SqlBool>`jsonb_path_exists(project_document.attributes, ${path}::jsonpath, ${JSON.stringify(vars)}::jsonb)`;
}

function attributeCondition(f: Extract<FieldFilter, { kind: 'attribute' }>): Condition {
  const { code, type, values } = f;
  const equalsAny: Condition = (eb) =>
    anyOf(
      eb,
      values.map((k) => attributeEquals(code, type, k)(eb)),
    );
  switch (f.operand) {
    case 'IN':
      return equalsAny;
    case 'NOT_IN':
      return (eb) => eb.not(equalsAny(eb));
    case 'CONTAINS':
      return (eb) =>
        anyOf(
          eb,
          values.map((k) => sql<SqlBool>`(project_document.attributes ->> ${code}) ilike ${`%${escapeLike(k)}%`}`),
        );
    case 'BETWEEN':
    case 'RANGE':
      return numericPath(code, f.bounds);
    case 'EXISTS':
      return () => sql<SqlBool>`coalesce(jsonb_typeof(project_document.attributes -> ${code}), 'null') <> 'null'`;
    case 'NOT_EXISTS':
      return () => sql<SqlBool>`coalesce(jsonb_typeof(project_document.attributes -> ${code}), 'null') = 'null'`;
  }
}

function labelCondition(f: Extract<FieldFilter, { kind: 'label' }>): Condition {
  const ids = f.labelIds;
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
  switch (f.operand) {
    case 'IN':
      return has;
    case 'NOT_IN':
      return (eb) => eb.not(has(eb));
    case 'EXISTS':
      return anyLabel;
    case 'NOT_EXISTS':
      return (eb) => eb.not(anyLabel(eb));
  }
}

function columnCondition(f: Extract<FieldFilter, { kind: 'column' }>): Condition {
  const column = builtInColumns[f.field];
  const keys = f.values;
  switch (f.operand) {
    case 'IN':
      return (eb) => (keys.length === 0 ? nothing() : eb(column, 'in', keys));
    case 'NOT_IN':
      return (eb) => (keys.length === 0 ? everything() : eb.or([eb(column, 'is', null), eb(column, 'not in', keys)]));
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
    case 'BETWEEN':
    case 'RANGE':
      // The plan refuses numeric operands on document columns; nothing matches if one ever gets here.
      return nothing;
  }
}

function fieldCondition(f: FieldFilter): Condition {
  switch (f.kind) {
    case 'attribute':
      return attributeCondition(f);
    case 'label':
      return labelCondition(f);
    case 'entity':
      return entityCondition(f);
    case 'column':
      return columnCondition(f);
    case 'alerted':
      if (f.match === 'ALL') return everything;
      if (f.match === 'NONE') return nothing;
      return f.match === 'ALERTED'
        ? (eb) => eb('project_document.alerted_at', 'is not', null)
        : (eb) => eb('project_document.alerted_at', 'is', null);
  }
}

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

/** The documents of a virtual category: (its saved filter OR included) AND NOT excluded. */
export function virtualCategoryCondition(v: VirtualCategoryPlan): Condition {
  if (!v.valid) return nothing;
  const matches: Condition = v.saved ? filterWhere(v.saved) : nothing;
  const included = explicitly(v.id, true);
  const excluded = explicitly(v.id, false);
  return (eb) => eb.and([eb.or([matches(eb), included(eb)]), eb.not(excluded(eb))]);
}

/** One selected category: a category row (with the aspect or document sentiment), a dynamic attribute value, a virtual category. */
function termCondition(t: CategoryTerm): Condition {
  switch (t.kind) {
    case 'virtual':
      return virtualCategoryCondition(t.virtual);
    case 'dynamic':
      return attributeEquals(t.code, t.type, t.value);
    case 'sentiment':
      return (eb) => eb('project_document.sentiment', '=', t.label);
    case 'category': {
      const onRow = t.sentiment?.on === 'row' ? t.sentiment.key : null;
      const row: Condition = (eb) =>
        eb.exists(
          eb
            .selectFrom('project_document_category')
            .select(sql`1`.as('one'))
            .whereRef('project_document_category.document_id', '=', 'project_document.id')
            .where('project_document_category.model_id', '=', t.modelId)
            .where('project_document_category.category_id', 'in', t.categoryIds)
            .$if(onRow !== null, (qb) => qb.where('project_document_category.sentiment', '=', onRow)),
        );
      if (t.sentiment === null || t.sentiment.on === 'row') return row;
      const sentiment = t.sentiment.key;
      return (eb) => eb.and([row(eb), eb('project_document.sentiment', '=', sentiment)]);
    }
  }
}

function categoryCondition(f: CategoryFilter): Condition {
  const each = f.terms.map(termCondition);
  switch (f.operand) {
    case 'IN':
      return (eb) => eb.or(each.map((c) => c(eb)));
    case 'NOT_IN':
      return (eb) => eb.not(eb.or(each.map((c) => c(eb))));
    case 'ALL':
      return (eb) => eb.and(each.map((c) => c(eb)));
  }
}

/**
 * Root cause and topic terms (docs/search.md): every set term holds — the document carries the root cause, is a
 * member of the topic, is in some topic of the analysis — or, with `orWithout`, the document has no root cause.
 */
function rootCauseCondition(f: RootCauseFilter, projectId: string): Condition {
  const terms: Condition[] = [];
  const rootCauseIds = f.rootCauseIds;
  if (rootCauseIds !== null)
    terms.push((eb) =>
      rootCauseIds.length === 0
        ? nothing()
        : eb.exists(
            eb
              .selectFrom('document_root_cause as drc')
              .select(sql`1`.as('one'))
              .whereRef('drc.document_id', '=', 'project_document.id')
              .where('drc.project_id', '=', projectId)
              .where('drc.root_cause_id', 'in', rootCauseIds),
          ),
    );
  const topicIds = f.topicIds;
  if (topicIds !== null || f.anyTopic)
    terms.push((eb) =>
      topicIds !== null && topicIds.length === 0
        ? nothing()
        : eb.exists(
            eb
              .selectFrom('rca_topic_document as td')
              .select(sql`1`.as('one'))
              .whereRef('td.document_id', '=', 'project_document.id')
              .where('td.project_id', '=', projectId)
              .$if(topicIds !== null, (qb) => qb.where('td.topic_id', 'in', topicIds ?? [])),
          ),
    );
  const all: Condition = (eb) => (terms.length === 0 ? everything() : eb.and(terms.map((c) => c(eb))));
  if (!f.orWithout) return all;
  const without: Condition = (eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('document_root_cause as drc')
          .select(sql`1`.as('one'))
          .whereRef('drc.document_id', '=', 'project_document.id'),
      ),
    );
  return (eb) => eb.or([all(eb), without(eb)]);
}

/**
 * A customer journey step's condition (docs/customer-journeys.md): one of its categories (any model of the analysis)
 * and every attribute value; the same condition whether the journey report or the search's `cjs` reads it.
 */
export function journeyCondition(j: JourneyConditionPlan): Condition {
  if (j.kind === 'none') return nothing;
  const terms: Condition[] = j.attributes.map((a) => attributeEquals(a.code, a.type, a.value));
  const ids = j.categoryIds;
  if (ids.length > 0)
    terms.push((eb) =>
      eb.exists(
        eb
          .selectFrom('project_document_category')
          .select(sql`1`.as('one'))
          .whereRef('project_document_category.document_id', '=', 'project_document.id')
          .where('project_document_category.category_id', 'in', ids),
      ),
    );
  return (eb) => (terms.length === 0 ? everything() : eb.and(terms.map((c) => c(eb))));
}

/** A marking target's bucket over the target row `t` (docs/reports.md, "Marking efficiency"; domain reports/marking.ts). */
const markingBuckets = {
  MARKED: sql<SqlBool>`true`,
  SHORT: sql<SqlBool>`char_length(project_document.content) < t.limit_short`,
  MEDIUM: sql<SqlBool>`char_length(project_document.content) >= t.limit_short and char_length(project_document.content) < t.limit_long`,
  LONG: sql<SqlBool>`char_length(project_document.content) >= t.limit_long`,
  CATEGORY_BELOW: sql<SqlBool>`(select count(*) from project_document_category c where c.document_id = project_document.id) < t.category_min`,
  CATEGORY_IN_RANGE: sql<SqlBool>`(select count(*) from project_document_category c where c.document_id = project_document.id) between t.category_min and t.category_max`,
  CATEGORY_ABOVE: sql<SqlBool>`(select count(*) from project_document_category c where c.document_id = project_document.id) > t.category_max`,
} as const;

/**
 * The documents a marking target counts in a bucket: marked or approved by a person (a MARK or APPROVE audit entry),
 * the target's date basis within its period, in the bucket (a length bucket needs the target's limits, a category
 * bucket its range: a target without that criterion has them null and matches nothing), and — with a user — their
 * latest MARK or APPROVE by that user. The marking report (features/efficiency) counts with the same rules.
 */
export function markingCondition(m: MarkingFilter, projectId: string): Condition {
  const marks = sql`from project_audit a where a.project_id = ${projectId} and a.entity = 'document' and a.entity_id = project_document.id::text and a.action in ('MARK', 'APPROVE')`;
  const inTarget = sql<SqlBool>`exists (select 1 from marking_target t where t.id = ${m.targetId} and t.project_id = ${projectId}
    and (case t.content_date when 'CREATE_DATE' then project_document.created_at when 'LAST_STATUS_UPDATE_DATE' then project_document.status_updated_at else project_document.content_date end) between t.period_start and t.period_end
    and ${markingBuckets[m.quality]})`;
  const marked =
    m.userId === null
      ? sql<SqlBool>`exists (select 1 ${marks})`
      : sql<SqlBool>`(select a.user_id ${marks} order by a.id desc limit 1) = ${m.userId}`;
  return () => sql<SqlBool>`(${inTarget} and ${marked})`;
}

/** The where-condition of a filter plan. */
function filterWhere(plan: FilterPlan): Condition {
  const conditions: Condition[] = [
    (eb) => eb('project_document.workspace_id', '=', plan.workspaceId),
    (eb) => eb('project_document.project_id', '=', plan.projectId),
    (eb) => eb('project_document.trashed_at', 'is', null),
  ];
  // A literal, not a parameter: the planner proves a partial index's predicate from constants only.
  if (plan.contentOnly) conditions.push(() => sql<SqlBool>`project_document.content <> ''`);
  const ids = plan.documentIds;
  if (ids !== null) conditions.push((eb) => (ids.length === 0 ? nothing() : eb('project_document.id', 'in', ids)));
  if (plan.text !== null) conditions.push(textMatch(plan.text));
  // Dates compare the bare column (no function on it), so the (project_id, date) indexes serve the range.
  const column = dateColumns[plan.dateOn];
  const { start, end, predictionStatus } = plan;
  if (start) conditions.push((eb) => eb(column, '>=', start));
  if (end) conditions.push((eb) => eb(column, '<=', end));
  if (predictionStatus) conditions.push((eb) => eb('project_document.prediction_status', '=', predictionStatus));
  for (const f of plan.fields) conditions.push(fieldCondition(f));
  for (const c of plan.categories) conditions.push(categoryCondition(c));
  if (plan.rootCause) conditions.push(rootCauseCondition(plan.rootCause, plan.projectId));
  if (plan.journey) conditions.push(journeyCondition(plan.journey));
  const fcr = plan.fcr;
  if (fcr)
    conditions.push(
      () =>
        sql<SqlBool>`project_document.id in (${fcrDrillIds(fcr.def, fcr.bucket, { start: plan.start, end: plan.end }, fcr.now)})`,
    );
  if (plan.marking) conditions.push(markingCondition(plan.marking, plan.projectId));
  // A restricted viewer sees only their segment (docs/data-restrictions.md): a rule on an attribute the analysis
  // lacks matches nothing (deny by default).
  const restriction = plan.restriction;
  if (restriction) conditions.push(() => (restriction.some((r) => !r.known) ? sql<SqlBool>`false` : restrictionSql(restriction)));
  const runId = plan.notificationRunId;
  // A run of another analysis (or workspace) lists none of this analysis's documents: the run's rows name their analysis.
  if (runId !== undefined)
    conditions.push((eb) =>
      runId === ''
        ? nothing()
        : eb.exists(
            eb
              .selectFrom('notification_run_document as nrd')
              .select(sql`1`.as('one'))
              .whereRef('nrd.document_id', '=', 'project_document.id')
              .where('nrd.run_id', '=', runId)
              .where('nrd.project_id', '=', plan.projectId),
          ),
    );
  return (eb) => eb.and(conditions.map((c) => c(eb)));
}

/** The search's SQL filter of a plan. */
export function searchWhere(plan: FilterPlan): SearchFilter {
  return { where: filterWhere(plan), query: plan.text };
}

/** The date column a plan's range applies to (the cube buckets on it). */
export const dateColumnOf = (plan: FilterPlan): (typeof dateColumns)[keyof typeof dateColumns] => dateColumns[plan.dateOn];
