import { rootKeys } from '../../../app/api/queryKeys';

export const workspaceKeys = {
  all: rootKeys.workspace,
  members: [...rootKeys.workspace, 'members'] as const,
  invitations: [...rootKeys.workspace, 'invitations'] as const,
  roleOptions: [...rootKeys.workspace, 'role-options'] as const,
};
