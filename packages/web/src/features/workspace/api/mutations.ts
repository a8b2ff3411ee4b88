import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useAppStore } from '../../../app/store/appStore';
import { workspaceKeys } from './keys';

const isMeKey = (key: readonly unknown[]) => key[0] === rootKeys.me[0] && key[1] === rootKeys.me[1];

/** Switching workspace changes what every query answers, so after storing the user everything else is refetched. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.switchWorkspace,
    {
      onSuccess: async (user) => {
        const s = useAppStore.getState();
        s.setUser(user);
        s.setBlockingResult(null);
        queryClient.setQueryData(rootKeys.me, user);
        await queryClient.invalidateQueries({ predicate: (q) => !isMeKey(q.queryKey) });
      },
    },
    (workspaceCode: string) => ({ body: { workspaceCode } }),
  );
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.createWorkspace, {
    form: true,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rootKeys.me }),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.invite, {
    form: true,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.revokeInvitation,
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations }) },
    (id: string) => ({ params: { id } }),
  );
}

/** A member's new role (built-in or a custom role id); the user object is refetched in case it was the caller's own. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.memberUpdate,
    {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: workspaceKeys.members });
        await queryClient.invalidateQueries({ queryKey: rootKeys.me });
      },
    },
    ({ userId, role }: { userId: string; role: string }) => ({ params: { userId }, body: { role } }),
  );
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.memberRemove,
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.members }) },
    (userId: string) => ({ params: { userId } }),
  );
}

/** Deleting a workspace of a managed account: every query may have shown something of it, so all are refetched. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.accountWorkspaceDelete,
    { onSuccess: () => queryClient.invalidateQueries() },
    (input: { code: string; confirm: string }) => ({ params: { code: input.code }, query: { confirm: input.confirm } }),
  );
}
