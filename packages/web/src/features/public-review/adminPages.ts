import type { User } from '@sentio/domain';
import { accessOf } from '../../app/access';

/** Who may open an admin page (docs/public-review.md, "The /admin landing"; the server enforces the same). */
export type AdminAudience = 'operator' | 'accountManager' | 'workspaceAdmin';

export interface AdminPage {
  /** Key under `publicReview:pages.` (title and description) and the card's test id. */
  key: string;
  path: string;
  group: 'accounts' | 'system';
  /** The lowest audience that may open it: operators open everything, account managers also the workspace page. */
  audience: AdminAudience;
}

/** Every admin page, in the landing's order. */
export const adminPages: readonly AdminPage[] = [
  { key: 'workspace', path: '/admin/workspace', group: 'accounts', audience: 'workspaceAdmin' },
  { key: 'user', path: '/admin/user', group: 'accounts', audience: 'accountManager' },
  // The workspace's channels (codes, names, descriptions, images) are managed on the analyses list.
  { key: 'channels', path: '/project?channels=1', group: 'accounts', audience: 'workspaceAdmin' },
  { key: 'accounts', path: '/admin/accounts', group: 'accounts', audience: 'operator' },
  { key: 'packages', path: '/admin/packages', group: 'accounts', audience: 'operator' },
  { key: 'statistics', path: '/admin/statistics', group: 'accounts', audience: 'operator' },
  { key: 'monitor', path: '/admin/monitor', group: 'system', audience: 'operator' },
  { key: 'systemLog', path: '/admin/system-log', group: 'system', audience: 'operator' },
  { key: 'projectQueue', path: '/admin/project/queue', group: 'system', audience: 'operator' },
  { key: 'pool', path: '/admin/pool', group: 'system', audience: 'operator' },
  { key: 'cache', path: '/admin/cache', group: 'system', audience: 'operator' },
  { key: 'parameters', path: '/admin/parameters', group: 'system', audience: 'operator' },
  { key: 'dictionary', path: '/admin/dictionary', group: 'system', audience: 'operator' },
  { key: 'outbox', path: '/admin/outbox', group: 'system', audience: 'operator' },
  { key: 'aiProvider', path: '/admin/ai-provider', group: 'system', audience: 'operator' },
];

/**
 * The viewer's admin roles: an operator (user type SYSTEM_ADMIN), an account manager (owner or customer
 * representative of an account), a workspace admin (may read the current workspace's members).
 */
export function adminAudiences(user: User | null): Set<AdminAudience> {
  const access = accessOf(user);
  const out = new Set<AdminAudience>();
  if (access.systemAdmin) out.add('operator');
  // Owner or customer representative of some account (the session user's `accountManager` flag), or an operator.
  if (access.accountManage) out.add('accountManager').add('workspaceAdmin');
  if (access.workspaceAdmin) out.add('workspaceAdmin');
  return out;
}

/** The admin pages this viewer may open (none: no /admin at all). */
export const visibleAdminPages = (user: User | null): AdminPage[] => {
  const audiences = adminAudiences(user);
  return adminPages.filter((p) => audiences.has(p.audience));
};

/** Whether the viewer has an admin area at all (the side menu's "Administration" entry). */
export const seesAdministration = (user: User | null): boolean => adminAudiences(user).size > 0;
