import type { ManagedUser, MemberRole, Page, UserMembership } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { likePattern } from '../models/repository.js';

/**
 * Users as an account manager or the operator sees them (docs/workspaces-and-users.md, "Account users"): a user
 * belongs to an account when they are a member of one of its workspaces, or own or represent it.
 */
export class AccountUsersRepository {
  constructor(private readonly db: Db) {}

  /** One page of users, of one account (its workspaces only in `workspaces`) or, without one, of the installation. */
  async page(q: { accountId?: string; search?: string; page: number; size: number }): Promise<Page<ManagedUser>> {
    let base = this.db.selectFrom('app_user as u');
    const { accountId } = q;
    if (accountId !== undefined) {
      base = base.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('workspace_member as m')
              .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
              .select('m.user_id')
              .whereRef('m.user_id', '=', 'u.id')
              .where('w.account_id', '=', accountId),
          ),
          eb.exists(
            eb
              .selectFrom('account_owner as o')
              .select('o.user_id')
              .whereRef('o.user_id', '=', 'u.id')
              .where('o.account_id', '=', accountId),
          ),
          eb.exists(
            eb
              .selectFrom('account_representative as p')
              .select('p.user_id')
              .whereRef('p.user_id', '=', 'u.id')
              .where('p.account_id', '=', accountId),
          ),
        ]),
      );
    }
    if (q.search) {
      const pattern = likePattern(q.search);
      base = base.where((eb) =>
        eb.or([eb('u.email', 'ilike', pattern), eb('u.full_name', 'ilike', pattern), eb('u.last_name', 'ilike', pattern)]),
      );
    }
    const [count, ids] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
      base
        .select('u.id')
        .orderBy('u.email')
        .limit(q.size)
        .offset(q.page * q.size)
        .execute(),
    ]);
    const content = await this.byIds(
      ids.map((r) => r.id),
      accountId,
    );
    return { content, page: q.page, size: q.size, total: Number(count?.n ?? 0) };
  }

  /** The users with their memberships (of the account when given), owner/representative flags and last activity. */
  async byIds(ids: readonly string[], accountId?: string): Promise<ManagedUser[]> {
    if (ids.length === 0) return [];
    const [users, memberships, owners, reps, seen] = await Promise.all([
      this.db
        .selectFrom('app_user')
        .selectAll()
        .where('id', 'in', [...ids])
        .orderBy('email')
        .execute(),
      this.memberships(ids, accountId),
      this.flagged('account_owner', ids, accountId),
      this.flagged('account_representative', ids, accountId),
      this.db
        .selectFrom('user_session')
        .select((eb) => ['user_id', eb.fn.max('last_seen_at').as('last')])
        .where('user_id', 'in', [...ids])
        .groupBy('user_id')
        .execute(),
    ]);
    const lastSeen = new Map(seen.map((s) => [s.user_id, s.last]));
    return users.map((u) => {
      const last = lastSeen.get(u.id);
      return {
        id: u.id,
        email: u.email,
        full_name: u.full_name,
        lastName: u.last_name,
        jobTitle: u.job_title,
        department: u.department,
        organisation: u.organisation,
        phone: u.phone,
        language: u.language === 'tr' ? 'tr' : 'en',
        userType: u.user_type === 'SYSTEM_ADMIN' ? 'SYSTEM_ADMIN' : 'USER',
        saml: u.saml,
        owner: owners.has(u.id),
        representative: reps.has(u.id),
        workspaces: memberships.filter((m) => m.userId === u.id).map(({ userId: _u, ...m }) => m),
        lastActivityAt: last ? new Date(last).toISOString() : null,
        createdAt: u.created_at.toISOString(),
      };
    });
  }

  private async memberships(ids: readonly string[], accountId?: string): Promise<(UserMembership & { userId: string })[]> {
    let q = this.db
      .selectFrom('workspace_member as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .innerJoin('account as a', 'a.id', 'w.account_id')
      .leftJoin('account_role as r', 'r.id', 'm.role_id')
      .select([
        'm.user_id as userId',
        'w.code as workspaceCode',
        'w.name as workspaceName',
        'a.id as accountId',
        'a.name as accountName',
        'm.role',
        'r.id as roleId',
        'r.name as roleName',
      ])
      .where('m.user_id', 'in', [...ids]);
    if (accountId !== undefined) q = q.where('w.account_id', '=', accountId);
    const rows = await q.orderBy('a.name').orderBy('w.name').execute();
    return rows.map(({ roleId, roleName, ...r }) => ({
      ...r,
      role: r.role as MemberRole,
      customRole: roleId && roleName ? { id: roleId, name: roleName } : null,
    }));
  }

  private async flagged(
    table: 'account_owner' | 'account_representative',
    ids: readonly string[],
    accountId?: string,
  ): Promise<Set<string>> {
    let q = this.db
      .selectFrom(table)
      .select('user_id')
      .where('user_id', 'in', [...ids]);
    if (accountId !== undefined) q = q.where('account_id', '=', accountId);
    return new Set((await q.execute()).map((r) => r.user_id));
  }

  /** Workspaces of the account the user is a member of. */
  workspacesOf(userId: string, accountId: string): Promise<{ id: string; code: string }[]> {
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .select(['w.id', 'w.code'])
      .where('m.user_id', '=', userId)
      .where('w.account_id', '=', accountId)
      .execute();
  }

  /** Whether the user belongs to the account (member, owner or representative). */
  async belongs(userId: string, accountId: string): Promise<boolean> {
    const page = await this.byIds([userId], accountId);
    const user = page[0];
    return user !== undefined && (user.workspaces.length > 0 || user.owner || user.representative);
  }
}
