import {
  builtInFieldNames,
  entityTypeOfField,
  parseMarkingQuality,
  type FcrBucket,
  type CategoryOperand,
  type DocumentSort,
  type FieldOperand,
  type MarkingQuality,
  type PredictionStatus,
  type SearchByDate,
  type SearchRequest,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import { parseDrill } from '../fcr/definition.js';
import { entityFilter, type EntityFieldFilter } from './entity-filter.js';
import type { FcrSearchContext } from '../fcr/drill.js';
import { unsupportedFields } from './search-support.js';
import { virtualFilterIsEmpty, virtualFilterRequest, type VirtualFilter } from './virtual-filter.js';

/**
 * The one reading of a search body (see docs/search.md): what the documents must match, resolved against the
 * analysis's catalogue. Pure — no database — so the SQL builder (search-where-repository.ts) and the rollup planner
 * (project-rollups/rollup-plan.ts) both read this and never the request; a new filter is added here once.
 */

/** What a plan needs to know of the analysis besides the request. */
export interface SearchContext {
  workspaceId: string;
  projectId: string;
  /** Attribute code → type (TEXT, NUMERIC, MULTI_TEXT, MULTI_NUMERIC, DATE). */
  attributes: ReadonlyMap<string, string>;
  /**
   * Model code → the model of the analysis. `within` maps a category to itself and every category under it: a
   * selected parent matches the documents filed under any of its leaves (documents carry leaves).
   */
  models: ReadonlyMap<string, PlanModel>;
  /**
   * Virtual category id → its saved filter. Absent or missing an id: that virtual id matches only its included
   * documents (a deleted virtual category in an old URL matches what was explicitly put in it: nothing).
   */
  virtualCategories?: ReadonlyMap<string, VirtualFilter>;
  /**
   * Customer journey step id → that step's condition on this analysis (`cjs`, docs/customer-journeys.md). A step
   * missing here (unknown, of another workspace, or without a condition on this analysis) matches nothing.
   */
  journeySteps?: ReadonlyMap<string, JourneyCondition>;
  /**
   * The first-call resolution definition for `dofc` (docs/first-call-resolution.md), resolved by the search service
   * (it depends on the caller); absent: `dofc` is refused as not supported.
   */
  fcr?: FcrSearchContext;
  /**
   * The viewer's attribute rules when they are restricted (docs/data-restrictions.md), set by the catalogue from the
   * analysis row ProjectAccess loaded for them; absent for everyone else and for jobs.
   */
  restriction?: RestrictionPlan;
}

/** A restricted viewer's rules: every rule must hold; a rule on an attribute the analysis lacks (`known` false) matches nothing. */
export type RestrictionPlan = readonly { field: string; values: readonly string[]; known: boolean }[];

/** A journey step's condition on one analysis, as stored. */
export interface JourneyCondition {
  categoryIds: readonly string[];
  attributes: readonly { field: string; value: string }[];
}

/**
 * A journey condition resolved against the analysis: any of `categoryIds` (each with the categories under it, in any
 * model) and every attribute value. `none`: nothing matches (no condition here, or an attribute the analysis lacks).
 */
export type JourneyConditionPlan =
  { kind: 'none' } | { kind: 'condition'; categoryIds: string[]; attributes: { code: string; type: string; value: string }[] };

export interface PlanModel {
  id: string;
  senseType: string;
  aspectSentiment: boolean;
  within?: ReadonlyMap<string, readonly string[]>;
}

/** Document columns a built-in field filter tests directly. */
export type ColumnField = 'channel' | 'sentiment' | 'status' | 'predictionStatus' | 'language';

/** A numeric bound of a RANGE or BETWEEN filter. */
export interface Bound {
  op: '>=' | '>' | '<=' | '<';
  value: number;
}

/** One field filter, resolved: which storage it tests and how. `values` are the value keys as sent. */
export type FieldFilter =
  | { kind: 'column'; field: ColumnField; operand: FieldOperand; values: string[] }
  | { kind: 'label'; operand: 'IN' | 'NOT_IN' | 'EXISTS' | 'NOT_EXISTS'; labelIds: string[] }
  /** alerted: ALL or NONE when both true and false are asked for (IN or NOT_IN), else whether it was alerted. */
  | { kind: 'alerted'; match: 'ALL' | 'NONE' | 'ALERTED' | 'NOT_ALERTED' }
  | { kind: 'attribute'; code: string; type: string; operand: FieldOperand; values: string[]; bounds: Bound[] }
  | EntityFieldFilter;

/** One selected id of a category filter, resolved. */
export type CategoryTerm =
  | { kind: 'virtual'; virtual: VirtualCategoryPlan }
  /** A dynamic category: attribute `code` equals `value`. */
  | { kind: 'dynamic'; code: string; type: string; value: string }
  /** A sentiment model's "category" is the document's sentiment label. */
  | { kind: 'sentiment'; label: string }
  /**
   * A category row of a model: any of `categoryIds` (the category and those under it). `sentiment` narrows the row
   * (an aspect-sentiment model) or the document (a model without aspect sentiment).
   */
  | {
      kind: 'category';
      modelId: string;
      categoryId: string;
      categoryIds: string[];
      sentiment: { key: string; on: 'row' | 'document' } | null;
    };

export interface CategoryFilter {
  operand: CategoryOperand;
  /** The filter's model; null only when every term is virtual (the web sends those under `VIRTUAL`). */
  model: PlanModel | null;
  terms: CategoryTerm[];
}

/** A virtual category: (its saved filter OR included) AND NOT excluded. `valid` false: an id that cannot exist. */
export interface VirtualCategoryPlan {
  id: string;
  valid: boolean;
  /** The saved filter's own plan; null when it selects nothing by itself or no longer plans (a model removed since). */
  saved: FilterPlan | null;
}

/**
 * The root cause analysis terms of a search (docs/search.md): all the set ones hold, or — with `orWithout` — the
 * document carries no root cause at all. Id lists follow `documentIds`: an empty list (a malformed id) matches nothing.
 */
export interface RootCauseFilter {
  /** rrId: documents carrying this root cause (document_root_cause). */
  rootCauseIds: string[] | null;
  /** topic: documents of this topic (rca_topic_document). */
  topicIds: string[] | null;
  /** hasTopic: documents in any topic of the analysis. */
  anyTopic: boolean;
  /** showRootCauselessContent: also the documents without any root cause. */
  orWithout: boolean;
}

/**
 * quality + markingGoalId: the documents a marking target counts in one of its buckets (docs/reports.md, "Marking
 * efficiency"), optionally only those whose latest marking is `userId`'s. The target is read by id within the
 * analysis in SQL, so one of another analysis matches nothing.
 */
export interface MarkingFilter {
  targetId: string;
  quality: MarkingQuality;
  userId: string | null;
}

/** What the documents must match. */
export interface FilterPlan {
  workspaceId: string;
  projectId: string;
  /** Only documents with content (the body's showEmptyContent false). */
  contentOnly: boolean;
  /** Explicit ids (well-formed ones only); null: no restriction. An empty list matches nothing. */
  documentIds: string[] | null;
  /** The trimmed free-text query; null when none. */
  text: string | null;
  /** The date the range applies to, and the range (inclusive instants; null: open). */
  dateOn: SearchByDate;
  start: Date | null;
  end: Date | null;
  predictionStatus: PredictionStatus | null;
  fields: FieldFilter[];
  /** Category filters that restrict something (empty ones, and virtual ids when virtual categories are off, are gone). */
  categories: CategoryFilter[];
  /** Root cause and topic terms; null when the body sets none (showRootCauselessContent alone restricts nothing). */
  rootCause: RootCauseFilter | null;
  /** cjs: a customer journey step's condition on this analysis; absent when the body sets none. */
  journey?: JourneyConditionPlan;
  /** dofc: the documents starting a first-call resolution issue of the bucket, within the plan's range. */
  fcr?: FcrSearchContext & { bucket: FcrBucket };
  /**
   * nid: the documents behind a notification run (docs/notification-definitions.md) — its id when well-formed, '' when
   * not (matches nothing); absent when the body sets none.
   */
  notificationRunId?: string;
  /** quality + markingGoalId: a marking target's bucket; absent when the body sets neither. */
  marking?: MarkingFilter;
  /** The viewer's data restriction; absent when the viewer is not restricted by attribute. Never from the request. */
  restriction?: RestrictionPlan;
}

/** The search of one call: the filter plus paging, order and what the aggregates need. */
export interface SearchPlan extends FilterPlan {
  page: number;
  size: number;
  sort: DocumentSort;
  /** Every virtual category of the analysis (their counts go with the search's aggregates). */
  virtualCategories: VirtualCategoryPlan[];
  /** The models whose categories are rows (every model but sentiment ones). */
  categoryModelIds: string[];
}

const SEARCH_MINIMUM = 3;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const columnFields = new Set<string>(['channel', 'sentiment', 'status', 'predictionStatus', 'language']);
const rangeOps = { GTE: '>=', GT: '>', LTE: '<=', LT: '<' } as const;

type FieldQuery = SearchRequest['fieldQueries'][number];
type CategoryQuery = SearchRequest['categoryQueries'][number];

const fieldKey = (v: FieldQuery['values'][number]): string => (typeof v === 'number' ? String(v) : v.key);

/** Whether a field filter restricts anything: EXISTS and NOT_EXISTS need no values, the others do. */
const restricts = (q: FieldQuery): boolean => q.values.length > 0 || q.operand === 'EXISTS' || q.operand === 'NOT_EXISTS';

function attributeFilter(q: FieldQuery, type: string): FieldFilter {
  const values = q.values.map(fieldKey);
  let bounds: Bound[] = [];
  if (q.operand === 'BETWEEN') {
    const ints = q.values.flatMap((v) => (typeof v === 'number' ? [v] : /^-?\d+$/.test(v.key) ? [Number(v.key)] : []));
    if (ints.length < 2) throw errors.badRequest('FIELD_INVALID', 'fieldQueries');
    const [a, b] = [ints[0] as number, ints[1] as number];
    bounds = [
      { op: '>=', value: Math.min(a, b) },
      { op: '<=', value: Math.max(a, b) },
    ];
  } else if (q.operand === 'RANGE') {
    bounds = q.values.flatMap((v) => {
      if (typeof v === 'number' || !(v.key in rangeOps)) return [];
      const value = 'minValue' in v ? v.minValue : 'maxValue' in v ? v.maxValue : undefined;
      return typeof value === 'number' ? [{ op: rangeOps[v.key as keyof typeof rangeOps], value }] : [];
    });
    if (bounds.length === 0) throw errors.badRequest('FIELD_INVALID', 'fieldQueries');
  }
  return { kind: 'attribute', code: q.fieldName, type, operand: q.operand, values, bounds };
}

function builtInFilter(q: FieldQuery): FieldFilter {
  const values = q.values.map(fieldKey);
  if (q.fieldName === 'label') {
    if (q.operand !== 'IN' && q.operand !== 'NOT_IN' && q.operand !== 'EXISTS' && q.operand !== 'NOT_EXISTS')
      throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
    return { kind: 'label', operand: q.operand, labelIds: values.filter((k) => uuidPattern.test(k)) };
  }
  if (q.fieldName === 'alerted') {
    if (q.operand !== 'IN' && q.operand !== 'NOT_IN') throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
    const wanted = new Set(values.map((k) => k.toLowerCase() === 'true'));
    if (wanted.size === 2) return { kind: 'alerted', match: q.operand === 'IN' ? 'ALL' : 'NONE' };
    const alerted = wanted.has(true) === (q.operand === 'IN');
    return { kind: 'alerted', match: alerted ? 'ALERTED' : 'NOT_ALERTED' };
  }
  if (q.operand === 'BETWEEN' || q.operand === 'RANGE') throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
  return { kind: 'column', field: q.fieldName as ColumnField, operand: q.operand, values };
}

function fieldFilter(q: FieldQuery, ctx: SearchContext): FieldFilter | null {
  if (!restricts(q)) return null;
  if ((builtInFieldNames as readonly string[]).includes(q.fieldName)) return builtInFilter(q);
  const entityType = entityTypeOfField(q.fieldName);
  if (entityType !== null) return entityFilter(entityType, q.operand, q.values.map(fieldKey));
  const type = ctx.attributes.get(q.fieldName);
  if (type === undefined) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'fieldQueries');
  return attributeFilter(q, type);
}

