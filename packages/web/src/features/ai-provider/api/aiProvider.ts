import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type AiProviderSave } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';

/**
 * The operator's settings live under the admin root; the session's status under the workspace root, so switching
 * workspace (another account) reads it again.
 */
export const aiProviderKeys = {
  all: [...rootKeys.admin, 'ai-provider'] as const,
  default: [...rootKeys.admin, 'ai-provider', 'default'] as const,
  account: (id: string) => [...rootKeys.admin, 'ai-provider', 'account', id] as const,
  status: [...rootKeys.workspace, 'ai-status'] as const,
};

/** Whether AI is available to the session's account, its models and this month's token use. */
export const useAiStatus = (options: { enabled?: boolean } = {}) =>
  useApiQuery(aiProviderKeys.status, endpoints.aiStatus, undefined, { staleTime: 30_000, ...options });

export const useDefaultAiProvider = () => useApiQuery(aiProviderKeys.default, endpoints.aiProviderDefaultGet);

export const useAccountAiProvider = (accountId: string) =>
  useApiQuery(aiProviderKeys.account(accountId), endpoints.aiProviderAccountGet, { params: { id: accountId } });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: aiProviderKeys.all });
    void queryClient.invalidateQueries({ queryKey: aiProviderKeys.status });
  };
}

export function useSaveDefaultAiProvider() {
  const onSuccess = useRefresh();
  return useApiMutation(endpoints.aiProviderDefaultSave, { form: true, onSuccess }, (body: AiProviderSave) => ({ body }));
}

export function useSaveAccountAiProvider(accountId: string) {
  const onSuccess = useRefresh();
  return useApiMutation(endpoints.aiProviderAccountSave, { form: true, onSuccess }, (body: AiProviderSave) => ({
    params: { id: accountId },
    body,
  }));
}

export function useDeleteAccountAiProvider(accountId: string) {
  const onSuccess = useRefresh();
  return useApiMutation(endpoints.aiProviderAccountDelete, { onSuccess }, (_: void) => ({ params: { id: accountId } }));
}

/** "Check connection": one tiny chat call with the stored setting of the account (null = the default). */
export const useCheckAiProvider = () =>
  useApiMutation(endpoints.aiProviderCheck, {}, (accountId: string | null) => ({ body: { accountId } }));
