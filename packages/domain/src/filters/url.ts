import { consoleWarn, formatUrlDate, parseUrlDate, type Warn } from '../dates/url-date.js';
import type { ZoneOptions } from '../dates/zone.js';
import { shellConstants } from '../shell/constants.js';
import { decodeCategoryQuery, decodeFieldQuery, encodeCategoryQuery, encodeCategoryToken, encodeFieldQuery } from './codec.js';
import { createFilterState, isSearchByDate, type FilterState, type SearchByDate } from './state.js';

/**
 * The part of the platform's `URLSearchParams` this package uses. The domain compiles without DOM or Node types,
 * so it names the shape instead of the class; a browser or Node `URLSearchParams` satisfies it, and
 * `encodeFilters` returns a real one (`as URLSearchParams` in code that has the DOM types).
 */
export interface SearchParamsLike {
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}

type SearchParamsConstructor = new (init?: string) => SearchParamsLike;

/** A new platform `URLSearchParams` (a global in browsers and Node). */
export function createSearchParams(init?: string): SearchParamsLike {
  const Ctor = (globalThis as unknown as { URLSearchParams: SearchParamsConstructor }).URLSearchParams;
  return new Ctor(init);
}

/** Prefix of the extra parameter that carries a selected category's display name: `cqn_{category token}`. */
export const categoryNameParamPrefix = 'cqn_';

export interface FilterUrlOptions extends ZoneOptions {
  warn?: Warn | undefined;
}

// The "only when set" parameters, in the URL's fixed order (see docs/filters-and-urls.md).
const optionalTexts = ['topic', 'rrId', 'dofc', 'cj', 'cjs', 'wcj', 'acid', 'nid'] as const;

const textOrNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/**
 * The project-detail query string of a filter state (see docs/filters-and-urls.md), in this fixed order:
 * q, page, size, tab, sort, sd, ed, csd, ced (always present, empty when unset); showEmptyContent and
 * showRootCauselessContent (`true`, only when on); topic, rrId, dofc, cj, cjs, wcj, acid, nid (only when set);
 * one fq per field filter that has values; one cq per category filter that has ids; searchByDate (empty when
 * null); then one `cqn_{token}` = display name per selected category. Dates are written in the tenant's zone
 * (`formatUrlDate`), so give the same `timeZone` to `decodeFilters`.
 * State that has no URL form (facet, widget, gap, status, widgets…) is not written.
 */
export function encodeFilters(state: FilterState, options: ZoneOptions = {}): SearchParamsLike {
  const params = createSearchParams();
  const date = (d: Date | null) => (d ? formatUrlDate(d, options) : '');
  params.append('q', state.query);
  params.append('page', String(state.page));
  params.append('size', String(state.size));
  params.append('tab', state.tab === '' ? shellConstants.defaultTab : state.tab);
  params.append('sort', state.sort ?? '');
  params.append('sd', date(state.startDate));
  params.append('ed', date(state.endDate));
  params.append('csd', date(state.comparisonStartDate));
  params.append('ced', date(state.comparisonEndDate));
  if (state.showEmptyContent) params.append('showEmptyContent', 'true');
  if (state.showRootCauselessContent) params.append('showRootCauselessContent', 'true');
  for (const name of optionalTexts) {
    const value = textOrNull(state[name]);
    if (value !== null) params.append(name, value);
  }
  for (const query of state.fieldQueries) if (query.values.length > 0) params.append('fq', encodeFieldQuery(query));
  const names = new Map<string, string>();
  for (const query of state.categoryQueries) {
    if (query.ids.length === 0) continue;
    params.append('cq', encodeCategoryQuery(query));
    for (const id of query.ids) {
      const token = encodeCategoryToken(id);
      if (!names.has(token)) names.set(token, id.name);
    }
  }
  params.append('searchByDate', state.searchByDate ?? '');
  for (const [token, name] of names) params.append(`${categoryNameParamPrefix}${token}`, name);
  return params;
}

function nonNegativeInt(raw: string | null, fallback: number, min: number, name: string, warn: Warn): number {
  if (raw === null || raw === '') return fallback;
  if (/^\d{1,9}$/.test(raw) && Number(raw) >= min) return Number(raw);
  warn(`Ignoring invalid ${name} "${raw}"`);
  return fallback;
}

function searchByDateOf(raw: string | null, warn: Warn): SearchByDate | null {
  if (raw === null) return 'CONTENT_DATE';
  if (raw === '') return null;
  if (isSearchByDate(raw)) return raw;
  warn(`Ignoring invalid searchByDate "${raw}"`);
  return 'CONTENT_DATE';
}

/**
 * The filter state of a project-detail query string (a `URLSearchParams` or the string itself, with or without
 * `?`). Lenient: a missing parameter gives its default (page 0, size 10, tab project_data, searchByDate
 * CONTENT_DATE, no dates), an empty `searchByDate` gives null, and an invalid page, size, date, searchByDate,
 * fq or cq is ignored with a warning (default: the console). A category without its `cqn_` parameter is named
 * by its id. Fields the URL does not carry take their defaults. `decodeFilters(encodeFilters(s))` equals `s`
 * for every state the URL can express (dates on the hour or at 23:59:59 in the zone, unset strings as null).
 */
export function decodeFilters(
  params: Pick<SearchParamsLike, 'get' | 'getAll'> | string,
  options: FilterUrlOptions = {},
): FilterState {
  const source = typeof params === 'string' ? createSearchParams(params.replace(/^\?/, '')) : params;
  const warn = options.warn ?? consoleWarn;
  const dateOf = (name: string, end: boolean) => parseUrlDate(source.get(name), { end, timeZone: options.timeZone, warn });
  const fieldQueries = source.getAll('fq').flatMap((raw) => {
    const query = decodeFieldQuery(raw);
    if (!query) warn(`Ignoring malformed fq "${raw}"`);
    return query ? [query] : [];
  });
  const categoryQueries = source.getAll('cq').flatMap((raw) => {
    const query = decodeCategoryQuery(raw, (token, id) => source.get(`${categoryNameParamPrefix}${token}`) ?? id._id);
    if (!query) warn(`Ignoring malformed cq "${raw}"`);
    return query ? [query] : [];
  });
  const state = createFilterState({
    tab: textOrNull(source.get('tab')) ?? shellConstants.defaultTab,
    query: source.get('q') ?? '',
    page: nonNegativeInt(source.get('page'), shellConstants.defaultPage, 0, 'page', warn),
    size: nonNegativeInt(source.get('size'), shellConstants.defaultPageSize, 1, 'size', warn),
    sort: textOrNull(source.get('sort')),
    startDate: dateOf('sd', false),
    endDate: dateOf('ed', true),
    comparisonStartDate: dateOf('csd', false),
    comparisonEndDate: dateOf('ced', true),
    showEmptyContent: source.get('showEmptyContent') === 'true',
    showRootCauselessContent: source.get('showRootCauselessContent') === 'true',
    fieldQueries,
    categoryQueries,
    searchByDate: searchByDateOf(source.get('searchByDate'), warn),
  });
  for (const name of optionalTexts) state[name] = textOrNull(source.get(name));
  return state;
}
