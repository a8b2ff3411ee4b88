import { learningStatuses, modelListTabs, senseTypes, shellConstants, trainingStatuses } from '@sentio/domain';
import type { ModelListQuery } from '../api/keys';
import { searchTooShort } from '../../../shared/forms/search';

/**
 * The filters of /model/my-models live in the URL, so a link or a reload reproduces the list. The list tab is `view` in
 * the URL: the breadcrumbs read a `tab` parameter as a project tab.
 */
export type ListTab = (typeof modelListTabs)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the list query from the URL; unknown or malformed values fall back to the defaults instead of a 400. */
export function listQueryFromSearch(params: URLSearchParams): ModelListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const search = params.get('search')?.trim().slice(0, 100);
  const ownerId = params.get('ownerId');
  const query: ModelListQuery = {
    tab: oneOf(modelListTabs, params.get('view')) ?? 'ALL',
    page: Number.isInteger(page) && page >= 0 ? page : shellConstants.defaultPage,
    size: Number.isInteger(size) && size >= 1 && size <= 100 ? size : shellConstants.defaultPageSize,
  };
  // A too-short search from a hand-edited URL would be refused (SEARCH_TOO_SHORT): no search instead.
  if (search && !searchTooShort(search)) query.search = search;
  const senseType = oneOf(senseTypes, params.get('senseType'));
  if (senseType) query.senseType = senseType;
  const language = oneOf(['tr', 'en'] as const, params.get('language'));
  if (language) query.language = language;
  if (ownerId && uuid.test(ownerId)) query.ownerId = ownerId;
  const trainingStatus = oneOf(trainingStatuses, params.get('trainingStatus'));
  if (trainingStatus) query.trainingStatus = trainingStatus;
  return query;
}

/** The URL form of a list query; defaults are left out to keep links short. */
export function searchFromListQuery(query: ModelListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab && query.tab !== 'ALL') out.set('view', query.tab);
  if (query.search) out.set('search', query.search);
  if (query.senseType) out.set('senseType', query.senseType);
  if (query.language) out.set('language', query.language);
  if (query.ownerId) out.set('ownerId', query.ownerId);
  if (query.trainingStatus) out.set('trainingStatus', query.trainingStatus);
  const page = Number(query.page ?? shellConstants.defaultPage);
  const size = Number(query.size ?? shellConstants.defaultPageSize);
  if (page !== shellConstants.defaultPage) out.set('page', String(page));
  if (size !== shellConstants.defaultPageSize) out.set('size', String(size));
  return out;
}

export const hasFilters = (q: ModelListQuery): boolean =>
  Boolean(q.search || q.senseType || q.language || q.ownerId || q.trainingStatus);

/** Closed sets whose labels are built at run time (the models locale test checks each is translated). */
export const listEnums = { modelListTabs, senseTypes, learningStatuses, trainingStatuses };
