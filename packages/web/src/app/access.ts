import type { Permission, User } from '@sentio/domain';

/** The workspace the session works in (the one the server marked selected). */
export const selectedWorkspace = (user: User | null) => user?.workspaces.find((w) => w.selected) ?? null;

/** Permissions are per workspace (docs/workspaces-and-users.md): a screen is allowed by the selected workspace's permissions. */
export const hasPermission = (user: User | null, permission: Permission): boolean =>
  selectedWorkspace(user)?.permissions.includes(permission) ?? false;

/** Route and menu access flags from one place (like Ant Design Pro's access.ts). */
export function accessOf(user: User | null) {
  return {
    signedIn: user !== null,
    packages: hasPermission(user, 'PACKAGE/READ'),
    workspaceAdmin: hasPermission(user, 'MEMBER/READ'),
    invite: hasPermission(user, 'MEMBER/INVITE'),
    /** Change a member's role, remove a member, edit their restrictions (an administrator's). */
    memberManage: hasPermission(user, 'MEMBER/MANAGE'),
    /** /admin/user: an owner or customer representative of an account, or an operator. */
    accountManage: user?.accountManager === true || user?.userType === 'SYSTEM_ADMIN',
    createWorkspace: hasPermission(user, 'WORKSPACE/MANAGE'),
    systemAdmin: user?.userType === 'SYSTEM_ADMIN',
    modelRead: hasPermission(user, 'MODEL/READ'),
    modelManage: hasPermission(user, 'MODEL/MANAGE'),
    modelLabel: hasPermission(user, 'MODEL/LABEL'),
    modelApprove: hasPermission(user, 'MODEL/APPROVE'),
    modelTrain: hasPermission(user, 'MODEL/TRAIN'),
    modelDeploy: hasPermission(user, 'MODEL/DEPLOY'),
    projectRead: hasPermission(user, 'PROJECT/READ'),
    projectManage: hasPermission(user, 'PROJECT/MANAGE'),
    customersRead: hasPermission(user, 'CUSTOMER/READ'),
    customersManage: hasPermission(user, 'CUSTOMER/MANAGE'),
    journeysManage: hasPermission(user, 'JOURNEY/MANAGE'),
    actionsRead: hasPermission(user, 'ACTION/READ'),
    actionsManage: hasPermission(user, 'ACTION/MANAGE'),
    actionTypesManage: hasPermission(user, 'ACTION/TYPES'),
  };
}
export type Access = ReturnType<typeof accessOf>;