/**
 * A virtual category's plan. Its saved filter is planned as a search of its own (no dates, no virtual ids), so a
 * virtual category counts exactly what a search with its filter would list. A saved filter that no longer plans (a
 * model or attribute removed from the analysis since) contributes nothing rather than failing every search naming it.
 */
export function planVirtualCategory(id: string, ctx: SearchContext): VirtualCategoryPlan {
  if (!uuidPattern.test(id)) return { id, valid: false, saved: null };
  const filter = ctx.virtualCategories?.get(id);
  let saved: FilterPlan | null = null;
  if (filter && !virtualFilterIsEmpty(filter)) {
    try {
      saved = planFilter(virtualFilterRequest(filter), { ...ctx, virtualCategories: new Map() });
    } catch {
      saved = null;
    }
  }
  return { id, valid: true, saved };
}

function categoryTerm(model: PlanModel, id: CategoryQuery['ids'][number], ctx: SearchContext): CategoryTerm {
  if (id.dynamicKey) {
    const type = ctx.attributes.get(id.dynamicKey);
    if (type === undefined) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'categoryQueries');
    const prefix = `DYN_${id.dynamicKey}~`;
    const value = id.categoryId.startsWith(prefix) ? id.categoryId.slice(prefix.length) : id.categoryId;
    return { kind: 'dynamic', code: id.dynamicKey, type, value };
  }
  // Sentiment models store the document's sentiment on the document, not as category rows.
  if (model.senseType === 'SENTIMENT') return { kind: 'sentiment', label: id.categoryId };
  return {
    kind: 'category',
    modelId: model.id,
    categoryId: id.categoryId,
    categoryIds: [...(model.within?.get(id.categoryId) ?? [id.categoryId])],
    sentiment: id.sentimentKey === null ? null : { key: id.sentimentKey, on: model.aspectSentiment ? 'row' : 'document' },
  };
}

