import type { AccountManagement } from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import { errors } from '../../platform/errors.js';
import type { AccountRepository } from './account-repository.js';

export interface ManagedAccount {
  id: string;
  name: string;
  managedAs: AccountManagement['managedAs'];
}

/**
 * Which account an `ACCOUNT/MANAGE` call touches (docs/workspaces-and-users.md, "Account managers"): the one the
 * `accountId` query names, else the current workspace's account when the caller manages it, else the first
 * account they manage. An owner or customer representative reaches only their accounts (403
 * ACCOUNT_NOT_MANAGED), and not while the account is suspended (403 ACCOUNT_SUSPENDED); an operator reaches every
 * account (404 for an unknown id).
 */
export class AccountScopes {
  constructor(private readonly accounts: AccountRepository) {}

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
      const first = await this.accounts.first();
      if (!first) throw errors.notFound();
      id = first.id;
    }
    const account = await this.accounts.byId(id);
    if (!account) throw errors.notFound();
    // A suspended account is managed by the operator only (docs/accounts-admin.md).
    if (account.suspendedAt !== null && !operator) throw errors.forbidden('ACCOUNT_SUSPENDED');
    return { id: account.id, name: account.name, managedAs: await this.managedAs(auth, account.id) };
  }

  /** Whether the caller may manage the account (a role's or a user's account, found from the record). */
  mayManage(auth: Auth, accountId: string): boolean {
    return this.isOperator(auth) || (auth.managedAccountIds ?? []).includes(accountId);
  }

  private async managedAs(auth: Auth, accountId: string): Promise<ManagedAccount['managedAs']> {
    if (await this.accounts.isOwner(accountId, auth.userId)) return 'OWNER';
    return (await this.accounts.isRepresentative(accountId, auth.userId)) ? 'REPRESENTATIVE' : 'OPERATOR';
  }

  /** The account with its workspaces, and every account the caller may manage (an operator: all). */
  async management(auth: Auth, accountId?: string): Promise<AccountManagement> {
    const account = await this.resolve(auth, accountId);
    const [workspaces, managed] = await Promise.all([
      this.accounts.workspaces(account.id),
      this.accounts.list(this.isOperator(auth) ? null : (auth.managedAccountIds ?? [])),
    ]);
    return { ...account, workspaces, managed };
  }

  /** A workspace of the account by code, or 404. */
  async workspace(accountId: string, code: string): Promise<{ id: string; code: string; name: string; accountId: string }> {
    const row = await this.accounts.workspace(accountId, code);
    if (!row) throw errors.notFound();
    return row;
  }
}
