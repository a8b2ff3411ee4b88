/**
 * Permissions are strings held per workspace (docs/workspaces-and-users.md). A role is a named set of them.
 * `APPLICATION/ADMIN` in any workspace makes a user an admin, `APPLICATION/MANAGER` a manager.
 * Later areas add their finer permissions here, and to the roles that hold them.
 */
export const permissions = [
  'APPLICATION/ADMIN',
  'APPLICATION/MANAGER',
  'WORKSPACE/READ',
  'WORKSPACE/MANAGE',
  'MEMBER/READ',
  'MEMBER/INVITE',
  'MEMBER/MANAGE',
  'PACKAGE/READ',
  'MODEL/READ',
  'MODEL/MANAGE',
  'MODEL/LABEL',
  'MODEL/APPROVE',
  'MODEL/TRAIN',
  'MODEL/DEPLOY',
  'PROJECT/READ',
  'PROJECT/MANAGE',
  'PROJECT/UPLOAD',
  'DOCUMENT/MARK',
  'DOCUMENT/APPROVE',
  'DOCUMENT/DELETE',
  'DOCUMENT/EXPORT',
  'CUSTOMER/READ',
  'CUSTOMER/MANAGE',
  'JOURNEY/MANAGE',
  'ACTION/READ',
  'ACTION/MANAGE',
  'ACTION/TYPES',
] as const;
export type Permission = (typeof permissions)[number];

const modelPermissions: readonly Permission[] = [
  'MODEL/READ',
  'MODEL/MANAGE',
  'MODEL/LABEL',
  'MODEL/APPROVE',
  'MODEL/TRAIN',
  'MODEL/DEPLOY',
];

/** Analyses: read, manage (create, settings), upload data; documents: mark/alert/review, approve, delete, export. */
const projectPermissions: readonly Permission[] = [
  'PROJECT/READ',
  'PROJECT/MANAGE',
  'PROJECT/UPLOAD',
  'DOCUMENT/MARK',
  'DOCUMENT/APPROVE',
  'DOCUMENT/DELETE',
  'DOCUMENT/EXPORT',
];

export const workspaceRoles = ['ADMIN', 'MANAGER', 'ANALYST'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/**
 * A member's role: one of the three built-in roles, or `CUSTOM` — a role of the account with its own permission
 * list (docs/workspaces-and-users.md, "Custom roles"); the member then also names the custom role.
 */
export const memberRoles = [...workspaceRoles, 'CUSTOM'] as const;
export type MemberRole = (typeof memberRoles)[number];

/**
 * Customers, journeys and FCR (docs/customers.md): everyone reads them and builds journeys and FCR sub-reports;
 * the customer key mapping and the FCR definition (CUSTOMER/MANAGE) are a manager's, since they change every report.
 * Actions (docs/actions.md): everyone reads, creates and works on them; the list of action types is a manager's.
 */
export const rolePermissions: Record<WorkspaceRole, readonly Permission[]> = {
  ADMIN: permissions,
  MANAGER: [
    'APPLICATION/MANAGER',
    'WORKSPACE/READ',
    'MEMBER/READ',
    'MEMBER/INVITE',
    'PACKAGE/READ',
    ...modelPermissions,
    ...projectPermissions,
    'CUSTOMER/READ',
    'CUSTOMER/MANAGE',
    'JOURNEY/MANAGE',
    'ACTION/READ',
    'ACTION/MANAGE',
    'ACTION/TYPES',
  ],
  /** Analysts build and label models; a manager approves labels and deploys versions. */
  /** Analysts run analyses and correct documents; approving and deleting documents is a manager's. */
  ANALYST: [
    'WORKSPACE/READ',
    'PACKAGE/READ',
    'MODEL/READ',
    'MODEL/MANAGE',
    'MODEL/LABEL',
    'MODEL/TRAIN',
    'PROJECT/READ',
    'PROJECT/MANAGE',
    'PROJECT/UPLOAD',
    'DOCUMENT/MARK',
    'DOCUMENT/EXPORT',
    'CUSTOMER/READ',
    'JOURNEY/MANAGE',
    'ACTION/READ',
    'ACTION/MANAGE',
  ],
};

/**
 * The permissions of a member: a built-in role's list, or the custom role's own (unknown strings dropped, so a
 * permission removed from the product never grants anything). A custom role without its list grants nothing.
 */
export function permissionsOf(role: string, customPermissions: readonly string[] | null | undefined): Permission[] {
  if (role === 'CUSTOM') {
    return permissions.filter((p) => (customPermissions ?? []).includes(p));
  }
  return [...(rolePermissions[role as WorkspaceRole] ?? [])];
}

/**
 * What a route requires. `public`: nobody; `authenticated`: any valid session, even without a workspace;
 * `SYSTEM/ADMIN`: an operator of this installation (user type SYSTEM_ADMIN), not a workspace admin —
 * installation-wide data such as the mail outbox must not be open to every customer's admin;
 * `ACCOUNT/MANAGE`: an account manager — an owner or customer representative of an account — or an operator;
 * which account a call touches is settled by the call (docs/workspaces-and-users.md, "Account managers").
 */
export const routeOnlyPermissions = ['public', 'authenticated', 'SYSTEM/ADMIN', 'ACCOUNT/MANAGE'] as const;
export type RoutePermission = (typeof routeOnlyPermissions)[number] | Permission;
/** Every permission a route may declare: registration and the contract test check against this one list. */
export const routePermissions: readonly RoutePermission[] = [...routeOnlyPermissions, ...permissions];

export interface PermissionHolder {
  workspaces: readonly { permissions: readonly string[] }[];
}

export const isAdmin = (user: PermissionHolder): boolean =>
  user.workspaces.some((w) => w.permissions.includes('APPLICATION/ADMIN'));
export const isManager = (user: PermissionHolder): boolean =>
  user.workspaces.some((w) => w.permissions.includes('APPLICATION/MANAGER'));

/**
 * Renaming, moving or deleting something that holds other people's work (an analysis with its documents, a model
 * with its labels, an upload with its rows) is for the one who created it and for managers (admins hold every
 * permission). Everyone else with the area's manage permission may use and configure it, not destroy it.
 */
export const mayRemove = (permissions: readonly string[], userId: string, creatorId: string | null): boolean =>
  permissions.includes('APPLICATION/MANAGER') || (creatorId !== null && creatorId === userId);
