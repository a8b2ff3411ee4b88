import type { loginBody, registerBody, User } from '@sentio/domain';
import type { z } from 'zod';
import type { Auth, RequestContext } from '../../platform/auth/auth.js';
import type { SessionRepository } from '../../platform/auth/session-repository.js';
import {
  hashCode,
  hashPassword,
  hashToken,
  newNumericCode,
  newToken,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/auth/tokens.js';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import { recipientOf, type Notifier } from '../notifications/notifier.js';
import type { PackageRepository } from '../packages/repository.js';
import type { ActivityRepository } from '../users/activity-repository.js';
import type { UserRepository } from '../users/repository.js';
import { verifyOtp, type UserService } from '../users/service.js';
import type { RegistrationRules } from '../accounts/repository.js';
import { workspaceCode } from '../workspaces/service.js';
import type { WorkspaceRepository } from '../workspaces/repository.js';
import { LOGIN_WINDOW_MS, remainingWait, startsThrottle, type FailureCounts } from './login-throttle.js';
import type { AuthRepository } from './repository.js';

const HOUR = 3_600_000;
export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;
const MAX_CODES_PER_HOUR = 5;
const MAX_RECOVERY_ATTEMPTS = 5;

export interface SignedIn {
  token: string;
  user: User;
  expiresAt: Date;
  remember: boolean;
}

type Register = z.output<typeof registerBody>;

/** What a sign-up writes, on one transaction. */
export interface SignUpWrites {
  users: UserRepository;
  workspaces: WorkspaceRepository;
  /** The operator rule and pending account roles of a new address (features/accounts). */
  registration: RegistrationRules;
}
type Login = z.output<typeof loginBody>;

export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly users: UserRepository,
    /** The all-or-nothing sign-up writes users and workspaces through one transaction. */
    private readonly signUp: TransactionPort<SignUpWrites>,
    private readonly packages: PackageRepository,
    private readonly sessions: SessionRepository,
    private readonly activity: ActivityRepository,
    private readonly userService: UserService,
    private readonly notifier: Notifier,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /**
   * Sign-up of a company: its account (on the default plan), a first workspace named after it, and the owner,
   * who administers that workspace. All or nothing; the verification mail goes out after the commit.
   */
  async register(input: Register, ctx: RequestContext): Promise<{ email: string }> {
    if (await this.users.byEmail(input.email)) throw errors.conflict('EMAIL_ALREADY_REGISTERED', 'email');
    const passwordHash = await hashPassword(input.password);
    const planId = await this.packages.defaultPlanId();
    const user = await this.signUp(async ({ users, workspaces: ws, registration }) => {
      const created = await users.create({
        email: input.email,
        password_hash: passwordHash,
        full_name: input.full_name,
        last_name: input.lastName,
        language: input.language,
      });
      const accountId = await ws.createAccount(input.companyName, planId, created.id);
      const workspaceId = await ws.createWorkspace({
        accountId,
        code: workspaceCode(input.companyName),
        name: input.companyName,
        subtitle: null,
      });
      await ws.addMember(workspaceId, created.id, 'ADMIN');
      await registration.apply(created.id, created.email);
      return created;
    });
    await this.activity.add(user.id, 'ACTION', 'REGISTERED', ctx);
    await this.sendVerification(user);
    return { email: user.email };
  }

  private async sendVerification(user: { id: string; email: string; full_name: string; language: string }): Promise<void> {
    const { token, hash } = newToken();
    await this.repo.addVerification(user.id, hash, new Date(Date.now() + 48 * HOUR));
    const link = `${this.publicUrl}/verification-email/${token}`;
    await this.mailer.send({
      to: user.email,
      ...renderMail(recipientOf(user).language, 'verification', { name: user.full_name, link }),
    });
  }

  async verifyEmail(code: string): Promise<void> {
    const userId = await this.repo.useVerification(hashToken(code));
    if (!userId) throw errors.badRequest('VERIFICATION_CODE_INVALID', 'code');
    const user = await this.users.byId(userId);
    if (!user || user.email_verified_at) return;
    await this.users.update(userId, { email_verified_at: new Date() });
    await this.notifier.notify(
      recipientOf(user),
      { type: 'SYSTEM', key: 'welcome', params: { name: user.full_name }, link: '/personal-information' },
      { email: false },
    );
  }

  /** Same answer whether or not the address exists or is verified: the call must not reveal accounts. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (!user || user.email_verified_at) return;
    if ((await this.repo.codesSince('verification', user.id, new Date(Date.now() - HOUR))) >= MAX_CODES_PER_HOUR) return;
    await this.sendVerification(user);
  }

  async login(input: Login, ctx: RequestContext): Promise<SignedIn> {
    // Keyed by account and client address with growing waits, never a lock of the account (login-throttle.ts).
    const now = new Date();
    const failures = await this.repo.failureCounts(input.email, ctx.ip, new Date(now.getTime() - LOGIN_WINDOW_MS));
    const wait = remainingWait(failures, now);
    if (wait > 0) throw errors.tooManyRequests('AUTH_TOO_MANY_ATTEMPTS', Math.ceil(wait / 1000));

    const user = await this.users.byEmail(input.email);
    const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
    if (!user || !passwordOk) {
      await this.failed(input.email, user ?? null, failures, 'WRONG_PASSWORD', ctx);
      throw errors.unauthenticated('AUTH_WRONG_CREDENTIALS');
    }
    if (!user.email_verified_at) throw errors.forbidden('AUTH_EMAIL_NOT_VERIFIED');
    if (user.otp_secret) {
      if (!input.otp) throw errors.unauthenticated('AUTH_OTP_REQUIRED');
      if (!(await verifyOtp(user.otp_secret, input.otp))) {
        await this.failed(input.email, user, failures, 'WRONG_OTP', ctx);
        throw errors.unauthenticated('AUTH_OTP_INVALID');
      }
    }

    // The session starts in the workspace used last, else the first one; none is possible (NO_WORKSPACE_FOUND later).
    const memberships = await this.users.memberships(user.id);
    const workspace = memberships.find((m) => m.workspaceId === user.last_workspace_id) ?? memberships[0] ?? null;
    const remember = input.remember === true;
    const expiresAt = new Date(Date.now() + (remember ? REMEMBER_DAYS * 24 : SESSION_HOURS) * HOUR);
    const { token, hash } = newToken();
    await this.sessions.create({
      tokenHash: hash,
      userId: user.id,
      workspaceId: workspace?.workspaceId ?? null,
      remember,
      expiresAt,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await this.repo.recordAttempt(input.email, ctx.ip, true);
    await this.activity.add(user.id, 'SIGN_IN', 'SIGN_IN', ctx);
    const me = await this.userService.me({ userId: user.id, remember, workspace: null }, workspace?.workspaceId ?? null);
    return { token, user: me, expiresAt, remember };
  }

  /**
   * Records a failed sign-in; when it is the one that starts the waits for the account, the owner is told (in the
   * app and by e-mail) which client address is guessing, once rather than per guess.
   */
  private async failed(
    email: string,
    user: { id: string; email: string; language: string } | null,
    before: FailureCounts,
    reason: 'WRONG_PASSWORD' | 'WRONG_OTP',
    ctx: RequestContext,
  ): Promise<void> {
    await this.repo.recordAttempt(email, ctx.ip, false);
    if (!user) return;
    await this.activity.add(user.id, 'SIGN_IN_FAILED', reason, ctx);
    if (startsThrottle(before.pair.count + 1, before.account.count + 1))
      await this.notifier.notify(recipientOf(user), {
        type: 'SECURITY',
        key: 'signInThrottled',
        params: { ip: ctx.ip ?? '?' },
        link: '/profile/3',
      });
  }

  async logout(auth: Auth, ctx: RequestContext): Promise<void> {
    await this.sessions.revoke(auth.sessionId);
    await this.activity.add(auth.userId, 'SIGN_OUT', 'SIGN_OUT', ctx);
  }

  /** Mails a 4-digit code valid 15 minutes. Answers the same for unknown addresses. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (!user) return;
    if ((await this.repo.codesSince('recovery', user.id, new Date(Date.now() - HOUR))) >= MAX_CODES_PER_HOUR) return;
    const code = newNumericCode(4);
    await this.repo.addRecovery(user.id, hashCode(user.id, code), new Date(Date.now() + 15 * 60_000));
    await this.mailer.send({
      to: user.email,
      ...renderMail(recipientOf(user).language, 'recovery', { name: user.full_name, code }),
    });
  }

  /**
   * A 4-digit code is guessable, so each code allows 5 tries. Success sets the password, verifies the address
   * (the code proved the mailbox), and ends every session.
   */
  async resetPassword(input: { email: string; code: string; password: string }, ctx: RequestContext): Promise<void> {
    const user = await this.users.byEmail(input.email);
    const recovery = user ? await this.repo.latestRecovery(user.id) : undefined;
    if (!user || !recovery || recovery.attempts >= MAX_RECOVERY_ATTEMPTS)
      throw errors.badRequest('RECOVERY_CODE_INVALID', 'code');
    if (recovery.code_hash !== hashCode(user.id, input.code)) {
      await this.repo.countRecoveryAttempt(recovery.id);
      throw errors.badRequest('RECOVERY_CODE_INVALID', 'code');
    }
    await this.repo.useRecovery(recovery.id);
    await this.users.update(user.id, {
      password_hash: await hashPassword(input.password),
      email_verified_at: user.email_verified_at ?? new Date(),
    });
    await this.sessions.revokeAllOf(user.id);
    await this.activity.add(user.id, 'ACTION', 'PASSWORD_RESET', ctx);
    await this.notifier.notify(recipientOf(user), { type: 'SECURITY', key: 'passwordChanged', params: {}, link: null });
  }
}
