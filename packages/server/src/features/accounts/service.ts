import type {
  AccountDetail,
  AccountSummary,
  AccountUsageMonth,
  AccountUser,
  Page,
  Statistics,
  WorkspaceRole,
} from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';

/** Who acts: the operator's session, or the demo seed's operator. */
export type Actor = Pick<Auth, 'userId' | 'language'>;
import { newToken } from '../../platform/auth/tokens.js';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { AppError, errors } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import type { PackageRepository } from '../packages/repository.js';
import { workspaceCode } from '../workspaces/service.js';
import type { AccountRepository, AccountRow, AccountWrites, ManagerKind } from './repository.js';

const INVITATION_DAYS = 7;

export interface AccountInput {
  name: string;
  subscriptionStart: string | null;
  subscriptionEnd: string | null;
  packageId?: string | undefined;
  owners: string[];
  representatives: string[];
  additionalEmails: string[];
}

/** The last `months` UTC calendar months, oldest first, as `YYYY-MM`, and the first instant of the oldest. */
export function monthRange(months: number, now = new Date()): { keys: string[]; since: Date } {
  const keys: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    keys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return { keys, since: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1)) };
}

const unique = (xs: readonly string[]) => [...new Set(xs)];
const toDate = (v: string | null) => (v === null ? null : new Date(v));

interface Invite {
  email: string;
  role: WorkspaceRole;
  workspaceId: string;
  workspaceName: string;
  token: string;
}

/** Accounts as the operator manages them (docs/accounts-admin.md). */
export class AccountService {
  constructor(
    private readonly repo: AccountRepository,
    private readonly transaction: TransactionPort<AccountWrites>,
    private readonly packages: PackageRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    /** Cached sessions carry the account's suspension: cleared when it changes (other processes: within the TTL). */
    private readonly sessionCache: { clear(): void },
  ) {}

  private summary(r: AccountRow, owners: string[]): AccountSummary {
    return {
      id: r.id,
      name: r.name,
      packageId: r.planId,
      packageCode: r.planCode,
      packageName: r.planName,
      subscriptionStart: r.subscriptionStart?.toISOString() ?? null,
      subscriptionEnd: r.subscriptionEnd?.toISOString() ?? null,
      status: r.suspendedAt ? 'SUSPENDED' : 'ACTIVE',
      workspaceCount: r.workspaceCount,
      userCount: r.userCount,
      owners,
      createdAt: r.createdAt.toISOString(),
    };
  }

  async list(q: {
    page: number;
    size: number;
    search?: string | undefined;
    status: 'ACTIVE' | 'SUSPENDED' | 'ALL';
  }): Promise<Page<AccountSummary>> {
    const { rows, total } = await this.repo.page(q);
    const managers = await this.repo.managers(rows.map((r) => r.id));
    return {
      content: rows.map((r) =>
        this.summary(
          r,
          managers.filter((m) => m.accountId === r.id && m.kind === 'OWNER').map((m) => m.email),
        ),
      ),
      page: q.page,
      size: q.size,
      total,
    };
  }

  async get(id: string): Promise<AccountDetail> {
    const r = await this.repo.byId(id);
    if (!r) throw errors.notFound();
    const managers = await this.repo.managers([id]);
    const of = (kind: ManagerKind) => managers.filter((m) => m.kind === kind).map((m) => m.email);
    const workspaces = await this.repo.workspaces(id);
    return {
      ...this.summary(r, of('OWNER')),
      representatives: of('REPRESENTATIVE'),
      additionalEmails: r.additionalEmails,
      suspendedAt: r.suspendedAt?.toISOString() ?? null,
      workspaces: workspaces.map((w) => ({ code: w.code, name: w.name, memberCount: Number(w.memberCount ?? 0) })),
      pendingInvitations: await this.repo.pendingInvitations(id),
    };
  }

  private async planId(packageId: string | undefined): Promise<string> {
    if (packageId === undefined) return this.packages.defaultPlanId();
    if (!(await this.packages.byId(packageId))) throw errors.badRequest('NOT_FOUND', 'packageId');
    return packageId;
  }

  /**
   * Links an address to the account: an existing user joins the workspace at once (and becomes owner or
   * representative); a new address is named pending and invited to the workspace.
   */
  private async attach(
    w: AccountWrites,
    ws: { id: string; name: string },
    emails: string[],
    role: WorkspaceRole,
    auth: Actor,
    invites: Invite[],
    join: boolean,
  ): Promise<{ userIds: string[]; pending: string[] }> {
    const userIds: string[] = [];
    const pending: string[] = [];
    for (const email of emails) {
      const user = await w.userByEmail(email);
      if (user) {
        userIds.push(user.id);
        if (join) await w.addMember(ws.id, user.id, role);
        continue;
      }
      pending.push(email);
      if (invites.some((i) => i.email === email)) continue;
      const { token, hash } = newToken();
      await w.createInvitation({
        tokenHash: hash,
        workspaceId: ws.id,
        email,
        role,
        invitedBy: auth.userId,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      });
      invites.push({ email, role, workspaceId: ws.id, workspaceName: ws.name, token });
    }
    return { userIds, pending };
  }

  private async sendInvites(invites: Invite[], auth: Actor): Promise<void> {
    for (const i of invites) {
      await this.mailer.send({
        to: i.email,
        ...renderMail(auth.language === 'tr' ? 'tr' : 'en', 'invitation', {
          invitedBy: 'Sentio',
          workspaceName: i.workspaceName,
          link: `${this.publicUrl}/invitation/${i.token}`,
        }),
      });
    }
  }

