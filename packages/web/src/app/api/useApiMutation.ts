import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { shellConstants, type Endpoint } from '@sentio/domain';
import { call, type EndpointInput, type EndpointResult } from './client';
import { actionKey, createDuplicateGuard } from './duplicateGuard';
import { DuplicateActionError } from './errors';

/** One guard for the whole app: a double click on two different buttons that do the same thing is still one action. */
const guard = createDuplicateGuard();
/** The promise of each recently sent action, so a dropped repeat can share its outcome. */
const recent = new Map<string, Promise<unknown>>();

/**
 * Calls a mutation endpoint unless the identical call was dispatched within the duplicate window
 * (500 ms). The repeat sends nothing; it settles with the first call's result, because TanStack
 * Query only runs the `mutate` callbacks of the latest call — rejecting the repeat would swallow the
 * first call's success (a double-submitted login would sign in without leaving the page).
 */
export function guardedCall<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResult<E>> {
  const key = actionKey(endpoint.method, endpoint.path, input);
  if (!guard.accept(key)) {
    const first = recent.get(key);
    return (first ??
      Promise.reject(new DuplicateActionError(`${endpoint.method} ${endpoint.path} dropped as a duplicate`))) as Promise<
      EndpointResult<E>
    >;
  }
  const promise = call(endpoint as Endpoint, input as never) as Promise<EndpointResult<E>>;
  recent.set(key, promise);
  setTimeout(() => {
    if (recent.get(key) === promise) recent.delete(key);
  }, shellConstants.duplicateActionWindowMs);
  return promise;
}

/** Test hook: the guard is module state, and the web tests share modules across files. */
export function forgetRecentActions(): void {
  guard.clear();
  recent.clear();
}

type Options<E extends Endpoint, TInput> = Omit<UseMutationOptions<EndpointResult<E>, Error, TInput>, 'mutationFn'> & {
  /** Errors shown by the calling form (see `isFormError`) skip the global notice. */
  form?: boolean;
};

/**
 * `useMutation` for one endpoint with the duplicate-action guard. `toInput` maps what the
 * component passes to the endpoint's input, so feature hooks can offer a simple signature.
 */
export function useApiMutation<E extends Endpoint, TInput = EndpointInput<E>>(
  endpoint: E,
  { form, meta, ...options }: Options<E, TInput> = {},
  toInput: (input: TInput) => EndpointInput<E> = (input) => input as unknown as EndpointInput<E>,
) {
  return useMutation<EndpointResult<E>, Error, TInput>({
    ...options,
    meta: { ...meta, form },
    mutationFn: (input) => guardedCall(endpoint, toInput(input)),
  });
}
