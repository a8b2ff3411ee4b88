import {
  buildSearchRequest,
  categoryDrill,
  channelDrill,
  createSearchParams,
  decodeFilters,
  emptyDrill,
  encodeFieldQuery,
  sentimentDrill,
  type CorrelationAxis,
  type Drill,
  type FilterState,
  type SearchRequest,
} from '@sentio/domain';
import { AppError, errors } from '../../platform/errors.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import { buildSearchFilter, type SearchFilter } from '../project-documents/search-filter.js';
import type { AxisSource } from './count-repository.js';

/**
 * A correlation report's definition read against its analysis (docs/reports.md, "Correlation"): where each axis's
 * items come from, what they are called, the drill that selects an item's documents, and the report's filter as the
 * data tab reads its URL. Pure apart from the catalogue it is given.
 */

/** An axis ready to count: its source, item names and drills. */
export interface ResolvedAxis {
  source: AxisSource;
  name(key: string): string;
  drill(key: string): Drill;
}

/**
 * One axis of the report. CATEGORY: a category model of the analysis (else ANALYSIS_MODEL_NOT_FOUND on
 * `{side}.modelCode`); with `nested`, items are top-level categories, each counting any category under it.
 * ATTRIBUTE: an attribute of the analysis (else ATTRIBUTE_UNKNOWN on `{side}.attributeCode`).
 */
export function resolveAxis(cat: Catalogue, axis: CorrelationAxis, nested: boolean, side: 'xAxis' | 'yAxis'): ResolvedAxis {
  switch (axis.kind) {
    case 'CATEGORY': {
      const model = axis.modelCode ? cat.byCode.get(axis.modelCode) : undefined;
      const plan = axis.modelCode ? cat.searchContext.models.get(axis.modelCode) : undefined;
      if (!model || !plan || model.senseType !== 'CATEGORY')
        throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', `${side}.modelCode`);
      const name = (key: string) => model.names.get(key)?.path ?? key;
      return {
        source: { kind: 'CATEGORY', modelId: model.id, topOf: nested ? topLevelOf(plan.within ?? new Map()) : null },
        name,
        drill: (key) => categoryDrill(model.code, key, model.names.get(key)?.name ?? key),
      };
    }
    case 'SENTIMENT':
      return { source: { kind: 'SENTIMENT' }, name: (key) => key, drill: (key) => sentimentDrill([key]) };
    case 'CHANNEL':
      return { source: { kind: 'CHANNEL' }, name: (key) => key, drill: (key) => channelDrill(key) };
    case 'ATTRIBUTE': {
      const code = axis.attributeCode ?? '';
      if (!cat.attributes.has(code)) throw errors.badRequest('ATTRIBUTE_UNKNOWN', `${side}.attributeCode`);
      return {
        source: { kind: 'ATTRIBUTE', code },
        name: (key) => key,
        drill: (key) => ({ ...emptyDrill(), fq: [encodeFieldQuery({ fieldName: code, operand: 'IN', values: [{ key }] })] }),
      };
    }
  }
}

/**
 * Category id → its top-level category, from the search context's subtrees (each category with everything under
 * it): a top-level category is one no other category has below it.
 */
export function topLevelOf(within: ReadonlyMap<string, readonly string[]>): Map<string, string> {
  const below = new Set<string>();
  for (const [id, list] of within) for (const other of list) if (other !== id) below.add(other);
  const out = new Map<string, string>();
  for (const [id, list] of within) if (!below.has(id)) for (const member of list) out.set(member, id);
  return out;
}

/** Parameters of the analysis URL that say where the user was, not what they filtered. */
const PLACE_PARAMS = ['page', 'size', 'tab', 'acid'] as const;

export interface ReportFilter {
  /** The stored query (place parameters dropped). */
  query: string;
  state: FilterState;
  request: SearchRequest;
  start: Date;
  end: Date;
}

/**
 * The report's filterQuery read as the data tab reads its URL, in the reporting time zone: a part the codec cannot
 * read is refused (FIELD_INVALID on `filterQuery`: dropping it would count more than was chosen), its start and end
 * dates are required (DATE_RANGE_REQUIRED), and the search must accept it (its 400 code, on `filterQuery`).
 */
export function readReportFilter(raw: string, cat: Catalogue, timeZone: string): ReportFilter & { filter: SearchFilter } {
  const params = createSearchParams(raw.trim().replace(/^\?/, ''));
  for (const name of PLACE_PARAMS) params.delete(name);
  const query = params.toString();
  let readable = true;
  const state = decodeFilters(query, {
    timeZone,
    warn: () => {
      readable = false;
    },
  });
  if (!readable) throw errors.badRequest('FIELD_INVALID', 'filterQuery');
  const { startDate: start, endDate: end } = state;
  if (!start || !end) throw errors.badRequest('DATE_RANGE_REQUIRED', 'filterQuery');
  if (start.getTime() > end.getTime()) throw errors.badRequest('DATE_RANGE_INVALID', 'filterQuery');
  const request = buildSearchRequest(state, { timeZone, projectCode: cat.project.code });
  try {
    return { query, state, request, start, end, filter: buildSearchFilter(request, cat.searchContext) };
  } catch (err) {
    if (err instanceof AppError && err.status === 400) throw errors.badRequest(err.messageCode, 'filterQuery');
    throw err;
  }
}

/** The filterQuery of a monthly repeat: the same filters over `[sd, ed]` (URL dates of the reporting zone). */
export function withRange(query: string, sd: string, ed: string): string {
  const params = createSearchParams(query);
  params.set('sd', sd);
  params.set('ed', ed);
  return params.toString();
}
