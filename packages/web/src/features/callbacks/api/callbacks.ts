import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type CallbackBody, type CallbackDeliveryStatus } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys } from '../../projects';

/** Under `projectKeys.project(code)`: an analysis-wide refresh (events) reaches the callback and its log too. */
export const callbackKeys = {
  callback: (code: string) => [...projectKeys.project(code), 'callback'] as const,
  deliveries: (code: string) => [...projectKeys.project(code), 'callback', 'deliveries'] as const,
  page: (code: string, page: number, size: number, status: CallbackDeliveryStatus | undefined) =>
    [...projectKeys.project(code), 'callback', 'deliveries', page, size, status ?? 'ALL'] as const,
};

/** How often the log is read again while a delivery is still PENDING. */
export const PENDING_REFRESH_MS = 3000;

export const useCallbackConfig = (code: string) =>
  useApiQuery(callbackKeys.callback(code), endpoints.callbackGet, { params: { code } });

export function useDeliveries(code: string, page: number, size: number, status: CallbackDeliveryStatus | undefined) {
  return useApiQuery(
    callbackKeys.page(code, page, size, status),
    endpoints.callbackDeliveries,
    { params: { code }, query: { page, size, ...(status ? { status } : {}) } },
    {
      // Deliveries settle in the background: keep reading while one is pending.
      refetchInterval: (query) => (query.state.data?.content.some((d) => d.status === 'PENDING') ? PENDING_REFRESH_MS : false),
    },
  );
}

/** Field errors (CALLBACK_URL_INVALID, FIELD_REQUIRED…) are shown by the form. */
export function useSaveCallback(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.callbackSave,
    {
      form: true,
      onSuccess: (data) => {
        // The answer may carry the signing secret once; what is cached must not.
        const { signingSecret: _shownOnce, ...kept } = data;
        queryClient.setQueryData(callbackKeys.callback(code), kept);
      },
    },
    (body: CallbackBody) => ({ params: { code }, body }),
  );
}

export function useRotateSigningSecret(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation<typeof endpoints.callbackRotateSecret, void>(
    endpoints.callbackRotateSecret,
    {
      onSuccess: (data) => {
        const { signingSecret: _shownOnce, ...kept } = data;
        queryClient.setQueryData(callbackKeys.callback(code), kept);
      },
    },
    () => ({ params: { code } }),
  );
}

export function useRetryDelivery(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.callbackDeliveryRetry,
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: callbackKeys.deliveries(code) }) },
    (id: string) => ({ params: { code, id } }),
  );
}
