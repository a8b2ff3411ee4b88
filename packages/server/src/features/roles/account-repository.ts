import type { Db } from '../../platform/db/database.js';

/** Accounts as their managers reach them: the account, its workspaces, how a user manages it. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): Promise<{ id: string; name: string; suspendedAt: Date | null } | undefined> {
    return this.db
      .selectFrom('account')
      .select(['id', 'name', 'suspended_at as suspendedAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The first account by name (an operator's default when they name none and have no workspace). */
  first(): Promise<{ id: string; name: string } | undefined> {
    return this.db.selectFrom('account').select(['id', 'name']).orderBy('name').limit(1).executeTakeFirst();
  }

  /** The given accounts, or every account when `ids` is null; by name. */
  list(ids: readonly string[] | null): Promise<{ id: string; name: string }[]> {
    let q = this.db.selectFrom('account').select(['id', 'name']).orderBy('name');
    if (ids !== null) {
      if (ids.length === 0) return Promise.resolve([]);
      q = q.where('id', 'in', [...ids]);
    }
    return q.limit(500).execute();
  }

  async isOwner(accountId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_owner')
      .select('user_id')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async isRepresentative(accountId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_representative')
      .select('user_id')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  workspaces(accountId: string): Promise<{ code: string; name: string }[]> {
    return this.db.selectFrom('workspace').select(['code', 'name']).where('account_id', '=', accountId).orderBy('name').execute();
  }

  workspace(accountId: string, code: string): Promise<{ id: string; code: string; name: string; accountId: string } | undefined> {
    return this.db
      .selectFrom('workspace')
      .select(['id', 'code', 'name', 'account_id as accountId'])
      .where('account_id', '=', accountId)
      .where('code', '=', code)
      .executeTakeFirst();
  }
}
