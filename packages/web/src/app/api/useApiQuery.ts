import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Endpoint } from '@sentio/domain';
import { call, type EndpointInput, type EndpointResult } from './client';

type Options<E extends Endpoint> = Omit<UseQueryOptions<EndpointResult<E>, Error, EndpointResult<E>>, 'queryKey' | 'queryFn'>;

/** `useQuery` for one endpoint; cancellation is passed through so leaving a page aborts its requests. */
export function useApiQuery<E extends Endpoint>(
  queryKey: QueryKey,
  endpoint: E,
  input?: EndpointInput<E>,
  options: Options<E> = {},
) {
  return useQuery<EndpointResult<E>, Error, EndpointResult<E>>({
    ...options,
    queryKey,
    queryFn: ({ signal }) => call(endpoint as Endpoint, input as never, { signal }) as Promise<EndpointResult<E>>,
  });
}
