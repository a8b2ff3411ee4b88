import { z } from 'zod';
import { normalizeEndDate } from '../dates/range.js';
import type { ZoneOptions } from '../dates/zone.js';
import { shellConstants } from '../shell/constants.js';
import { gaps, predictionStatuses, searchByDates, tabBehaviour, type FieldValue, type FilterState } from './state.js';

const fieldValueSchema = z.union([
  z.strictObject({ key: z.enum(['GTE', 'GT']), minValue: z.number() }),
  z.strictObject({ key: z.enum(['LTE', 'LT']), maxValue: z.number() }),
  z.strictObject({ key: z.string() }),
]);

/**
 * Operands of a field filter (`fq`), our reading: IN (any of the values; the default), NOT_IN, CONTAINS (text contains
 * any value, case-insensitive), BETWEEN (two integers, inclusive), RANGE (values are numeric bounds GTE/GT/LTE/LT),
 * EXISTS and NOT_EXISTS (values ignored; send one value `*`).
 */
export const fieldOperands = ['IN', 'NOT_IN', 'CONTAINS', 'BETWEEN', 'RANGE', 'EXISTS', 'NOT_EXISTS'] as const;
export type FieldOperand = (typeof fieldOperands)[number];
/**
 * Operands of a category filter (`cq`): IN (any of the categories), NOT_IN (none of them), ALL (every one). Its
 * fieldName is the model code. An id with a sentiment matches the category with that aspect sentiment (or, without
 * aspect sentiment, with that document sentiment); a dynamic id (`DYN_{code}~value`) matches attribute {code} = value;
 * a virtual id (`virtual: true`, any fieldName — the web sends `VIRTUAL`) matches the virtual category's documents:
 * (its saved filter OR its included documents) AND NOT its excluded ones; with `applyVirtualCategories` false virtual
 * ids restrict nothing. With the widget flag on, `modelCategoryCounts` carries the virtual categories' counts under
 * modelCode `VIRTUAL`.
 */
export const categoryOperands = ['IN', 'NOT_IN', 'ALL'] as const;
export type CategoryOperand = (typeof categoryOperands)[number];
/** The orders of the document list (the server's `documentSortOptions` endpoint lists them); null is CONTENT_DATE_DESC. */
export const documentSortOptions = [
  'CONTENT_DATE_DESC',
  'CONTENT_DATE_ASC',
  'CREATE_DATE_DESC',
  'RELEVANCE',
  'CONFIDENCE_ASC',
  'CONFIDENCE_DESC',
] as const;
export type DocumentSort = (typeof documentSortOptions)[number];

const option = { error: 'FIELD_INVALID_OPTION' } as const;
const nullText = () => z.string().nullable().default(null);
const nullDate = () => z.iso.datetime().nullable().default(null);

/**
 * The body of POST …/document/search; dates are ISO 8601 strings. Every field is optional: the default is what the
 * web sends for a fresh data tab (see docs/search.md), except `widget`, which is off so that an API caller gets just
 * the documents unless it asks for the aggregates. Unknown keys, operands and sorts are refused (400, the field named).
 */
