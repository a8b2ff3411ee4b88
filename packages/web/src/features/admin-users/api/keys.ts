import { rootKeys } from '../../../app/api/queryKeys';

export const adminUserKeys = {
  all: [...rootKeys.admin, 'users'] as const,
  management: (accountId: string | undefined) => [...rootKeys.admin, 'users', 'account', accountId ?? ''] as const,
  users: (scope: string, q: object) => [...rootKeys.admin, 'users', 'list', scope, q] as const,
  roles: (accountId: string) => [...rootKeys.admin, 'users', 'roles', accountId] as const,
};
