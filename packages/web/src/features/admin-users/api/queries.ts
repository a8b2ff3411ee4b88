import { endpoints, type AccountUsersQuery } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { adminUserKeys } from './keys';

/** The account the page manages (its workspaces) and every account the viewer may manage. */
export const useAccountManagement = (accountId: string | undefined) =>
  useApiQuery(adminUserKeys.management(accountId), endpoints.accountManagement, { query: accountId ? { accountId } : {} });

/** Users of one account (an account manager's view), or of every account (the operator's "all accounts"). */
export function useManagedUsers(accountId: string | null, all: boolean, q: Omit<AccountUsersQuery, 'accountId'>) {
  const users = useApiQuery(
    adminUserKeys.users(accountId ?? 'none', q),
    endpoints.accountUsers,
    { query: { ...q, ...(accountId ? { accountId } : {}) } },
    { enabled: !all && accountId !== null },
  );
  const everyone = useApiQuery(adminUserKeys.users('all', q), endpoints.adminUsers, { query: q }, { enabled: all });
  return all ? everyone : users;
}

export const useAccountRoles = (accountId: string) =>
  useApiQuery(adminUserKeys.roles(accountId), endpoints.accountRoles, { query: { accountId } });
