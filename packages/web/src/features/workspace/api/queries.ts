import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { workspaceKeys } from './keys';

export const useMembers = () => useApiQuery(workspaceKeys.members, endpoints.members);
export const useInvitations = () => useApiQuery(workspaceKeys.invitations, endpoints.invitations);
