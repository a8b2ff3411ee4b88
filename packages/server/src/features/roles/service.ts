import {
  permissionsOf,
  workspaceRoles,
  type CustomRole,
  type CustomRoleBody,
  type MemberRole,
  type Permission,
  type RoleOption,
} from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import type { SessionRepository } from '../../platform/auth/session-repository.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { AccountScopes } from './account-scope.js';
import type { RoleRepository } from './repository.js';

/** A role choice made concrete: what is stored on the member and what it grants. */
export interface ResolvedRole {
  role: MemberRole;
  roleId: string | null;
  permissions: Permission[];
}

/**
 * Custom roles of an account (docs/workspaces-and-users.md, "Custom roles"): a name unique in the account and a
 * permission list chosen from every permission (the web offers "add all"). Changing a role's permissions reaches
 * its members' sessions at once in this process (their cached sessions are dropped).
 */
export class RoleService {
  constructor(
    private readonly repo: RoleRepository,
    private readonly scopes: AccountScopes,
    private readonly sessions: SessionRepository,
  ) {}

  async list(auth: Auth, accountId?: string): Promise<CustomRole[]> {
    const account = await this.scopes.resolve(auth, accountId);
    return this.repo.list(account.id);
  }

  options(accountId: string): Promise<RoleOption[]> {
    return this.repo.options(accountId);
  }

  /** ADMIN, MANAGER, ANALYST, or a custom role of the account (404 ROLE_NOT_FOUND for another account's). */
  async resolveChoice(accountId: string, choice: string): Promise<ResolvedRole> {
    if ((workspaceRoles as readonly string[]).includes(choice)) {
      const role = choice as MemberRole;
      return { role, roleId: null, permissions: permissionsOf(role, null) };
    }
    const custom = await this.repo.byId(choice);
    if (!custom || custom.accountId !== accountId) throw errors.notFound('ROLE_NOT_FOUND');
    return { role: 'CUSTOM', roleId: custom.id, permissions: permissionsOf('CUSTOM', custom.permissions) };
  }

  async create(auth: Auth, accountId: string | undefined, body: CustomRoleBody): Promise<CustomRole> {
    const account = await this.scopes.resolve(auth, accountId);
    if (await this.repo.nameTaken(account.id, body.name)) throw errors.conflict('ROLE_NAME_TAKEN', 'name');
    let id: string;
    try {
      id = await this.repo.create(account.id, body.name, unique(body.permissions));
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.conflict('ROLE_NAME_TAKEN', 'name');
      throw err;
    }
    return this.presented(account.id, id);
  }

  async update(auth: Auth, id: string, body: CustomRoleBody): Promise<CustomRole> {
    const role = await this.owned(auth, id);
    if (await this.repo.nameTaken(role.accountId, body.name, id)) throw errors.conflict('ROLE_NAME_TAKEN', 'name');
    try {
      await this.repo.update(id, body.name, unique(body.permissions));
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.conflict('ROLE_NAME_TAKEN', 'name');
      throw err;
    }
    for (const userId of await this.repo.holders(id)) this.sessions.forgetUser(userId);
    return this.presented(role.accountId, id);
  }

  async delete(auth: Auth, id: string): Promise<void> {
    await this.owned(auth, id);
    if (await this.repo.inUse(id)) throw errors.conflict('ROLE_IN_USE');
    await this.repo.delete(id);
  }

  /** A role of an account the caller manages; any other answers 404 (its existence is not told). */
  private async owned(auth: Auth, id: string) {
    const role = await this.repo.byId(id);
    if (!role || !this.scopes.mayManage(auth, role.accountId)) throw errors.notFound('ROLE_NOT_FOUND');
    return role;
  }

  private async presented(accountId: string, id: string): Promise<CustomRole> {
    const found = (await this.repo.list(accountId)).find((r) => r.id === id);
    if (!found) throw errors.internal(new Error('saved role not listed'));
    return found;
  }
}

const unique = (list: readonly Permission[]): Permission[] => [...new Set(list)];
