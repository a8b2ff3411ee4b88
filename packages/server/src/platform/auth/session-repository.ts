import { permissionsOf } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { SessionCache, type ResolvedSession } from './session-cache.js';

/** Sessions: stored by token hash, revocable, optionally bound to a workspace (the session's scope). */
export class SessionRepository {
  constructor(
    private readonly db: Db,
    private readonly cache = new SessionCache(),
  ) {}

  async create(input: {
    tokenHash: string;
    userId: string;
    workspaceId: string | null;
    remember: boolean;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  }): Promise<string> {
    const row = await this.db
      .insertInto('user_session')
      .values({
        token_hash: input.tokenHash,
        user_id: input.userId,
        workspace_id: input.workspaceId,
        remember: input.remember,
        expires_at: input.expiresAt,
        ip: input.ip,
        user_agent: input.userAgent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The caller behind a token hash in one query: session, user and the permissions in the session's workspace. */
  async resolve(tokenHash: string): Promise<ResolvedSession | null> {
    const cached = this.cache.get(tokenHash);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('user_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .leftJoin('workspace_member as m', (j) =>
        j.onRef('m.workspace_id', '=', 's.workspace_id').onRef('m.user_id', '=', 's.user_id'),
      )
      .leftJoin('workspace as w', 'w.id', 'm.workspace_id')
      .leftJoin('account as a', 'a.id', 'w.account_id')
      .leftJoin('account_role as r', 'r.id', 'm.role_id')
      .select((eb) => [
        's.id as sessionId',
        's.last_seen_at as lastSeenAt',
        's.remember',
        'u.id as userId',
        'u.email',
        'u.user_type as userType',
        'u.language',
        'w.id as workspaceId',
        'w.code as workspaceCode',
        'w.name as workspaceName',
        'w.account_id as accountId',
        'm.role',
        'r.permissions as customPermissions',
        'a.suspended_at as suspendedAt',
        // Accounts the user owns or represents, whether or not they are a member of its workspaces.
        sql<string[] | null>`(
          select array_agg(x.account_id::text) from (
            select o.account_id from account_owner o where o.user_id = ${eb.ref('u.id')}
            union
            select p.account_id from account_representative p where p.user_id = ${eb.ref('u.id')}
          ) x
        )`.as('managedAccountIds'),
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) return null;
    const role = row.role;
    const session: ResolvedSession = {
      sessionId: row.sessionId,
      lastSeenAt: row.lastSeenAt,
      remember: row.remember,
      userId: row.userId,
      email: row.email,
      userType: row.userType === 'SYSTEM_ADMIN' ? 'SYSTEM_ADMIN' : 'USER',
      language: row.language === 'tr' ? 'tr' : 'en',
      managedAccountIds: row.managedAccountIds ?? [],
      workspace:
        row.workspaceId && row.workspaceCode && row.workspaceName && row.accountId && role
          ? {
              id: row.workspaceId,
              code: row.workspaceCode,
              name: row.workspaceName,
              accountId: row.accountId,
              role,
              permissions: permissionsOf(role, row.customPermissions),
              suspended: row.suspendedAt !== null,
            }
          : null,
    };
    // Only live sessions are cached: the expiry check above stays in the query, and the TTL is far shorter.
    this.cache.set(tokenHash, session);
    return session;
  }

  /** The session cache as the operator's cache page shows it (entries, TTL) and clears it. */
  get sessionCache(): { readonly size: number; readonly ttlSeconds: number; clear(): void } {
    return this.cache;
  }

  /** Forget cached sessions of a user whose memberships or profile changed, so this process sees it at once. */
  forgetUser(userId: string): void {
    this.cache.evict((s) => s.userId === userId);
  }

  /** A user left a workspace: their sessions in it lose it (the next call chooses another) and the cache forgets them. */
  async leaveWorkspace(userId: string, workspaceId: string): Promise<void> {
    this.cache.evict((s) => s.userId === userId);
    await this.db
      .updateTable('user_session')
      .set({ workspace_id: null })
      .where('user_id', '=', userId)
      .where('workspace_id', '=', workspaceId)
      .execute();
  }

  async touch(sessionId: string): Promise<void> {
    await this.db.updateTable('user_session').set({ last_seen_at: new Date() }).where('id', '=', sessionId).execute();
  }

  async setWorkspace(sessionId: string, workspaceId: string): Promise<void> {
    this.cache.evict((s) => s.sessionId === sessionId);
    await this.db.updateTable('user_session').set({ workspace_id: workspaceId }).where('id', '=', sessionId).execute();
  }

  async revoke(sessionId: string): Promise<void> {
    this.cache.evict((s) => s.sessionId === sessionId);
    await this.db
      .updateTable('user_session')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    this.cache.evict((s) => s.userId === userId && s.sessionId !== exceptSessionId);
    let q = this.db
      .updateTable('user_session')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    await q.execute();
  }
}
