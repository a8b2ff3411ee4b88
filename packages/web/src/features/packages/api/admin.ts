import { endpoints } from '@sentio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';

/** The operator's package queries (docs/accounts-admin.md). */
export const adminPackageKeys = {
  all: [...rootKeys.admin, 'packages'] as const,
  one: (id: string) => [...rootKeys.admin, 'packages', id] as const,
};

export const useAdminPackages = () => useApiQuery(adminPackageKeys.all, endpoints.adminPackageList);
export const useAdminPackage = (id: string) =>
  useApiQuery(adminPackageKeys.one(id), endpoints.adminPackageGet, { params: { id } });

/** A package change reaches every limit at once: the account's own plan and usage queries are refetched too. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: rootKeys.admin }), qc.invalidateQueries({ queryKey: rootKeys.packages })]);
}

export function useCreatePackage() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.adminPackageCreate, { form: true, onSuccess: refresh });
}
export function useUpdatePackage() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.adminPackageUpdate, { form: true, onSuccess: refresh });
}
export function useDeletePackage() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.adminPackageDelete, { onSuccess: refresh });
}
