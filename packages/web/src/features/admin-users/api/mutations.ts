import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type AddAccountUserBody, type CustomRoleBody, type UpdateAccountUserBody } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { adminUserKeys } from './keys';

/** Any change here may change the members table of /admin/workspace and the viewer's own user too. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    await queryClient.invalidateQueries({ queryKey: rootKeys.workspace });
  };
}

export function useAddAccountUser() {
  const onSuccess = useRefresh();
  return useApiMutation(
    endpoints.accountUserAdd,
    { form: true, onSuccess },
    (x: { accountId: string; body: AddAccountUserBody }) => ({
      query: { accountId: x.accountId },
      body: x.body,
    }),
  );
}

/** The operator edits through /api/admin/user (user type included); an account manager through the account. */
export function useUpdateManagedUser(asOperator: boolean) {
  const onSuccess = useRefresh();
  const account = useApiMutation(
    endpoints.accountUserUpdate,
    { form: true, onSuccess },
    (x: { id: string; accountId: string | null; body: UpdateAccountUserBody }) => ({
      params: { id: x.id },
      query: x.accountId ? { accountId: x.accountId } : {},
      body: x.body,
    }),
  );
  const admin = useApiMutation(
    endpoints.adminUserUpdate,
    { form: true, onSuccess },
    (x: { id: string; accountId: string | null; body: UpdateAccountUserBody }) => ({ params: { id: x.id }, body: x.body }),
  );
  return asOperator ? admin : account;
}

export function useRemoveAccountUser() {
  const onSuccess = useRefresh();
  return useApiMutation(endpoints.accountUserRemove, { onSuccess }, (x: { id: string; accountId: string }) => ({
    params: { id: x.id },
    query: { accountId: x.accountId },
  }));
}

export function useSaveRole() {
  const onSuccess = useRefresh();
  const create = useApiMutation(
    endpoints.accountRoleCreate,
    { form: true, onSuccess },
    (x: { accountId: string; body: CustomRoleBody }) => ({
      query: { accountId: x.accountId },
      body: x.body,
    }),
  );
  const update = useApiMutation(
    endpoints.accountRoleUpdate,
    { form: true, onSuccess },
    (x: { id: string; body: CustomRoleBody }) => ({
      params: { id: x.id },
      body: x.body,
    }),
  );
  return { create, update };
}

export function useDeleteRole() {
  const onSuccess = useRefresh();
  return useApiMutation(endpoints.accountRoleDelete, { onSuccess }, (id: string) => ({ params: { id } }));
}
