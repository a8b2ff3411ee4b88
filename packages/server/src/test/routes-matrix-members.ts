import { memberEndpoints as me } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type MemberCall = keyof typeof me;

/** What the routes matrix knows of A's account when the attacks run (read lazily: filled in its beforeAll). */
export interface MemberTargets {
  /** A's user id (a member of A's workspace, owner of A's account). */
  userId: () => string;
  /** A's account. */
  accountId: () => string;
  /** A custom role of A's account. */
  roleId: () => string;
  /** A's workspace (the only one of A's account). */
  workspace: () => { code: string; name: string };
}

/** A's account id and a custom role of it, made through the API. */
export async function seedMemberTargets(a: Client): Promise<{ accountId: string; roleId: string }> {
  const account = await a.call(me.accountManagement, { query: {} });
  const role = await a.call(me.accountRoleCreate, { query: {}, body: { name: 'Alpha role', permissions: ['PROJECT/READ'] } });
  return { accountId: account.id, roleId: role.id };
}

/**
 * The routes matrix's rows of members, roles and account users (docs/workspaces-and-users.md). B administers its
 * own workspace and owns its own account, and is not an operator: every call naming A's member, A's account or
 * A's role is refused (404 for a member or role outside B's reach, 403 ACCOUNT_NOT_MANAGED for A's account), the
 * operator's `/api/admin/user` calls answer 401; B's own role picker lists only B's account's roles.
 */
export function memberForeign(x: MemberTargets): Record<MemberCall, Row> {
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const inA = () => ({ accountId: x.accountId() });
  const roleBody = { name: 'Beta role', permissions: ['PROJECT/READ' as const] };
  return {
    memberUpdate: denied((c) => c.request(me.memberUpdate, { params: { userId: x.userId() }, body: { role: 'ANALYST' } })),
    memberRemove: denied((c) => c.request(me.memberRemove, { params: { userId: x.userId() } })),
    workspaceRoleOptions: { attack: (c) => c.request(me.workspaceRoleOptions), expectDenied: false },
    accountManagement: denied((c) => c.request(me.accountManagement, { query: inA() })),
    accountRoles: denied((c) => c.request(me.accountRoles, { query: inA() })),
    accountRoleCreate: denied((c) => c.request(me.accountRoleCreate, { query: inA(), body: roleBody })),
    accountRoleUpdate: denied((c) => c.request(me.accountRoleUpdate, { params: { id: x.roleId() }, body: roleBody })),
    accountRoleDelete: denied((c) => c.request(me.accountRoleDelete, { params: { id: x.roleId() } })),
    accountUsers: denied((c) => c.request(me.accountUsers, { query: { ...inA(), page: 0, size: 10 } })),
    accountUserAdd: denied((c) =>
      c.request(me.accountUserAdd, {
        query: inA(),
        body: { email: 'beta-added@example.com', workspaces: [{ code: 'sample', role: 'ANALYST' }] },
      }),
    ),
    accountUserUpdate: denied((c) =>
      c.request(me.accountUserUpdate, { params: { id: x.userId() }, query: {}, body: { jobTitle: 'Taken over' } }),
    ),
    accountUserRemove: denied((c) => c.request(me.accountUserRemove, { params: { id: x.userId() }, query: {} })),
    accountWorkspaceDelete: denied((c) =>
      c.request(me.accountWorkspaceDelete, { params: { code: x.workspace().code }, query: { confirm: x.workspace().name } }),
    ),
    adminUsers: denied((c) => c.request(me.adminUsers, { query: { page: 0, size: 10 } })),
    adminUserUpdate: denied((c) =>
      c.request(me.adminUserUpdate, { params: { id: x.userId() }, body: { jobTitle: 'Taken over' } }),
    ),
  };
}