/** Virtual ids need no model; without `applyVirtualCategories` they are left out, so they restrict nothing. */
function categoryFilter(q: CategoryQuery, ctx: SearchContext, applyVirtual: boolean): CategoryFilter | null {
  const ids = applyVirtual ? q.ids : q.ids.filter((id) => !id.virtual);
  if (ids.length === 0) return null;
  const model = ctx.models.get(q.fieldName) ?? null;
  if (!model && ids.some((id) => !id.virtual)) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'categoryQueries');
  const terms = ids.map((id): CategoryTerm =>
    id.virtual || !model ? { kind: 'virtual', virtual: planVirtualCategory(id.categoryId, ctx) } : categoryTerm(model, id, ctx),
  );
  return { operand: q.operand, model, terms };
}

const wellFormed = (id: string | null): string[] | null => (id === null ? null : uuidPattern.test(id) ? [id] : []);

/**
 * rrId, topic, hasTopic and showRootCauselessContent. A URL carries rrId as `id|label`; the web sends the part before
 * the pipe, and a caller that sends the whole is read the same way. Ids of another analysis simply match nothing.
 */
function rootCauseFilter(req: SearchRequest): RootCauseFilter | null {
  const rrId = req.rrId === null ? null : (req.rrId.split('|')[0] ?? '').trim();
  const topic = req.topic === null ? null : req.topic.trim();
  const rootCauseIds = rrId === null || rrId === '' ? null : wellFormed(rrId);
  const topicIds = topic === null || topic === '' ? null : wellFormed(topic);
  if (rootCauseIds === null && topicIds === null && !req.hasTopic) return null;
  return { rootCauseIds, topicIds, anyTopic: req.hasTopic, orWithout: req.showRootCauselessContent };
}

