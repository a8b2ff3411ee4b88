import type { Invitation, Member, MemberRole, RoleOption, Workspace, WorkspaceRole } from '@sentio/domain';
import { randomBytes } from 'node:crypto';
import type { Auth, RequestContext, WorkspaceScope } from '../../platform/auth/auth.js';
import type { SessionRepository } from '../../platform/auth/session-repository.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import type { EventRepository } from '../events/repository.js';
import { recipientOf, type Notifier } from '../notifications/notifier.js';
import type { PackageService } from '../packages/service.js';
import type { ResolvedRole, RoleService } from '../roles/service.js';
import type { ActivityRepository } from '../users/activity-repository.js';
import type { UserRepository } from '../users/repository.js';
import type { InvitationRow, WorkspaceRepository } from './repository.js';

const INVITATION_DAYS = 7;

/** URL-safe, readable code: the name's letters plus randomness so codes never collide or reveal counts. */
export function workspaceCode(name: string): string {
  const slug = name
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
  return `${slug || 'ws'}-${randomBytes(4).toString('hex')}`;
}

export class WorkspaceService {
  constructor(
    private readonly repo: WorkspaceRepository,
    private readonly transaction: TransactionPort<WorkspaceRepository>,
    private readonly users: UserRepository,
    private readonly packages: PackageService,
    private readonly activity: ActivityRepository,
    private readonly events: EventRepository,
    private readonly notifier: Notifier,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly roles: RoleService,
    private readonly sessions: SessionRepository,
  ) {}

