import {
  shellConstants,
  templateScopes,
  templateSorts,
  type TemplateKind,
  type TemplateScope,
  type TemplateSort,
} from '@sentio/domain';
import { searchTooShort } from '../../../shared/forms/search';
import type { ModelTemplateListQuery, ProjectTemplateListQuery } from '../api/keys';

/**
 * The filters of a template list live in the URL (like /model/my-models), so a link or a reload shows the same list.
 * `kind` is only read on /marketplace; the two template pages have a fixed kind and read `scope` instead.
 */
export type KindFilter = 'ALL' | TemplateKind;
export const kindFilters: readonly KindFilter[] = ['ALL', 'PROJECT', 'MODEL'];
export const templateLanguages = ['tr', 'en'] as const;
export type TemplateLanguage = (typeof templateLanguages)[number];

export interface TemplateFilters {
  kind: KindFilter;
  scope: TemplateScope;
  sort: TemplateSort;
  search?: string;
  tags: string[];
  language?: TemplateLanguage;
  page: number;
  size: number;
}

/** The page's fixed choices: the marketplace shows PUBLIC only; a template page shows one kind. */
export interface ListFrame {
  kind?: TemplateKind;
  scope?: TemplateScope;
  /** The scope when the URL names none. */
  defaultScope: TemplateScope;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export const defaultSort: TemplateSort = 'INSTALLS';
const defaultSize = 12;

/** Reads the filters from the URL; unknown or malformed values fall back to the defaults instead of a 400. */
export function filtersFromSearch(params: URLSearchParams, frame: ListFrame): TemplateFilters {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const search = params.get('search')?.trim().slice(0, 100);
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const filters: TemplateFilters = {
    kind: frame.kind ?? oneOf(kindFilters, params.get('kind')) ?? 'ALL',
    scope: frame.scope ?? oneOf(templateScopes, params.get('scope')) ?? frame.defaultScope,
    sort: oneOf(templateSorts, params.get('sort')) ?? defaultSort,
    tags: [...new Set(tags)],
    page: Number.isInteger(page) && page >= 0 ? page : shellConstants.defaultPage,
    size: Number.isInteger(size) && size >= 1 && size <= 100 ? size : defaultSize,
  };
  // A too-short search from a hand-edited URL would be refused (SEARCH_TOO_SHORT): no search instead.
  if (search && !searchTooShort(search)) filters.search = search;
  const language = oneOf(templateLanguages, params.get('language'));
  if (language) filters.language = language;
  return filters;
}

/** The URL form of the filters; defaults and the page's fixed choices are left out to keep links short. */
export function searchFromFilters(filters: TemplateFilters, frame: ListFrame): URLSearchParams {
  const out = new URLSearchParams();
  if (!frame.kind && filters.kind !== 'ALL') out.set('kind', filters.kind);
  if (!frame.scope && filters.scope !== frame.defaultScope) out.set('scope', filters.scope);
  if (filters.search) out.set('search', filters.search);
  if (filters.tags.length) out.set('tags', filters.tags.join(','));
  if (filters.language) out.set('language', filters.language);
  if (filters.sort !== defaultSort) out.set('sort', filters.sort);
  if (filters.page !== shellConstants.defaultPage) out.set('page', String(filters.page));
  if (filters.size !== defaultSize) out.set('size', String(filters.size));
  return out;
}

export const hasFilters = (f: TemplateFilters): boolean => Boolean(f.search || f.tags.length || f.language);

/** The list call's query (the same for both kinds). */
export function listQuery(f: TemplateFilters): ModelTemplateListQuery & ProjectTemplateListQuery {
  return {
    page: f.page,
    size: f.size,
    sort: f.sort,
    scope: f.scope,
    ...(f.search ? { search: f.search } : {}),
    ...(f.tags.length ? { tags: f.tags.join(',') } : {}),
    ...(f.language ? { language: f.language } : {}),
  };
}

/** Closed sets whose labels are built at run time (the marketplace locale test checks each is translated). */
export const filterEnums = { kindFilters, templateScopes, templateSorts, templateLanguages };
