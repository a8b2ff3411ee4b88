import type { CustomerDetailQuery, CustomerListQuery } from '@sentio/domain';

/**
 * Query keys of the customers area. Everything starts with `all`, so a finished re-link (which can change every
 * customer) refreshes lists and detail pages with one invalidation.
 */
export const customerKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  list: (query: CustomerListQuery) => ['customers', 'list', query] as const,
  detail: (param: string, query: CustomerDetailQuery) => ['customers', 'detail', param, query] as const,
  settings: ['customers', 'settings'] as const,
  analyses: ['customers', 'analyses'] as const,
};
