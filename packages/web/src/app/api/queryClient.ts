import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './errors';
import { retryDelay, shouldRetry } from '../../shared/query/busy';
import { isFormError } from './errorPolicy';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The page shows this query's error itself (e.g. an invitation link that turned out invalid). */
      handlesErrors?: boolean;
    };
    mutationMeta: {
      /** A form shows validation and conflict errors next to its fields; other statuses still go to the policy. */
      form?: boolean;
    };
  }
}

export type ApiErrorHandler = (error: ApiRequestError) => void;

/**
 * The query client with the global error policy attached (docs/errors.md). It applies to errors of
 * non-public endpoints only: public ones (login, register…) belong to the forms that call them.
 */
export function createQueryClient(onApiError: ApiErrorHandler): QueryClient {
  const global = (error: unknown): ApiRequestError | null =>
    error instanceof ApiRequestError && error.request.permission !== 'public' ? error : null;

  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const e = global(error);
        if (e && !query.meta?.handlesErrors) onApiError(e);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const e = global(error);
        if (!e) return;
        if (mutation.meta?.form && isFormError(e.body)) return;
        onApiError(e);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; one retry smooths over a dropped connection; a busy server
        // (503 SERVER_BUSY) is asked again after its Retry-After a few times (shared/query/busy.ts).
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
