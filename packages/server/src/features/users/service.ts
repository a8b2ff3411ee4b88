import type { NotificationSetting, UpdateProfileBody, User } from '@sentio/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Auth, RequestContext } from '../../platform/auth/auth.js';
import type { SessionRepository } from '../../platform/auth/session-repository.js';
import { hashPassword, verifyPassword } from '../../platform/auth/tokens.js';
import { errors } from '../../platform/errors.js';
import type { EventRepository } from '../events/repository.js';
import { recipientOf, type Notifier } from '../notifications/notifier.js';
import type { NotificationSettingsRepository } from '../notifications/settings-repository.js';
import type { ActivityRepository } from './activity-repository.js';
import { presentUser } from './presenter.js';
import type { UserRepository } from './repository.js';

export async function verifyOtp(secret: string, code: string): Promise<boolean> {
  // One step of tolerance either side: phones drift, and a code typed at the end of its 30 s still counts.
  const result = await verify({ secret, token: code, epochTolerance: 30 }).catch(() => null);
  return result?.valid === true;
}

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly activity: ActivityRepository,
    private readonly settings: NotificationSettingsRepository,
    private readonly events: EventRepository,
    private readonly notifier: Notifier,
    private readonly tenantName: string,
  ) {}

  /** The user as a session sees it: `selected` marks the session's workspace (the given one, else the session's). */
  async me(
    auth: Pick<Auth, 'userId' | 'remember' | 'workspace'>,
    selectedWorkspaceId = auth.workspace?.id ?? null,
  ): Promise<User> {
    const [row, memberships, accountManager] = await Promise.all([
      this.users.byId(auth.userId),
      this.users.memberships(auth.userId),
      this.users.managesAnAccount(auth.userId),
    ]);
    if (!row) throw errors.unauthenticated();
    return presentUser(row, memberships, selectedWorkspaceId, auth.remember, accountManager);
  }

  async update(auth: Auth, body: UpdateProfileBody, ctx: RequestContext): Promise<User> {
    await this.users.update(auth.userId, {
      ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
      ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
      ...(body.jobTitle !== undefined ? { job_title: body.jobTitle || null } : {}),
      ...(body.department !== undefined ? { department: body.department || null } : {}),
      ...(body.organisation !== undefined ? { organisation: body.organisation || null } : {}),
      ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
      ...(body.personalInformationDone ? { personal_information_done: true } : {}),
    });
    this.sessions.forgetUser(auth.userId);
    await this.activity.add(auth.userId, 'ACTION', 'PROFILE_UPDATED', ctx);
    return this.me(auth);
  }

  /** Changes the session's scope; the user must be a member of the target workspace (else it answers like a missing one). */
  async switchWorkspace(auth: Auth, workspaceCode: string, ctx: RequestContext): Promise<User> {
    const target = (await this.users.memberships(auth.userId)).find((m) => m.code === workspaceCode);
    if (!target) throw errors.notFound();
    await this.sessions.setWorkspace(auth.sessionId, target.workspaceId);
    await this.users.update(auth.userId, { last_workspace_id: target.workspaceId });
    await this.activity.add(auth.userId, 'ACTION', 'WORKSPACE_SWITCHED', ctx, { workspace: target.name });
    return this.me(auth, target.workspaceId);
  }

  /** A new password ends every other session: whoever knew the old one is signed out. */
  async changePassword(auth: Auth, current: string, next: string, ctx: RequestContext): Promise<void> {
    const row = await this.users.byId(auth.userId);
    if (!row || !(await verifyPassword(row.password_hash, current)))
      throw errors.badRequest('AUTH_PASSWORD_MISMATCH', 'currentPassword');
    await this.users.update(auth.userId, { password_hash: await hashPassword(next) });
    await this.sessions.revokeAllOf(auth.userId, auth.sessionId);
    await this.activity.add(auth.userId, 'ACTION', 'PASSWORD_CHANGED', ctx);
    await this.notifier.notify(recipientOf(row), { type: 'SECURITY', key: 'passwordChanged', params: {}, link: '/profile/2' });
  }

  async otpSetup(auth: Auth): Promise<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }> {
    const secret = generateSecret();
    await this.users.update(auth.userId, { otp_pending_secret: secret });
    const otpauthUrl = generateURI({ issuer: this.tenantName, label: auth.email, secret });
    return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  }

  async otpEnable(auth: Auth, code: string, ctx: RequestContext): Promise<User> {
    const row = await this.users.byId(auth.userId);
    if (!row?.otp_pending_secret || !(await verifyOtp(row.otp_pending_secret, code)))
      throw errors.badRequest('AUTH_OTP_INVALID', 'code');
    await this.users.update(auth.userId, { otp_secret: row.otp_pending_secret, otp_pending_secret: null });
    await this.activity.add(auth.userId, 'ACTION', 'OTP_ENABLED', ctx);
    await this.notifier.notify(recipientOf(row), { type: 'SECURITY', key: 'otpEnabled', params: {}, link: '/profile/2' });
    return this.me(auth);
  }

  async otpDisable(auth: Auth, password: string, ctx: RequestContext): Promise<User> {
    const row = await this.users.byId(auth.userId);
    if (!row || !(await verifyPassword(row.password_hash, password)))
      throw errors.badRequest('AUTH_PASSWORD_MISMATCH', 'password');
    await this.users.update(auth.userId, { otp_secret: null, otp_pending_secret: null });
    await this.activity.add(auth.userId, 'ACTION', 'OTP_DISABLED', ctx);
    await this.notifier.notify(recipientOf(row), { type: 'SECURITY', key: 'otpDisabled', params: {}, link: '/profile/2' });
    return this.me(auth);
  }

  activityPage(auth: Auth, page: number, size: number) {
    return this.activity.page(auth.userId, page, size);
  }

  notificationSettings(auth: Auth): Promise<NotificationSetting[]> {
    return this.settings.list(auth.userId);
  }

  async saveNotificationSettings(auth: Auth, settings: NotificationSetting[]): Promise<NotificationSetting[]> {
    await this.settings.save(auth.userId, settings);
    await this.events.add({ type: 'USER_UPDATED', userId: auth.userId, workspaceId: null, payload: {} });
    return this.settings.list(auth.userId);
  }
}