  /** All or nothing: the account, its first workspace, its owners, representatives and invitations. */
  async create(
    auth: Actor,
    input: AccountInput & { workspaceName: string; additionalRole: WorkspaceRole },
  ): Promise<AccountDetail> {
    if (await this.repo.nameTaken(input.name)) throw errors.conflict('ACCOUNT_NAME_TAKEN', 'name');
    const planId = await this.planId(input.packageId);
    const owners = unique(input.owners);
    const reps = unique(input.representatives).filter((e) => !owners.includes(e));
    const extra = unique(input.additionalEmails).filter((e) => !owners.includes(e) && !reps.includes(e));
    const invites: Invite[] = [];
    let accountId: string;
    try {
      accountId = await this.transaction(async (w) => {
        const id = await w.createAccount({
          name: input.name,
          planId,
          subscriptionStart: toDate(input.subscriptionStart),
          subscriptionEnd: toDate(input.subscriptionEnd),
          additionalEmails: extra,
        });
        const wsId = await w.createWorkspace(id, workspaceCode(input.workspaceName), input.workspaceName);
        const ws = { id: wsId, name: input.workspaceName };
        const o = await this.attach(w, ws, owners, 'ADMIN', auth, invites, true);
        const r = await this.attach(w, ws, reps, input.additionalRole, auth, invites, true);
        await this.attach(w, ws, extra, input.additionalRole, auth, invites, true);
        await w.setManagers(id, 'OWNER', o.userIds, o.pending);
        await w.setManagers(id, 'REPRESENTATIVE', r.userIds, r.pending);
        return id;
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError(500, 'InternalServerException', 'ACCOUNT_NOT_CREATED', { cause: err });
    }
    await this.sendInvites(invites, auth);
    return this.get(accountId);
  }

  /** New owners, representatives and additional addresses without a user are invited to the first workspace. */
  async update(auth: Actor, id: string, input: AccountInput): Promise<AccountDetail> {
    const current = await this.get(id);
    if (await this.repo.nameTaken(input.name, id)) throw errors.conflict('ACCOUNT_NAME_TAKEN', 'name');
    const planId = await this.planId(input.packageId);
    const owners = unique(input.owners);
    const reps = unique(input.representatives).filter((e) => !owners.includes(e));
    const extra = unique(input.additionalEmails).filter((e) => !owners.includes(e) && !reps.includes(e));
    const first = (await this.repo.workspaces(id))[0];
    const invites: Invite[] = [];
    const known = new Set([
      ...current.owners,
      ...current.representatives,
      ...current.additionalEmails,
      ...current.pendingInvitations.map((i) => i.email),
    ]);
    await this.transaction(async (w) => {
      await w.updateAccount(id, {
        name: input.name,
        planId,
        subscriptionStart: toDate(input.subscriptionStart),
        subscriptionEnd: toDate(input.subscriptionEnd),
        additionalEmails: extra,
      });
      const ws = first ? { id: first.id, name: first.name } : null;
      const link = async (emails: string[], role: WorkspaceRole) => {
        const userIds: string[] = [];
        const pending: string[] = [];
        for (const email of emails) {
          if (ws && !known.has(email)) {
            const r = await this.attach(w, ws, [email], role, auth, invites, true);
            userIds.push(...r.userIds);
            pending.push(...r.pending);
          } else {
            const user = await w.userByEmail(email);
            if (user) userIds.push(user.id);
            else pending.push(email);
          }
        }
        return { userIds, pending };
      };
      const o = await link(owners, 'ADMIN');
      const r = await link(reps, 'ANALYST');
      await link(extra, 'ANALYST');
      await w.setManagers(id, 'OWNER', o.userIds, o.pending);
      await w.setManagers(id, 'REPRESENTATIVE', r.userIds, r.pending);
    });
    await this.sendInvites(invites, auth);
    return this.get(id);
  }

  async setSuspended(id: string, suspended: boolean): Promise<void> {
    if (!(await this.repo.setSuspended(id, suspended ? new Date() : null))) throw errors.notFound();
    this.sessionCache.clear();
  }

  async usage(id: string, months: number): Promise<AccountUsageMonth[]> {
    if (!(await this.repo.byId(id))) throw errors.notFound();
    const { keys, since } = monthRange(months);
    const [docs, project, model] = await Promise.all([
      this.repo.documentsPerMonth(id, since),
      this.repo.projectSecondsPerMonth(id, since),
      this.repo.modelSecondsPerMonth(id, since),
    ]);
    return keys.map((month) => {
      const d = docs.find((r) => r.month === month);
      return {
        month,
        textDocuments: Number(d?.text ?? 0),
        dialogueDocuments: Number(d?.dialogue ?? 0),
        projectSeconds: Math.round(Number(project.find((r) => r.month === month)?.seconds ?? 0)),
        modelSeconds: Math.round(Number(model.find((r) => r.month === month)?.seconds ?? 0)),
      };
    });
  }

  async users(id: string): Promise<AccountUser[]> {
    if (!(await this.repo.byId(id))) throw errors.notFound();
    return this.repo.users(id);
  }

  async statistics(months: number): Promise<Statistics> {
    const { keys, since } = monthRange(months);
    const s = await this.repo.statistics(since);
    const at = (rows: { month: string; n: string }[], m: string) => Number(rows.find((r) => r.month === m)?.n ?? 0);
    return {
      months: keys.map((month) => ({
        month,
        documents: at(s.documents, month),
        users: at(s.users, month),
        models: at(s.models, month),
        analyses: at(s.analyses, month),
        signIns: at(s.signIns, month),
      })),
      totals: s.totals,
    };
  }
}
