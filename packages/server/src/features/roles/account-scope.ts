import type { AccountManagement } from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';

export interface ManagedAccount {
  id: string;
  name: string;
  managedAs: AccountManagement['managedAs'];
}

/**
 * Which account an `ACCOUNT/MANAGE` call touches (docs/workspaces-and-users.md, "Account managers"): the one the
 * `accountId` query names, else the current workspace's account when the caller manages it, else the first
 * account they manage. An owner or customer representative reaches only their accounts (403
 * ACCOUNT_NOT_MANAGED); an operator reaches every account (404 for an unknown id).
 */
export class AccountScopes {
  constructor(private readonly db: Db) {}

  private isOperator = (auth: Auth) => auth.userType === 'SYSTEM_ADMIN';

  async resolve(auth: Auth, accountId?: string): Promise<ManagedAccount> {
    const managed = auth.managedAccountIds ?? [];
    const operator = this.isOperator(auth);
    let id = accountId;
    if (id !== undefined) {
      if (!operator && !managed.includes(id)) throw errors.forbidden('ACCOUNT_NOT_MANAGED');
    } else if (auth.workspace && (operator || managed.includes(auth.workspace.accountId))) {
      id = auth.workspace.accountId;
    } else {
      id = managed[0];
    }
    if (id === undefined) {
      if (!operator) throw errors.forbidden('ACCOUNT_NOT_MANAGED');
      const first = await this.db.selectFrom('account').select('id').orderBy('name').limit(1).executeTakeFirst();
      if (!first) throw errors.notFound();
      id = first.id;
    }
    const account = await this.db.selectFrom('account').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!account) throw errors.notFound();
    return { ...account, managedAs: await this.managedAs(auth, account.id) };
  }

  /** Whether the caller may manage the account (a role's or a user's account, found from the record). */
  mayManage(auth: Auth, accountId: string): boolean {
    return this.isOperator(auth) || (auth.managedAccountIds ?? []).includes(accountId);
  }

  private async managedAs(auth: Auth, accountId: string): Promise<ManagedAccount['managedAs']> {
    const owner = await this.db
      .selectFrom('account_owner')
      .select('user_id')
      .where('account_id', '=', accountId)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    if (owner) return 'OWNER';
    const rep = await this.db
      .selectFrom('account_representative')
      .select('user_id')
      .where('account_id', '=', accountId)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    return rep ? 'REPRESENTATIVE' : 'OPERATOR';
  }

  /** The account with its workspaces, and every account the caller may manage (an operator: all). */
  async management(auth: Auth, accountId?: string): Promise<AccountManagement> {
    const account = await this.resolve(auth, accountId);
    const workspaces = await this.db
      .selectFrom('workspace')
      .select(['code', 'name'])
      .where('account_id', '=', account.id)
      .orderBy('name')
      .execute();
    let managedQuery = this.db.selectFrom('account').select(['id', 'name']).orderBy('name');
    if (!this.isOperator(auth)) {
      const ids = auth.managedAccountIds ?? [];
      managedQuery = managedQuery.where('id', 'in', ids.length > 0 ? [...ids] : ['00000000-0000-0000-0000-000000000000']);
    }
    return { ...account, workspaces, managed: await managedQuery.limit(500).execute() };
  }

  /** A workspace of the account by code, or 404. */
  async workspace(accountId: string, code: string): Promise<{ id: string; code: string; name: string; accountId: string }> {
    const row = await this.db
      .selectFrom('workspace')
      .select(['id', 'code', 'name', 'account_id as accountId'])
      .where('account_id', '=', accountId)
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) throw errors.notFound();
    return row;
  }
}