/**
 * quality and markingGoalId: markingGoalId alone is the target's MARKED bucket; quality needs a target. A malformed
 * id or bucket is refused (400) rather than matching nothing: the web only sends what a marking report gave it.
 */
function markingFilter(req: SearchRequest): MarkingFilter | undefined {
  const goal = req.markingGoalId?.trim() ?? '';
  const quality = req.quality?.trim() ?? '';
  if (goal === '' && quality === '') return undefined;
  if (goal === '') throw errors.badRequest('FIELD_REQUIRED', 'markingGoalId');
  if (!uuidPattern.test(goal)) throw errors.badRequest('FIELD_INVALID', 'markingGoalId');
  const parsed = quality === '' ? { quality: 'MARKED' as const, userId: null } : parseMarkingQuality(quality);
  if (!parsed || (parsed.userId !== null && !uuidPattern.test(parsed.userId)))
    throw errors.badRequest('FIELD_INVALID_OPTION', 'quality');
  return { targetId: goal.toLowerCase(), quality: parsed.quality, userId: parsed.userId };
}

/** A journey step's condition on the analysis of `ctx` (the cjs filter and the journey report read the same one). */
export function planJourneyCondition(condition: JourneyCondition | undefined, ctx: SearchContext): JourneyConditionPlan {
  if (!condition) return { kind: 'none' };
  const attributes: { code: string; type: string; value: string }[] = [];
  for (const a of condition.attributes) {
    const type = ctx.attributes.get(a.field);
    if (type === undefined) return { kind: 'none' };
    attributes.push({ code: a.field, type, value: a.value });
  }
  const models = [...ctx.models.values()];
  const categoryIds = [
    ...new Set(condition.categoryIds.flatMap((id) => [id, ...models.flatMap((m) => m.within?.get(id) ?? [])])),
  ];
  return { kind: 'condition', categoryIds, attributes };
}