  async list(auth: Auth): Promise<Workspace[]> {
    const rows = await this.repo.listForUser(auth.userId);
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      subtitle: r.subtitle,
      accountName: r.accountName,
      role: r.role as MemberRole,
      memberCount: r.memberCount,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** A new workspace in the account of the current one; the creator administers it. Limited by WORKSPACE_COUNT. */
  async create(
    auth: Auth,
    ws: WorkspaceScope,
    input: { name: string; subtitle: string },
    ctx: RequestContext,
  ): Promise<Workspace> {
    await this.packages.assertAvailable(ws.accountId, 'WORKSPACE_COUNT');
    const repo = this.repo;
    if (await repo.nameTaken(ws.accountId, input.name)) throw errors.conflict('WORKSPACE_NAME_TAKEN', 'name');
    const code = workspaceCode(input.name);
    await this.transaction(async (r) => {
      const id = await r.createWorkspace({ accountId: ws.accountId, code, name: input.name, subtitle: input.subtitle });
      await r.addMember(id, auth.userId, 'ADMIN');
    });
    await this.activity.add(auth.userId, 'ACTION', 'WORKSPACE_CREATED', ctx, { workspace: input.name });
    await this.events.add({
      type: 'WORKSPACE_MEMBERSHIP_CHANGED',
      userId: auth.userId,
      workspaceId: null,
      payload: { workspaceCode: code },
    });
    const created = (await this.list(auth)).find((w) => w.code === code);
    if (!created) throw errors.internal(new Error('created workspace not listed'));
    return created;
  }

  members(ws: WorkspaceScope): Promise<Member[]> {
    return this.repo.members(ws.id);
  }

  invitations(ws: WorkspaceScope): Promise<Invitation[]> {
    return this.repo.invitations(ws.id);
  }

  /**
   * Invites by e-mail (link valid 7 days). A person who already has an account also gets an in-app notification.
   * Only an administrator may hand out the ADMIN role. Counts against USER_COUNT.
   */
  async invite(
    auth: Auth,
    ws: WorkspaceScope,
    input: { email: string; role: WorkspaceRole },
    ctx: RequestContext,
  ): Promise<Invitation> {
    if (input.role === 'ADMIN' && !ws.permissions.includes('APPLICATION/ADMIN')) throw errors.permissionDenied();
    if (await this.repo.isMemberByEmail(ws.id, input.email)) throw errors.conflict('ALREADY_MEMBER', 'email');
    await this.packages.assertAvailable(ws.accountId, 'USER_COUNT');
    return this.sendInvitation(auth, ws, input.email, { role: input.role, roleId: null }, ctx);
  }

  /** The invitation itself, for a workspace invite and for an account manager adding a new address. */
  async sendInvitation(
    auth: Pick<Auth, 'userId' | 'email' | 'language'>,
    ws: { id: string; name: string },
    email: string,
    role: { role: MemberRole; roleId: string | null },
    ctx: RequestContext,
  ): Promise<Invitation> {
    const repo = this.repo;
    const { token, hash } = newToken();
    const id = await repo.createInvitation({
      tokenHash: hash,
      workspaceId: ws.id,
      email,
      role: role.role,
      roleId: role.roleId,
      invitedBy: auth.userId,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    const inviter = await this.users.byId(auth.userId);
    const invitedBy = inviter ? `${inviter.full_name} ${inviter.last_name}`.trim() : auth.email;
    const link = `/invitation/${token}`;
    const invitee = await this.users.byEmail(email);
    const language = invitee?.language === 'tr' || (!invitee && auth.language === 'tr') ? 'tr' : 'en';
    await this.mailer.send({
      to: email,
      ...renderMail(language, 'invitation', { invitedBy, workspaceName: ws.name, link: this.publicUrl + link }),
    });
    if (invitee) {
      // The e-mail above always goes out; the in-app copy must not send a second one.
      await this.notifier.notify(
        recipientOf(invitee),
        { type: 'INVITATION', key: 'invitation', params: { workspaceName: ws.name, invitedBy }, link },
        { email: false },
      );
    }
    await this.activity.add(auth.userId, 'ACTION', 'INVITATION_SENT', ctx, { email, workspace: ws.name });
    const created = (await repo.invitations(ws.id)).find((i) => i.id === id);
    if (!created) throw errors.internal(new Error('created invitation not listed'));
    return created;
  }

  /** The account's custom roles by name, for the members table's role picker. */
  roleOptions(ws: WorkspaceScope): Promise<RoleOption[]> {
    return this.roles.options(ws.accountId);
  }

  /**
   * Changes a member's role in the session's workspace. Nobody hands out permissions they do not hold themselves
   * (so only an administrator makes administrators); the last administrator cannot be demoted (LAST_ADMIN).
   */
  async updateMember(auth: Auth, ws: WorkspaceScope, userId: string, choice: string, ctx: RequestContext): Promise<Member> {
    const target = await this.repo.member(ws.id, userId);
    if (!target) throw errors.notFound('MEMBER_NOT_FOUND');
    const next = await this.roles.resolveChoice(ws.accountId, choice);
    if (!next.permissions.every((p) => ws.permissions.includes(p))) throw errors.permissionDenied();
    if (target.role === 'ADMIN' && !ws.permissions.includes('APPLICATION/ADMIN')) throw errors.permissionDenied();
    await this.changeRole(ws, target, next);
    await this.activity.add(auth.userId, 'ACTION', 'MEMBER_ROLE_CHANGED', ctx, {
      email: target.email,
      workspace: ws.name,
      role: next.role,
    });
    const updated = await this.repo.member(ws.id, userId);
    if (!updated) throw errors.internal(new Error('member missing after role change'));
    return updated;
  }

  /** The role change itself (checked by the caller), with the LAST_ADMIN rule under a lock. */
  async changeRole(workspace: { id: string; code: string }, target: Member, next: ResolvedRole): Promise<void> {
    await this.transaction(async (r) => {
      if (target.role === 'ADMIN' && next.role !== 'ADMIN' && (await r.otherAdmins(workspace.id, target.userId)) === 0)
        throw errors.conflict('LAST_ADMIN');
      await r.setRole(workspace.id, target.userId, next.role, next.roleId);
    });
    this.sessions.forgetUser(target.userId);
    await this.events.add({
      type: 'WORKSPACE_MEMBERSHIP_CHANGED',
      userId: target.userId,
      workspaceId: null,
      payload: { workspaceCode: workspace.code },
    });
  }

  /** Removes a member of the session's workspace; their content stays, their sessions there lose the workspace. */
  async removeMember(auth: Auth, ws: WorkspaceScope, userId: string, ctx: RequestContext): Promise<void> {
    const target = await this.repo.member(ws.id, userId);
    if (!target) throw errors.notFound('MEMBER_NOT_FOUND');
    if (target.role === 'ADMIN' && !ws.permissions.includes('APPLICATION/ADMIN')) throw errors.permissionDenied();
    await this.leave([{ id: ws.id, code: ws.code }], target);
    await this.activity.add(auth.userId, 'ACTION', 'MEMBER_REMOVED', ctx, { email: target.email, workspace: ws.name });
  }

  /**
   * A member leaves workspaces in one transaction (all or none: LAST_ADMIN in any refuses all). What they made
   * (analyses, models, marks) stays with the workspace; their pending invitations there end.
   */
  async leave(workspaces: readonly { id: string; code: string }[], target: Pick<Member, 'userId' | 'email'>): Promise<void> {
    await this.transaction(async (r) => {
      for (const w of workspaces) {
        const member = await r.member(w.id, target.userId);
        if (!member) continue;
        if (member.role === 'ADMIN' && (await r.otherAdmins(w.id, target.userId)) === 0) throw errors.conflict('LAST_ADMIN');
        await r.removeMember(w.id, target.userId);
      }
      await r.revokePending(
        workspaces.map((w) => w.id),
        target.email,
      );
    });
    for (const w of workspaces) {
      await this.sessions.leaveWorkspace(target.userId, w.id);
      await this.events.add({
        type: 'WORKSPACE_MEMBERSHIP_CHANGED',
        userId: target.userId,
        workspaceId: null,
        payload: { workspaceCode: w.code },
      });
    }
  }

  /** Adds an existing user to a workspace with a resolved role (an account manager's add); ALREADY_MEMBER is the caller's check. */
  async join(workspace: { id: string; code: string }, userId: string, role: ResolvedRole): Promise<void> {
    await this.repo.addMember(workspace.id, userId, role.role, role.roleId);
    this.sessions.forgetUser(userId);
    await this.events.add({
      type: 'WORKSPACE_MEMBERSHIP_CHANGED',
      userId,
      workspaceId: null,
      payload: { workspaceCode: workspace.code },
    });
  }

  async revoke(ws: WorkspaceScope, id: string): Promise<void> {
    const repo = this.repo;
    const inv = await repo.invitationById(ws.id, id);
    if (!inv || inv.status !== 'PENDING') throw errors.notFound();
    await repo.setInvitationStatus(inv.id, 'REVOKED');
  }

  private async validInvitation(token: string): Promise<InvitationRow> {
    const inv = await this.repo.invitationByToken(hashToken(token));
    if (!inv || inv.status !== 'PENDING' || inv.expiresAt.getTime() <= Date.now()) throw errors.notFound('INVITATION_INVALID');
    return inv;
  }

  async preview(token: string) {
    const inv = await this.validInvitation(token);
    return {
      workspaceName: inv.workspaceName,
      email: inv.email,
      role: inv.role as WorkspaceRole,
      invitedBy: inv.invitedByName,
      userExists: (await this.users.byEmail(inv.email)) !== undefined,
    };
  }

  /** Joins the invitation's workspace. The signed-in user must be the invited address: links are not transferable. */
  async accept(auth: Auth, token: string, ctx: RequestContext): Promise<{ workspaceCode: string }> {
    const inv = await this.validInvitation(token);
    if (inv.email !== auth.email) throw errors.forbidden('INVITATION_EMAIL_MISMATCH');
    await this.transaction(async (r) => {
      await r.addMember(inv.workspaceId, auth.userId, inv.role as MemberRole, inv.roleId);
      await r.setInvitationStatus(inv.id, 'ACCEPTED');
    });
    const joined = (await this.users.memberships(auth.userId)).find((m) => m.workspaceId === inv.workspaceId);
    if (!joined) throw errors.internal(new Error('membership missing after accept'));
    await this.activity.add(auth.userId, 'ACTION', 'INVITATION_ACCEPTED', ctx, { workspace: inv.workspaceName });
    await this.events.add({
      type: 'WORKSPACE_MEMBERSHIP_CHANGED',
      userId: auth.userId,
      workspaceId: null,
      payload: { workspaceCode: joined.code },
    });
    const me = await this.users.byId(auth.userId);
    const inviter = await this.users.byId(inv.invitedById);
    if (inviter && me) {
      await this.notifier.notify(recipientOf(inviter), {
        type: 'WORKSPACE',
        key: 'memberJoined',
        params: { name: `${me.full_name} ${me.last_name}`.trim(), workspaceName: inv.workspaceName },
        link: null,
      });
    }
    return { workspaceCode: joined.code };
  }
}
