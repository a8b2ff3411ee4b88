import { keepPreviousData } from '@tanstack/react-query';
import { customerEndpoints, endpoints, type CustomerDetailQuery, type CustomerListQuery } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { customerKeys } from './keys';

/** One page of customers; the previous page stays on screen while the next loads. */
export const useCustomerList = (query: CustomerListQuery) =>
  useApiQuery(customerKeys.list(query), customerEndpoints.customerList, { query }, { placeholderData: keepPreviousData });

/** One customer with a page of interactions. `enabled` waits for a workspace switch the link asked for. */
export const useCustomerDetail = (param: string, query: CustomerDetailQuery, enabled = true) =>
  useApiQuery(
    customerKeys.detail(param, query),
    customerEndpoints.customerDetail,
    { params: { key: param }, query },
    // A 404 is this page's own answer ("customer not found"), not a global notice.
    { enabled, placeholderData: keepPreviousData, retry: false, meta: { handlesErrors: true } },
  );

/**
 * The customer mapping. While a re-link runs the settings refresh themselves (its progress); when it ends, every
 * customers query is refreshed, since the re-link may have moved documents between customers (docs/web.md).
 */
export function useCustomerSettings(enabled = true) {
  const query = useApiQuery(customerKeys.settings, customerEndpoints.customerSettings, undefined, { enabled });
  useJobProgress(
    query.data?.relinkState === 'RUNNING',
    [customerKeys.settings],
    [customerKeys.lists, [...customerKeys.all, 'detail']],
  );
  return query;
}

/** The workspace's analyses for the analysis filter (one page of 100 holds every analysis a workspace may have). */
export const useAnalysisOptions = () =>
  useApiQuery(
    customerKeys.analyses,
    endpoints.projectList,
    { query: { page: 0, size: 100, sort: 'NAME_ASC', status: 'ACTIVE' } },
    { staleTime: 60_000 },
  );
