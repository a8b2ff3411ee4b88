import type { Invitation, Member, MemberRole } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

export interface WorkspaceListRow {
  id: string;
  code: string;
  name: string;
  subtitle: string | null;
  accountName: string;
  role: string;
  memberCount: number;
  createdAt: Date;
}

export interface InvitationRow {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: string;
  roleId: string | null;
  status: string;
  expiresAt: Date;
  invitedByName: string;
  invitedById: string;
}

export class WorkspaceRepository {
  constructor(private readonly db: Db) {}

  async createAccount(name: string, planId: string, ownerId: string): Promise<string> {
    const account = await this.db
      .insertInto('account')
      .values({ name, plan_id: planId, subscription_start: new Date(), subscription_end: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db.insertInto('account_owner').values({ account_id: account.id, user_id: ownerId }).execute();
    return account.id;
  }

  async createWorkspace(input: { accountId: string; code: string; name: string; subtitle: string | null }): Promise<string> {
    const row = await this.db
      .insertInto('workspace')
      .values({ account_id: input.accountId, code: input.code, name: input.name, subtitle: input.subtitle })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A workspace by its code, with its account (deleting one names it by code). */
  byCode(code: string): Promise<{ id: string; code: string; name: string; accountId: string } | undefined> {
    return this.db
      .selectFrom('workspace')
      .select(['id', 'code', 'name', 'account_id as accountId'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  async countInAccount(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('workspace')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async memberIds(workspaceId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('workspace_member').select('user_id').where('workspace_id', '=', workspaceId).execute();
    return rows.map((r) => r.user_id);
  }

  /** The workspace row; everything in it goes by the database's cascades (docs/workspaces-and-users.md). */
  async deleteWorkspace(workspaceId: string): Promise<void> {
    await this.db.deleteFrom('workspace').where('id', '=', workspaceId).execute();
  }

  async nameTaken(accountId: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('workspace')
      .select('id')
      .where('account_id', '=', accountId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  }

  async addMember(workspaceId: string, userId: string, role: MemberRole, roleId: string | null = null): Promise<void> {
    await this.db
      .insertInto('workspace_member')
      .values({ workspace_id: workspaceId, user_id: userId, role, role_id: roleId })
      .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
      .execute();
  }

  listForUser(userId: string): Promise<WorkspaceListRow[]> {
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .innerJoin('account as a', 'a.id', 'w.account_id')
      .select((eb) => [
        'w.id',
        'w.code',
        'w.name',
        'w.subtitle',
        'a.name as accountName',
        'm.role',
        'w.created_at as createdAt',
        eb
          .selectFrom('workspace_member as all_m')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('all_m.workspace_id', '=', 'w.id')
          .as('memberCount'),
      ])
      .where('m.user_id', '=', userId)
      .orderBy('w.name')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, memberCount: Number(r.memberCount ?? 0) })));
  }

  async members(workspaceId: string, userId?: string): Promise<Member[]> {
    let q = this.db
      .selectFrom('workspace_member as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .leftJoin('account_role as r', 'r.id', 'm.role_id')
      .select([
        'u.id as userId',
        'u.email',
        'u.full_name',
        'u.last_name as lastName',
        'm.role',
        'r.id as roleId',
        'r.name as roleName',
        'm.joined_at as joinedAt',
      ])
      .where('m.workspace_id', '=', workspaceId);
    if (userId !== undefined) q = q.where('m.user_id', '=', userId);
    const rows = await q.orderBy('u.full_name').orderBy('u.email').execute();
    return rows.map(({ roleId, roleName, ...r }) => ({
      ...r,
      role: r.role as MemberRole,
      customRole: roleId && roleName ? { id: roleId, name: roleName } : null,
      joinedAt: r.joinedAt.toISOString(),
    }));
  }

  async member(workspaceId: string, userId: string): Promise<Member | undefined> {
    return (await this.members(workspaceId, userId))[0];
  }

  /** Administrators of the workspace other than `exceptUserId`, counted under a lock so two demotions cannot race. */
  async otherAdmins(workspaceId: string, exceptUserId: string): Promise<number> {
    const rows = await this.db
      .selectFrom('workspace_member')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('role', '=', 'ADMIN')
      .where('user_id', '!=', exceptUserId)
      .forUpdate()
      .execute();
    return rows.length;
  }

  async setRole(workspaceId: string, userId: string, role: MemberRole, roleId: string | null): Promise<void> {
    await this.db
      .updateTable('workspace_member')
      .set({ role, role_id: roleId })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  }

  async removeMember(workspaceId: string, userId: string): Promise<void> {
    await this.db.deleteFrom('workspace_member').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
  }

  /** Pending invitations of an address to the given workspaces end (the address was removed from the account). */
  async revokePending(workspaceIds: readonly string[], email: string): Promise<void> {
    if (workspaceIds.length === 0) return;
    await this.db
      .updateTable('invitation')
      .set({ status: 'REVOKED' })
      .where('workspace_id', 'in', [...workspaceIds])
      .where('email', '=', email)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async isMemberByEmail(workspaceId: string, email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('workspace_member as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select('u.id')
      .where('m.workspace_id', '=', workspaceId)
      .where('u.email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  async createInvitation(input: {
    tokenHash: string;
    workspaceId: string;
    email: string;
    role: MemberRole;
    roleId: string | null;
    invitedBy: string;
    expiresAt: Date;
  }): Promise<string> {
    // A new invitation to the same address replaces the pending one: only the latest link works.
    await this.db
      .updateTable('invitation')
      .set({ status: 'REVOKED' })
      .where('workspace_id', '=', input.workspaceId)
      .where('email', '=', input.email)
      .where('status', '=', 'PENDING')
      .execute();
    const row = await this.db
      .insertInto('invitation')
      .values({
        token_hash: input.tokenHash,
        workspace_id: input.workspaceId,
        email: input.email,
        role: input.role,
        role_id: input.roleId,
        invited_by: input.invitedBy,
        expires_at: input.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private invitationQuery() {
    return this.db
      .selectFrom('invitation as i')
      .innerJoin('workspace as w', 'w.id', 'i.workspace_id')
      .innerJoin('app_user as u', 'u.id', 'i.invited_by')
      .select([
        'i.id',
        'i.workspace_id as workspaceId',
        'w.name as workspaceName',
        'i.email',
        'i.role',
        'i.role_id as roleId',
        'i.status',
        'i.expires_at as expiresAt',
        'i.created_at as createdAt',
        'u.full_name as invitedByName',
        'u.id as invitedById',
      ]);
  }

  async invitations(workspaceId: string): Promise<Invitation[]> {
    const rows = await this.invitationQuery()
      .where('i.workspace_id', '=', workspaceId)
      .orderBy('i.created_at', 'desc')
      .limit(500)
      .execute();
    const now = Date.now();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role as MemberRole,
      status: r.status === 'PENDING' && r.expiresAt.getTime() <= now ? 'EXPIRED' : (r.status as Invitation['status']),
      invitedBy: r.invitedByName,
      expiresAt: r.expiresAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  invitationByToken(tokenHash: string): Promise<InvitationRow | undefined> {
    return this.invitationQuery().where('i.token_hash', '=', tokenHash).executeTakeFirst();
  }

  invitationById(workspaceId: string, id: string): Promise<InvitationRow | undefined> {
    return this.invitationQuery().where('i.workspace_id', '=', workspaceId).where('i.id', '=', id).executeTakeFirst();
  }

  async setInvitationStatus(id: string, status: 'ACCEPTED' | 'REVOKED'): Promise<void> {
    await this.db
      .updateTable('invitation')
      .set({ status, ...(status === 'ACCEPTED' ? { accepted_at: new Date() } : {}) })
      .where('id', '=', id)
      .execute();
  }
}
