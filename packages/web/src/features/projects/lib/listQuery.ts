import { projectSorts, searchQueryIssue, shellConstants } from '@sentio/domain';
import type { ProjectListQuery } from '../api/keys';

/** The list shows the analyses (ACTIVE) or the unfinished wizards (DRAFT); `view` in the URL (`tab` is a project tab). */
export type ListView = 'ACTIVE' | 'DRAFT';

/** Reads the list query from the URL; unknown or malformed values fall back to the defaults instead of a 400. */
export function listQueryFromSearch(params: URLSearchParams): ProjectListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const search = params.get('search')?.trim().slice(0, 100);
  const sort = params.get('sort');
  const tags = params.get('tags')?.slice(0, 500);
  const query: ProjectListQuery = {
    status: params.get('view') === 'DRAFT' ? 'DRAFT' : 'ACTIVE',
    page: Number.isInteger(page) && page >= 0 ? page : shellConstants.defaultPage,
    size: Number.isInteger(size) && size >= 1 && size <= 100 ? size : shellConstants.defaultPageSize,
  };
  // A too-short search from a hand-edited URL would be refused (SEARCH_TOO_SHORT): no search instead.
  if (search && searchQueryIssue(search) === null) query.search = search;
  if (sort && (projectSorts as readonly string[]).includes(sort)) query.sort = sort as ProjectListQuery['sort'];
  if (tags) query.tags = tags;
  return query;
}

/** The URL form of a list query; defaults are left out to keep links short. */
export function searchFromListQuery(query: ProjectListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.status === 'DRAFT') out.set('view', 'DRAFT');
  if (query.search) out.set('search', query.search);
  if (query.sort && query.sort !== 'UPDATED_DESC') out.set('sort', query.sort);
  if (query.tags) out.set('tags', query.tags);
  const page = Number(query.page ?? shellConstants.defaultPage);
  const size = Number(query.size ?? shellConstants.defaultPageSize);
  if (page !== shellConstants.defaultPage) out.set('page', String(page));
  if (size !== shellConstants.defaultPageSize) out.set('size', String(size));
  return out;
}

export const tagsOf = (query: ProjectListQuery): string[] => (query.tags ? query.tags.split(',').filter(Boolean) : []);
