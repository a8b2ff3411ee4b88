import type { Invitation, Member, Workspace, WorkspaceRole } from '@sentio/domain';
import { randomBytes } from 'node:crypto';
import type { Auth, RequestContext, WorkspaceScope } from '../../platform/auth/auth.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import type { EventRepository } from '../events/repository.js';
import { recipientOf, type Notifier } from '../notifications/notifier.js';
import type { PackageService } from '../packages/service.js';
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
  ) {}

  async list(auth: Auth): Promise<Workspace[]> {
    const rows = await this.repo.listForUser(auth.userId);
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      subtitle: r.subtitle,
      accountName: r.accountName,
      role: r.role as WorkspaceRole,
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
    const repo = this.repo;
    if (await repo.isMemberByEmail(ws.id, input.email)) throw errors.conflict('ALREADY_MEMBER', 'email');
    await this.packages.assertAvailable(ws.accountId, 'USER_COUNT');
    const { token, hash } = newToken();
    const id = await repo.createInvitation({
      tokenHash: hash,
      workspaceId: ws.id,
      email: input.email,
      role: input.role,
      invitedBy: auth.userId,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    const inviter = await this.users.byId(auth.userId);
    const invitedBy = inviter ? `${inviter.full_name} ${inviter.last_name}`.trim() : auth.email;
    const link = `/invitation/${token}`;
    const invitee = await this.users.byEmail(input.email);
    const language = invitee?.language === 'tr' || (!invitee && auth.language === 'tr') ? 'tr' : 'en';
    await this.mailer.send({
      to: input.email,
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
    await this.activity.add(auth.userId, 'ACTION', 'INVITATION_SENT', ctx, { email: input.email, workspace: ws.name });
    const created = (await repo.invitations(ws.id)).find((i) => i.id === id);
    if (!created) throw errors.internal(new Error('created invitation not listed'));
    return created;
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
      await r.addMember(inv.workspaceId, auth.userId, inv.role as WorkspaceRole);
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
