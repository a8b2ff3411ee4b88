import { isManager } from '@sentio/domain';
import { hasPermission } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';

/**
 * What the saved views offer the session. Project-wide quick filters are a manager's (APPLICATION/MANAGER, which
 * admins hold too); virtual categories and the score settings follow their endpoints' permissions.
 */
export function useViewAccess() {
  const user = useAppStore((s) => s.user);
  return {
    manager: user !== null && isManager(user),
    manage: hasPermission(user, 'PROJECT/MANAGE'),
    mark: hasPermission(user, 'DOCUMENT/MARK'),
  };
}
