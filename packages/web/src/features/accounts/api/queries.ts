import { endpoints, type AccountStatus } from '@sentio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';

/** The operator's accounts and statistics (docs/accounts-admin.md). */
export const accountKeys = {
  all: [...rootKeys.admin, 'accounts'] as const,
  list: (page: number, size: number, search: string, status: string) =>
    [...rootKeys.admin, 'accounts', 'list', page, size, search, status] as const,
  one: (id: string) => [...rootKeys.admin, 'accounts', id] as const,
  usage: (id: string, months: number) => [...rootKeys.admin, 'accounts', id, 'usage', months] as const,
  users: (id: string) => [...rootKeys.admin, 'accounts', id, 'users'] as const,
  statistics: (months: number) => [...rootKeys.admin, 'statistics', months] as const,
};

export const useAccounts = (page: number, size: number, search: string, status: AccountStatus | 'ALL') =>
  useApiQuery(
    accountKeys.list(page, size, search, status),
    endpoints.adminAccountList,
    { query: { page, size, status, ...(search ? { search } : {}) } },
    { placeholderData: (prev) => prev },
  );
export const useAccount = (id: string) => useApiQuery(accountKeys.one(id), endpoints.adminAccountGet, { params: { id } });
export const useAccountUsage = (id: string, months: number) =>
  useApiQuery(accountKeys.usage(id, months), endpoints.adminAccountUsage, { params: { id }, query: { months } });
export const useAccountUsers = (id: string) =>
  useApiQuery(accountKeys.users(id), endpoints.adminAccountUsers, { params: { id } });
export const useStatistics = (months: number) =>
  useApiQuery(accountKeys.statistics(months), endpoints.adminStatistics, { query: { months } });

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: rootKeys.admin });
}
export function useCreateAccount() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.adminAccountCreate, { form: true, onSuccess: refresh });
}
export function useUpdateAccount() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.adminAccountUpdate, { form: true, onSuccess: refresh });
}
export function useSuspendAccount() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.adminAccountSuspend, { onSuccess: refresh });
}
export function useResumeAccount() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.adminAccountResume, { onSuccess: refresh });
}
