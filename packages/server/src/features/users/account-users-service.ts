import type { AddAccountUserBody, ManagedUser, Page, AccountUsersQuery, UpdateAccountUserBody } from '@sentio/domain';
import type { Auth, RequestContext } from '../../platform/auth/auth.js';
import type { SessionRepository } from '../../platform/auth/session-repository.js';
import { errors } from '../../platform/errors.js';
import type { PackageService } from '../packages/service.js';
import type { AccountScopes } from '../roles/account-scope.js';
import type { ResolvedRole, RoleService } from '../roles/service.js';
import type { WorkspaceService } from '../workspaces/service.js';
import type { AccountUsersRepository } from './account-users-repository.js';
import type { ActivityRepository } from './activity-repository.js';
import type { UserRepository } from './repository.js';

/**
 * The users of an account as its managers see them (docs/workspaces-and-users.md, "Account users"): list, add to
 * workspaces with a role (a new address is invited), edit the profile fields an administrator may set, remove
 * from every workspace of the account. The operator's `/api/admin/user` lists every user of the installation.
 */
export class AccountUserService {
  constructor(
    private readonly repo: AccountUsersRepository,
    private readonly users: UserRepository,
    private readonly scopes: AccountScopes,
    private readonly roles: RoleService,
    private readonly workspaces: WorkspaceService,
    private readonly packages: PackageService,
    private readonly activity: ActivityRepository,
    private readonly sessions: SessionRepository,
  ) {}

  async list(auth: Auth, q: AccountUsersQuery): Promise<Page<ManagedUser>> {
    const account = await this.scopes.resolve(auth, q.accountId);
    return this.repo.page({ ...q, accountId: account.id });
  }

  /** Every user of the installation; `accountId` narrows to one account (and its workspaces). */
  adminList(q: AccountUsersQuery): Promise<Page<ManagedUser>> {
    return this.repo.page(q);
  }

  /**
   * Adds an address to workspaces of the account. An existing user joins at once; a new address gets an invitation
   * to each workspace. A user cannot be added twice: a member of any of the workspaces (or with a pending
   * invitation there — the new one replaces it) refuses the whole call with ALREADY_MEMBER.
   */
  async add(
    auth: Auth,
    accountId: string | undefined,
    body: AddAccountUserBody,
    ctx: RequestContext,
  ): Promise<{ added: string[]; invited: string[] }> {
    const account = await this.scopes.resolve(auth, accountId);
    const targets: { workspace: { id: string; code: string; name: string }; role: ResolvedRole }[] = [];
    for (const w of body.workspaces) {
      const workspace = await this.scopes.workspace(account.id, w.code);
      if (targets.some((t) => t.workspace.id === workspace.id)) throw errors.conflict('ALREADY_MEMBER', 'workspaces');
      targets.push({ workspace, role: await this.roles.resolveChoice(account.id, w.role) });
    }
    const user = await this.users.byEmail(body.email);
    if (user) {
      const current = await this.repo.workspacesOf(user.id, account.id);
      if (targets.some((t) => current.some((c) => c.id === t.workspace.id))) throw errors.conflict('ALREADY_MEMBER', 'email');
      if (current.length === 0) await this.packages.assertAvailable(account.id, 'USER_COUNT');
      for (const t of targets) await this.workspaces.join(t.workspace, user.id, t.role);
      await this.activity.add(auth.userId, 'ACTION', 'ACCOUNT_USER_ADDED', ctx, { email: body.email, account: account.name });
      return { added: targets.map((t) => t.workspace.code), invited: [] };
    }
    await this.packages.assertAvailable(account.id, 'USER_COUNT');
    for (const t of targets)
      await this.workspaces.sendInvitation(auth, t.workspace, body.email, { role: t.role.role, roleId: t.role.roleId }, ctx);
    return { added: [], invited: targets.map((t) => t.workspace.code) };
  }

  async update(
    auth: Auth,
    accountId: string | undefined,
    userId: string,
    body: UpdateAccountUserBody,
    ctx: RequestContext,
  ): Promise<ManagedUser> {
    const account = await this.scopes.resolve(auth, accountId);
    if (!(await this.repo.belongs(userId, account.id))) throw errors.notFound();
    return this.save(auth, userId, body, ctx, account.id);
  }

  async adminUpdate(auth: Auth, userId: string, body: UpdateAccountUserBody, ctx: RequestContext): Promise<ManagedUser> {
    if (!(await this.users.byId(userId))) throw errors.notFound();
    return this.save(auth, userId, body, ctx);
  }

  /** Only an operator makes (or unmakes) an operator; an account manager may not touch an operator's user type. */
  private async save(
    auth: Auth,
    userId: string,
    body: UpdateAccountUserBody,
    ctx: RequestContext,
    accountId?: string,
  ): Promise<ManagedUser> {
    const current = await this.users.byId(userId);
    if (!current) throw errors.notFound();
    if (body.userType !== undefined && body.userType !== current.user_type && auth.userType !== 'SYSTEM_ADMIN')
      throw errors.permissionDenied();
    const patch = {
      ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
      ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
      ...(body.jobTitle !== undefined ? { job_title: body.jobTitle || null } : {}),
      ...(body.department !== undefined ? { department: body.department || null } : {}),
      ...(body.organisation !== undefined ? { organisation: body.organisation || null } : {}),
      ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
      ...(body.userType !== undefined ? { user_type: body.userType } : {}),
      ...(body.saml !== undefined ? { saml: body.saml } : {}),
    };
    if (Object.keys(patch).length > 0) await this.users.update(userId, patch);
    this.sessions.forgetUser(userId);
    await this.activity.add(auth.userId, 'ACTION', 'ACCOUNT_USER_UPDATED', ctx, { email: current.email });
    const [user] = await this.repo.byIds([userId], accountId);
    if (!user) throw errors.internal(new Error('updated user not found'));
    return user;
  }

  /** Removes the user from every workspace of the account (LAST_ADMIN refuses all); their content stays. */
  async remove(auth: Auth, accountId: string | undefined, userId: string, ctx: RequestContext): Promise<void> {
    const account = await this.scopes.resolve(auth, accountId);
    const user = await this.users.byId(userId);
    const workspaces = user ? await this.repo.workspacesOf(userId, account.id) : [];
    if (!user || workspaces.length === 0) throw errors.notFound('MEMBER_NOT_FOUND');
    await this.workspaces.leave(workspaces, { userId, email: user.email });
    await this.activity.add(auth.userId, 'ACTION', 'ACCOUNT_USER_REMOVED', ctx, { email: user.email, account: account.name });
  }
}
