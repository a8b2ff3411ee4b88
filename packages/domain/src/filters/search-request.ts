import { z } from 'zod';
import { normalizeEndDate } from '../dates/range.js';
import type { ZoneOptions } from '../dates/zone.js';
import { gaps, predictionStatuses, searchByDates, tabBehaviour, type FieldValue, type FilterState } from './state.js';

const fieldValueSchema = z.union([
  z.strictObject({ key: z.enum(['GTE', 'GT']), minValue: z.number() }),
  z.strictObject({ key: z.enum(['LTE', 'LT']), maxValue: z.number() }),
  z.strictObject({ key: z.string() }),
]);

/** The body of POST …/document/search (shell.md §3 "Search request body"); dates are ISO 8601 strings. */
export const searchRequestSchema = z.strictObject({
  page: z.number().int().min(0),
  sort: z.string().nullable(),
  size: z.number().int().min(1),
  projectCode: z.string().nullable(),
  startDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  gap: z.enum(gaps).nullable(),
  facet: z.string().nullable(),
  query: z.string(),
  showEmptyContent: z.boolean(),
  showRootCauselessContent: z.boolean(),
  widget: z.boolean(),
  quality: z.string().nullable(),
  markingGoalId: z.string().nullable(),
  tab: z.string(),
  predictionStatus: z.enum(predictionStatuses).nullable(),
  comparisonStartDate: z.iso.datetime().nullable(),
  comparisonEndDate: z.iso.datetime().nullable(),
  originalComparisonEndDate: z.iso.datetime().nullable(),
  searchByDate: z.enum(searchByDates).nullable(),
  topic: z.string().nullable(),
  hasTopic: z.boolean(),
  applyVirtualCategories: z.boolean(),
  selectedWidgets: z.array(z.string()),
  rrId: z.string().nullable(),
  dofc: z.string().nullable(),
  cjs: z.string().nullable(),
  nid: z.string().nullable(),
  /** Values are `{ key, minValue | maxValue }`, or integers for the BETWEEN operand. */
  fieldQueries: z.array(
    z.strictObject({
      fieldName: z.string(),
      operand: z.string(),
      values: z.array(z.union([fieldValueSchema, z.number().int()])),
    }),
  ),
  categoryQueries: z.array(
    z.strictObject({
      fieldName: z.string(),
      operand: z.string(),
      ids: z.array(
        z.strictObject({
          categoryId: z.string(),
          sentimentKey: z.string().nullable(),
          virtual: z.boolean(),
          dynamicKey: z.string().nullable(),
        }),
      ),
    }),
  ),
  modelCategoryLists: z.array(z.strictObject({ modelCode: z.string(), categoryIds: z.array(z.string()) })),
  documentIds: z.array(z.string()),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

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
 * The search request body of a filter state (shell.md §3, §5):
 * - rrId is the part before a pipe (`id|label` → `id`); empty strings become null; an empty searchByDate is null;
 * - widgets are requested only when the widget flag is on: `selectedWidgets` is empty otherwise;
 * - field queries without values and category queries without ids are dropped; BETWEEN values become integers;
 * - the tab decides what applies (shell.md §2): without "filters apply" the query and the field and category
 *   filters are left out, without a date filter the dates, without comparison the comparison dates;
 * - end dates of exactly 23:59:59 are extended to .999; `originalComparisonEndDate` is the comparison end as the
 *   state holds it, before that extension (our reading of the name).
 */
export function buildSearchRequest(state: FilterState, context: SearchContext = {}): SearchRequest {
  const tab = tabBehaviour(state.tab);
  const zone = { timeZone: context.timeZone };
  const end = (date: Date | null) => (date ? normalizeEndDate(date, zone) : null);
  const filters = tab.filtersApply;
  const comparison = tab.dateFilter && tab.comparisonOffered;
  return {
    page: state.page,
    sort: textOrNull(state.sort),
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
            operand: q.operand,
            values: q.operand === 'BETWEEN' ? betweenIntegers(q.values.map((v) => v.key)) : q.values.map(copyValue),
          }))
      : [],
    categoryQueries: filters
      ? state.categoryQueries
          .filter((q) => q.ids.length > 0)
          .map((q) => ({
            fieldName: q.fieldName,
            operand: q.operand,
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
