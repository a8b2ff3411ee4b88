import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { MARKETPLACE_WORKSPACE_CODE } from '../marketplace-seed/internal.js';

export interface AccountRow {
  id: string;
  name: string;
  planId: string;
  planCode: string;
  planName: string;
  subscriptionStart: Date | null;
  subscriptionEnd: Date | null;
  suspendedAt: Date | null;
  additionalEmails: string[];
  createdAt: Date;
  workspaceCount: number;
  userCount: number;
}

export type ManagerKind = 'OWNER' | 'REPRESENTATIVE';

/** Month buckets are UTC calendar months, `YYYY-MM`. */
const month = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM')`;

/** The operator's view of accounts (docs/accounts-admin.md). */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('account as a')
      .innerJoin('plan as p', 'p.id', 'a.plan_id')
      .select((eb) => [
        'a.id',
        'a.name',
        'a.plan_id as planId',
        'p.code as planCode',
        'p.name as planName',
        'a.subscription_start as subscriptionStart',
        'a.subscription_end as subscriptionEnd',
        'a.suspended_at as suspendedAt',
        'a.additional_emails as additionalEmails',
        'a.created_at as createdAt',
        eb
          .selectFrom('workspace as w')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('w.account_id', '=', 'a.id')
          .as('workspaceCount'),
        eb
          .selectFrom('workspace_member as m')
          .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
          .select(sql<string>`count(distinct m.user_id)`.as('n'))
          .whereRef('w.account_id', '=', 'a.id')
          .as('userCount'),
      ]);
  }

  private static present(r: { workspaceCount: string | null; userCount: string | null; [k: string]: unknown }): AccountRow {
    return {
      ...(r as unknown as AccountRow),
      workspaceCount: Number(r.workspaceCount ?? 0),
      userCount: Number(r.userCount ?? 0),
    };
  }

  async page(q: { page: number; size: number; search?: string | undefined; status: 'ACTIVE' | 'SUSPENDED' | 'ALL' }) {
    // The built-in templates' internal account is Sentio's, not a customer's (docs/demo-data.md "Built-in templates").
    let query = this.base().where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('workspace as iw')
            .select('iw.id')
            .whereRef('iw.account_id', '=', 'a.id')
            .where('iw.code', '=', MARKETPLACE_WORKSPACE_CODE),
        ),
      ),
    );
    if (q.search) query = query.where(sql<boolean>`a.name ilike ${'%' + q.search.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`);
    if (q.status === 'ACTIVE') query = query.where('a.suspended_at', 'is', null);
    if (q.status === 'SUSPENDED') query = query.where('a.suspended_at', 'is not', null);
    const rows = await query
      .select(sql<string>`count(*) over ()`.as('total'))
      .orderBy(sql`lower(a.name)`)
      .orderBy('a.id')
      .limit(q.size)
      .offset(q.page * q.size)
      .execute();
    return { rows: rows.map((r) => AccountRepository.present(r)), total: Number(rows[0]?.total ?? 0) };
  }

  async byId(id: string): Promise<AccountRow | undefined> {
    const r = await this.base().where('a.id', '=', id).executeTakeFirst();
    return r ? AccountRepository.present(r) : undefined;
  }

  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('account')
      .select('id')
      .where(sql<boolean>`lower(name) = lower(${name})`);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Owners' and representatives' addresses, linked users and pending names together. */
  async managers(accountIds: readonly string[]): Promise<{ accountId: string; email: string; kind: ManagerKind }[]> {
    if (accountIds.length === 0) return [];
    const owners = this.db
      .selectFrom('account_owner as o')
      .innerJoin('app_user as u', 'u.id', 'o.user_id')
      .select(['o.account_id as accountId', 'u.email', sql<ManagerKind>`'OWNER'`.as('kind')])
      .where('o.account_id', 'in', accountIds);
    const reps = this.db
      .selectFrom('account_representative as r')
      .innerJoin('app_user as u', 'u.id', 'r.user_id')
      .select(['r.account_id as accountId', 'u.email', sql<ManagerKind>`'REPRESENTATIVE'`.as('kind')])
      .where('r.account_id', 'in', accountIds);
    const pending = this.db
      .selectFrom('account_pending_role')
      .select(['account_id as accountId', 'email', sql<ManagerKind>`kind`.as('kind')])
      .where('account_id', 'in', accountIds);
    const rows = await owners.unionAll(reps).unionAll(pending).execute();
    return rows.sort((a, b) => a.email.localeCompare(b.email));
  }

  workspaces(accountId: string) {
    return this.db
      .selectFrom('workspace as w')
      .select((eb) => [
        'w.id',
        'w.code',
        'w.name',
        eb
          .selectFrom('workspace_member as m')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('m.workspace_id', '=', 'w.id')
          .as('memberCount'),
      ])
      .where('w.account_id', '=', accountId)
      .orderBy('w.created_at')
      .orderBy('w.id')
      .execute();
  }

  pendingInvitations(accountId: string) {
    return this.db
      .selectFrom('invitation as i')
      .innerJoin('workspace as w', 'w.id', 'i.workspace_id')
      .select(['i.email', 'w.name as workspaceName', 'i.role'])
      .where('w.account_id', '=', accountId)
      .where('i.status', '=', 'PENDING')
      .where('i.expires_at', '>', new Date())
      .orderBy('i.created_at')
      .execute();
  }

  async setSuspended(id: string, at: Date | null): Promise<boolean> {
    const r = await this.db.updateTable('account').set({ suspended_at: at }).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Documents imported into the account's analyses per month, text and dialogue apart. */
  documentsPerMonth(accountId: string, since: Date) {
    return this.db
      .selectFrom('project_document as d')
      .innerJoin('workspace as w', 'w.id', 'd.workspace_id')
      .select([
        month('d.created_at').as('month'),
        sql<string>`count(*) filter (where d.data_type = 'DIALOGUE')`.as('dialogue'),
        sql<string>`count(*) filter (where d.data_type <> 'DIALOGUE')`.as('text'),
      ])
      .where('w.account_id', '=', accountId)
      .where('d.created_at', '>=', since)
      .groupBy(sql`1`)
      .execute();
  }

  /** Seconds from start to finish of the analyses' processing tasks finished in each month. */
  projectSecondsPerMonth(accountId: string, since: Date) {
    return this.db
      .selectFrom('project_task as t')
      .innerJoin('workspace as w', 'w.id', 't.workspace_id')
      .select([
        month('t.finished_at').as('month'),
        sql<string>`coalesce(sum(extract(epoch from (t.finished_at - t.created_at))), 0)`.as('seconds'),
      ])
      .where('w.account_id', '=', accountId)
      .where('t.finished_at', '>=', since)
      .groupBy(sql`1`)
      .execute();
  }

  /** Seconds from start to finish of the model trainings (versions) finished in each month. */
  modelSecondsPerMonth(accountId: string, since: Date) {
    return this.db
      .selectFrom('model_version as v')
      .innerJoin('workspace as w', 'w.id', 'v.workspace_id')
      .select([
        month('v.finished_at').as('month'),
        sql<string>`coalesce(sum(extract(epoch from (v.finished_at - v.created_at))), 0)`.as('seconds'),
      ])
      .where('w.account_id', '=', accountId)
      .where('v.finished_at', '>=', since)
      .groupBy(sql`1`)
      .execute();
  }

  /** Everyone of the account: members of its workspaces, owners and representatives. */
  async users(accountId: string) {
    const memberships = await this.db
      .selectFrom('workspace_member as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .select(['m.user_id as userId', 'w.code', 'w.name', 'm.role'])
      .where('w.account_id', '=', accountId)
      .orderBy('w.created_at')
      .execute();
    const owners = await this.db.selectFrom('account_owner').select('user_id').where('account_id', '=', accountId).execute();
    const reps = await this.db
      .selectFrom('account_representative')
      .select('user_id')
      .where('account_id', '=', accountId)
      .execute();
    const ids = [
      ...new Set([...memberships.map((m) => m.userId), ...owners.map((o) => o.user_id), ...reps.map((r) => r.user_id)]),
    ];
    if (ids.length === 0) return [];
    const people = await this.db
      .selectFrom('app_user as u')
      .select((eb) => [
        'u.id',
        'u.email',
        'u.full_name',
        'u.last_name',
        eb
          .selectFrom('user_session as s')
          .select((e) => e.fn.max('s.last_seen_at').as('t'))
          .whereRef('s.user_id', '=', 'u.id')
          .as('lastSeen'),
        eb
          .selectFrom('user_activity as a')
          .select((e) => e.fn.max('a.created_at').as('t'))
          .whereRef('a.user_id', '=', 'u.id')
          .as('lastActivity'),
      ])
      .where('u.id', 'in', ids)
      .orderBy('u.email')
      .execute();
    const ownerSet = new Set(owners.map((o) => o.user_id));
    const repSet = new Set(reps.map((r) => r.user_id));
    return people.map((p) => {
      const times = [p.lastSeen, p.lastActivity].filter((t): t is Date => t != null).map((t) => new Date(t).getTime());
      return {
        userId: p.id,
        email: p.email,
        fullName: `${p.full_name} ${p.last_name}`.trim(),
        owner: ownerSet.has(p.id),
        representative: repSet.has(p.id),
        workspaces: memberships.filter((m) => m.userId === p.id).map((m) => ({ code: m.code, name: m.name, role: m.role })),
        lastActivityAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
      };
    });
  }

  /** Installation-wide counts per month for the statistics page. */
  async statistics(since: Date) {
    const per = async (table: 'project_document' | 'app_user' | 'model' | 'project' | 'user_session') =>
      this.db
        .selectFrom(table)
        .select([month('created_at').as('month'), sql<string>`count(*)`.as('n')])
        .where('created_at', '>=', since)
        .groupBy(sql`1`)
        .execute();
    const [documents, users, models, analyses, signIns] = await Promise.all([
      per('project_document'),
      per('app_user'),
      per('model'),
      per('project'),
      per('user_session'),
    ]);
    const count = async (table: 'account' | 'app_user' | 'model' | 'project' | 'project_document') =>
      Number(
        (
          await this.db
            .selectFrom(table)
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const totals = {
      accounts: await count('account'),
      users: await count('app_user'),
      models: await count('model'),
      analyses: await count('project'),
      documents: await count('project_document'),
    };
    return { documents, users, models, analyses, signIns, totals };
  }
}

/** The writes of creating or editing an account, on one transaction. */
export class AccountWrites {
  constructor(readonly db: Db) {}

  async createAccount(input: {
    name: string;
    planId: string;
    subscriptionStart: Date | null;
    subscriptionEnd: Date | null;
    additionalEmails: string[];
  }): Promise<string> {
    const r = await this.db
      .insertInto('account')
      .values({
        name: input.name,
        plan_id: input.planId,
        subscription_start: input.subscriptionStart,
        subscription_end: input.subscriptionEnd,
        additional_emails: JSON.stringify(input.additionalEmails),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async updateAccount(
    id: string,
    input: {
      name: string;
      planId: string;
      subscriptionStart: Date | null;
      subscriptionEnd: Date | null;
      additionalEmails: string[];
    },
  ): Promise<void> {
    await this.db
      .updateTable('account')
      .set({
        name: input.name,
        plan_id: input.planId,
        subscription_start: input.subscriptionStart,
        subscription_end: input.subscriptionEnd,
        additional_emails: JSON.stringify(input.additionalEmails),
      })
      .where('id', '=', id)
      .execute();
  }

  async createWorkspace(accountId: string, code: string, name: string): Promise<string> {
    const r = await this.db
      .insertInto('workspace')
      .values({ account_id: accountId, code, name, subtitle: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  userByEmail(email: string) {
    return this.db.selectFrom('app_user').select(['id', 'email', 'language']).where('email', '=', email).executeTakeFirst();
  }

  async addMember(workspaceId: string, userId: string, role: string): Promise<void> {
    await this.db
      .insertInto('workspace_member')
      .values({ workspace_id: workspaceId, user_id: userId, role })
      .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
      .execute();
  }

  /** Replaces the account's owners or representatives: users by id, the rest by address (pending). */
  async setManagers(accountId: string, kind: ManagerKind, userIds: string[], pendingEmails: string[]): Promise<void> {
    const table = kind === 'OWNER' ? 'account_owner' : 'account_representative';
    await this.db.deleteFrom(table).where('account_id', '=', accountId).execute();
    if (userIds.length > 0)
      await this.db
        .insertInto(table)
        .values(userIds.map((user_id) => ({ account_id: accountId, user_id })))
        .execute();
    await this.db.deleteFrom('account_pending_role').where('account_id', '=', accountId).where('kind', '=', kind).execute();
    if (pendingEmails.length > 0)
      await this.db
        .insertInto('account_pending_role')
        .values(pendingEmails.map((email) => ({ account_id: accountId, email, kind })))
        .execute();
  }

  async createInvitation(input: {
    tokenHash: string;
    workspaceId: string;
    email: string;
    role: string;
    invitedBy: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .updateTable('invitation')
      .set({ status: 'REVOKED' })
      .where('workspace_id', '=', input.workspaceId)
      .where('email', '=', input.email)
      .where('status', '=', 'PENDING')
      .execute();
    await this.db
      .insertInto('invitation')
      .values({
        token_hash: input.tokenHash,
        workspace_id: input.workspaceId,
        email: input.email,
        role: input.role,
        invited_by: input.invitedBy,
        expires_at: input.expiresAt,
      })
      .execute();
  }
}

/**
 * At registration: the owner and representative roles named for this address before it had a user become real.
 * Runs inside the sign-up's transaction.
 */
export async function linkPendingRoles(db: Db, userId: string, email: string): Promise<void> {
  const pending = await db.selectFrom('account_pending_role').select(['account_id', 'kind']).where('email', '=', email).execute();
  for (const p of pending) {
    const table = p.kind === 'OWNER' ? 'account_owner' : 'account_representative';
    await db
      .insertInto(table)
      .values({ account_id: p.account_id, user_id: userId })
      .onConflict((oc) => oc.columns(['account_id', 'user_id']).doNothing())
      .execute();
  }
  if (pending.length > 0) await db.deleteFrom('account_pending_role').where('email', '=', email).execute();
}

/** Makes the listed addresses operators (SENTIO_OPERATOR_EMAILS), at start-up and at registration. */
export async function promoteOperators(db: Db, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const r = await db
    .updateTable('app_user')
    .set({ user_type: 'SYSTEM_ADMIN' })
    .where('email', 'in', emails)
    .where('user_type', '<>', 'SYSTEM_ADMIN')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Whether the installation has any operator yet (the first user registered then becomes one). */
export async function hasOperator(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom('app_user').select('id').where('user_type', '=', 'SYSTEM_ADMIN').limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** What registration applies to a new user, inside the sign-up's transaction (docs/accounts-admin.md). */
export class RegistrationRules {
  constructor(
    private readonly db: Db,
    private readonly operatorEmails: readonly string[],
  ) {}

  /** The first user of an installation without an operator, or a listed address, becomes an operator. */
  async apply(userId: string, email: string): Promise<void> {
    if (this.operatorEmails.includes(email) || !(await hasOperator(this.db)))
      await this.db.updateTable('app_user').set({ user_type: 'SYSTEM_ADMIN' }).where('id', '=', userId).execute();
    await linkPendingRoles(this.db, userId, email);
  }
}