/**
 * The filter of a search body. Throws SEARCH_TOO_SHORT, DATE_RANGE_INVALID, ATTRIBUTE_UNKNOWN,
 * ANALYSIS_MODEL_NOT_FOUND, FIELD_REQUIRED, FIELD_INVALID, FIELD_INVALID_OPTION and FILTER_NOT_SUPPORTED (400).
 */
export function planFilter(req: SearchRequest, ctx: SearchContext): FilterPlan {
  const unsupported = unsupportedFields(req, ctx.fcr !== undefined);
  if (unsupported) throw unsupported;
  const text = req.query.trim();
  if (text !== '' && [...text].length < SEARCH_MINIMUM) throw errors.badRequest('SEARCH_TOO_SHORT', 'query');
  const start = req.startDate ? new Date(req.startDate) : null;
  const end = req.endDate ? new Date(req.endDate) : null;
  if (start && end && start.getTime() > end.getTime()) throw errors.badRequest('DATE_RANGE_INVALID', 'startDate');
  const fields: FieldFilter[] = [];
  for (const q of req.fieldQueries) {
    const f = fieldFilter(q, ctx);
    if (f) fields.push(f);
  }
  const marking = markingFilter(req);
  const categories: CategoryFilter[] = [];
  for (const q of req.categoryQueries) {
    const c = categoryFilter(q, ctx, req.applyVirtualCategories);
    if (c) categories.push(c);
  }
  return {
    workspaceId: ctx.workspaceId,
    projectId: ctx.projectId,
    contentOnly: !req.showEmptyContent,
    documentIds: req.documentIds.length > 0 ? req.documentIds.filter((id) => uuidPattern.test(id)) : null,
    text: text === '' ? null : text,
    dateOn: req.searchByDate ?? 'CONTENT_DATE',
    start,
    end,
    predictionStatus: req.predictionStatus,
    fields,
    categories,
    rootCause: rootCauseFilter(req),
    ...(req.cjs === null ? {} : { journey: planJourneyCondition(ctx.journeySteps?.get(req.cjs.trim()), ctx) }),
    ...(req.dofc === null || !ctx.fcr ? {} : { fcr: { ...ctx.fcr, bucket: parseDrill(req.dofc).bucket } }),
    ...(req.nid === null ? {} : { notificationRunId: uuidPattern.test(req.nid.trim()) ? req.nid.trim() : '' }),
    ...(marking === undefined ? {} : { marking }),
    ...(ctx.restriction === undefined ? {} : { restriction: ctx.restriction }),
  };
}

/** The search of one call: planned once, then read by the SQL builder, the rollup planner and the aggregates. */
export function planSearch(req: SearchRequest, ctx: SearchContext): SearchPlan {
  return {
    ...planFilter(req, ctx),
    page: req.page,
    size: req.size,
    sort: req.sort ?? 'CONTENT_DATE_DESC',
    virtualCategories: [...(ctx.virtualCategories?.keys() ?? [])].map((id) => planVirtualCategory(id, ctx)),
    categoryModelIds: [...ctx.models.values()].filter((m) => m.senseType !== 'SENTIMENT').map((m) => m.id),
  };
}

/** A built-in column field (for readers that map columns, such as the rollups). */
export const isColumnField = (name: string): name is ColumnField => columnFields.has(name);
