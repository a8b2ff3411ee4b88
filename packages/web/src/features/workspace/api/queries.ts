import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { workspaceKeys } from './keys';

export const useMembers = () => useApiQuery(workspaceKeys.members, endpoints.members);
export const useInvitations = () => useApiQuery(workspaceKeys.invitations, endpoints.invitations);
/** The account's custom roles by name, for the members table's role picker. */
export const useRoleOptions = () => useApiQuery(workspaceKeys.roleOptions, endpoints.workspaceRoleOptions);