export const searchRequestSchema = z.strictObject({
  page: z.number().int().min(0).default(shellConstants.defaultPage),
  sort: z.enum(documentSortOptions, option).nullable().default(null),
  size: z.number().int().min(1).default(shellConstants.defaultPageSize),
  /** Optional: the path names the project; when given it must be the path's code. */
  projectCode: nullText(),
  startDate: nullDate(),
  endDate: nullDate(),
  gap: z.enum(gaps, option).nullable().default(null),
  facet: nullText(),
  query: z.string().default(''),
  showEmptyContent: z.boolean().default(false),
  showRootCauselessContent: z.boolean().default(false),
  widget: z.boolean().default(false),
  quality: nullText(),
  markingGoalId: nullText(),
  tab: z.string().default(shellConstants.defaultTab),
  predictionStatus: z.enum(predictionStatuses, option).nullable().default(null),
  comparisonStartDate: nullDate(),
  comparisonEndDate: nullDate(),
  originalComparisonEndDate: nullDate(),
  searchByDate: z.enum(searchByDates, option).nullable().default('CONTENT_DATE'),
  topic: nullText(),
  hasTopic: z.boolean().default(false),
  applyVirtualCategories: z.boolean().default(true),
  selectedWidgets: z.array(z.string()).default([]),
  rrId: nullText(),
  dofc: nullText(),
  cjs: nullText(),
  nid: nullText(),
  /** Values are `{ key, minValue | maxValue }`, or integers for the BETWEEN operand. */
  fieldQueries: z
    .array(
      z.strictObject({
        fieldName: z.string(),
        operand: z.enum(fieldOperands, option).default('IN'),
        values: z.array(z.union([fieldValueSchema, z.number().int()])).default([]),
      }),
    )
    .default([]),
  categoryQueries: z
    .array(
      z.strictObject({
        fieldName: z.string(),
        operand: z.enum(categoryOperands, option).default('IN'),
        ids: z
          .array(
            z.strictObject({
              categoryId: z.string(),
              sentimentKey: z.string().nullable().default(null),
              virtual: z.boolean().default(false),
              dynamicKey: z.string().nullable().default(null),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
  modelCategoryLists: z.array(z.strictObject({ modelCode: z.string(), categoryIds: z.array(z.string()) })).default([]),
  documentIds: z.array(z.string()).default([]),
});
/** The body as the server reads it: every default filled in. */
export type SearchRequest = z.output<typeof searchRequestSchema>;
/** The body as a caller may send it: any field left out takes its default. */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/** What the search needs besides the filter state: the project and the drill-downs that do not live in the URL. */
export interface SearchContext extends ZoneOptions {
  projectCode?: string | null;
  quality?: string | null;
  markingGoalId?: string | null;
  documentIds?: readonly string[];
  /** Our reading: whether virtual categories take part in the search; on unless the caller says otherwise. */
  applyVirtualCategories?: boolean;
}

const iso = (date: Date | null): string | null => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);
const textOrNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : value;

// A fresh object with only the keys the value kind has (the strict schema refuses stray undefined keys).
const copyValue = (v: FieldValue): FieldValue =>
  v.minValue !== undefined
    ? { key: v.key, minValue: v.minValue }
    : v.maxValue !== undefined
      ? { key: v.key, maxValue: v.maxValue }
      : { key: v.key };

/** BETWEEN takes its bounds as integers: every value's key is split on commas, non-integers are dropped. */
const betweenIntegers = (keys: readonly string[]): number[] =>
  keys
    .flatMap((key) => key.split(','))
    .map((part) => part.trim())
    .filter((part) => /^-?\d+$/.test(part))
    .map(Number);

/**
 * The search request body of a filter state (see docs/search.md and docs/filters-and-urls.md):
 * - rrId is the part before a pipe (`id|label` → `id`); empty strings become null; an empty searchByDate is null;
 * - widgets are requested only when the widget flag is on: `selectedWidgets` is empty otherwise;
 * - field queries without values and category queries without ids are dropped; BETWEEN values become integers;
 * - the tab decides what applies (its TabBehaviour): without "filters apply" the query and the field and category
 *   filters are left out, without a date filter the dates, without comparison the comparison dates;
 * - end dates of exactly 23:59:59 are extended to .999; `originalComparisonEndDate` is the comparison end as the
 *   state holds it, before that extension (our reading of the name).
 */
const knownSort = (sort: string | null | undefined): DocumentSort | null =>
  (documentSortOptions as readonly string[]).includes(sort ?? '') ? (sort as DocumentSort) : null;

export function buildSearchRequest(state: FilterState, context: SearchContext = {}): SearchRequest {
  const tab = tabBehaviour(state.tab);
  const zone = { timeZone: context.timeZone };
  const end = (date: Date | null) => (date ? normalizeEndDate(date, zone) : null);
  const filters = tab.filtersApply;
  const comparison = tab.dateFilter && tab.comparisonOffered;
  return {
    page: state.page,
    // The URL may carry any text as sort or operand. An unknown sort (a stale link, a hand-edited URL) is read as the
    // default order, as a table would; an unknown operand is sent as it is and the server refuses it (400 naming the
    // field), since dropping a filter would show more documents than the screen says — the cast only tells the
    // compiler what a valid body holds.
    sort: knownSort(state.sort),
    size: state.size,
    projectCode: textOrNull(context.projectCode),
    startDate: tab.dateFilter ? iso(state.startDate) : null,
    endDate: tab.dateFilter ? iso(end(state.endDate)) : null,
    gap: state.gap,
    facet: textOrNull(state.facet),
    query: filters ? state.query : '',
    showEmptyContent: state.showEmptyContent,
    showRootCauselessContent: state.showRootCauselessContent,
    widget: state.widget,
    quality: textOrNull(context.quality),
    markingGoalId: textOrNull(context.markingGoalId),
    tab: state.tab,
    predictionStatus: state.predictionStatus,
    comparisonStartDate: comparison ? iso(state.comparisonStartDate) : null,
    comparisonEndDate: comparison ? iso(end(state.comparisonEndDate)) : null,
    originalComparisonEndDate: comparison ? iso(state.comparisonEndDate) : null,
    searchByDate: state.searchByDate ?? null,
    topic: textOrNull(state.topic),
    hasTopic: textOrNull(state.topic) !== null,
    applyVirtualCategories: context.applyVirtualCategories ?? true,
    selectedWidgets: state.widget ? [...state.selectedWidgets] : [],
    rrId: textOrNull(state.rrId?.split('|')[0]),
    dofc: textOrNull(state.dofc),
    cjs: textOrNull(state.cjs),
    nid: textOrNull(state.nid),
    fieldQueries: filters
      ? state.fieldQueries
          .filter((q) => q.values.length > 0)
          .map((q) => ({
            fieldName: q.fieldName,
            operand: q.operand as FieldOperand,
            values: q.operand === 'BETWEEN' ? betweenIntegers(q.values.map((v) => v.key)) : q.values.map(copyValue),
          }))
      : [],
    categoryQueries: filters
      ? state.categoryQueries
          .filter((q) => q.ids.length > 0)
          .map((q) => ({
            fieldName: q.fieldName,
            operand: q.operand as CategoryOperand,
            ids: q.ids.map((id) => ({
              categoryId: id._id,
              sentimentKey: textOrNull(id.sentiment),
              virtual: id.virtual,
              dynamicKey: id.dynamic ? id.code : null,
            })),
          }))
      : [],
    modelCategoryLists: state.modelCategoryLists.map((list) => ({
      modelCode: list.modelCode,
      categoryIds: [...list.categoryIds],
    })),
    documentIds: [...(context.documentIds ?? [])],
  };
}
