import {
  customerSorts,
  shellConstants,
  type CustomerDetailQuery,
  type CustomerListQuery,
  type CustomerSort,
} from '@sentio/domain';

/** The list's parameters in the URL (the route's names): page, size, q, segment, sort, pt, pc. */
export const listParams = ['page', 'size', 'q', 'segment', 'sort', 'pt', 'pc'] as const;
export const defaultSort: CustomerSort = 'lastInteraction,desc';

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 0 ? page : shellConstants.defaultPage,
    size: Number.isInteger(size) && size >= 1 && size <= 100 ? size : shellConstants.defaultPageSize,
  };
};
const text = (params: URLSearchParams, name: string, max: number) => params.get(name)?.trim().slice(0, max) || undefined;

/** Reads the list query from the URL; malformed values fall back to the defaults instead of a 400. */
export function listQueryFromSearch(params: URLSearchParams): CustomerListQuery {
  const sort = params.get('sort');
  const pt = text(params, 'pt', 100);
  const query: CustomerListQuery = {
    ...pageOf(params),
    sort: sort && (customerSorts as readonly string[]).includes(sort) ? (sort as CustomerSort) : defaultSort,
  };
  const q = text(params, 'q', 200);
  const segment = text(params, 'segment', 200);
  const pc = text(params, 'pc', 200);
  if (q) query.q = q;
  if (segment) query.segment = segment;
  if (pt) query.pt = pt;
  // A category only means something within its analysis.
  if (pt && pc) query.pc = pc;
  return query;
}

/** The URL form of a list query; defaults are left out to keep links short. */
export function searchFromListQuery(query: CustomerListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.page !== shellConstants.defaultPage) out.set('page', String(query.page));
  if (query.size !== shellConstants.defaultPageSize) out.set('size', String(query.size));
  if (query.q) out.set('q', query.q);
  if (query.segment) out.set('segment', query.segment);
  if (query.sort !== defaultSort) out.set('sort', query.sort);
  if (query.pt) out.set('pt', query.pt);
  if (query.pt && query.pc) out.set('pc', query.pc);
  return out;
}

/** The interactions page of the detail: page, size, q, pt of the detail's URL. */
export function detailQueryFromSearch(params: URLSearchParams): CustomerDetailQuery {
  const query: CustomerDetailQuery = pageOf(params);
  const q = text(params, 'q', 200);
  const pt = text(params, 'pt', 100);
  if (q) query.q = q;
  if (pt) query.pt = pt;
  return query;
}

/** The detail's URL form of its interactions query, keeping the parameters it does not own (ws, the list's segment…). */
export function mergeDetailQuery(current: URLSearchParams, query: CustomerDetailQuery): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const name of ['page', 'size', 'q', 'pt']) out.delete(name);
  if (query.page !== shellConstants.defaultPage) out.set('page', String(query.page));
  if (query.size !== shellConstants.defaultPageSize) out.set('size', String(query.size));
  if (query.q) out.set('q', query.q);
  if (query.pt) out.set('pt', query.pt);
  return out;
}

/** An antd column sort order ↔ the list's sort value. */
export type SortField = 'lastInteraction' | 'totalInteractions' | 'sentimentScore' | 'name';
export function sortOrderOf(sort: CustomerSort, field: SortField): 'ascend' | 'descend' | null {
  const [f, dir] = sort.split(',');
  return f === field ? (dir === 'asc' ? 'ascend' : 'descend') : null;
}
export function sortFrom(field: string | undefined, order: 'ascend' | 'descend' | null | undefined): CustomerSort {
  if (!field || !order) return defaultSort;
  const candidate = `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
  return (customerSorts as readonly string[]).includes(candidate) ? (candidate as CustomerSort) : defaultSort;
}
