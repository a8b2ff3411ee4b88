import {
  featureKinds,
  type PackageBody,
  type PackageDetail,
  type PackageInfo,
  packageFeatures,
  type AccountFeature,
  type LimitStatus,
  type PackageFeature,
  type Plan,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { PackageRecord, PackageRepository, PlanRow } from './repository.js';

/** How much of a COUNT feature an account uses. Areas register theirs as they are built. */
export type UsageCounter = (accountId: string) => Promise<number>;

export class PackageService {
  private readonly counters: Partial<Record<PackageFeature, UsageCounter>>;

  constructor(private readonly repo: PackageRepository) {
    this.counters = {
      WORKSPACE_COUNT: (id) => repo.countWorkspaces(id),
      USER_COUNT: (id) => repo.countUsers(id),
      DOCUMENT_MONTHLY: (id) => {
        const now = new Date();
        return repo.countDocumentsSince(id, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
      },
    };
  }

  /** PROJECT_COUNT and MODEL_COUNT are registered by the projects and models areas; until an area exists its usage is 0. */
  registerCounter(feature: PackageFeature, counter: UsageCounter): void {
    this.counters[feature] = counter;
  }

  private async planOf(accountId: string): Promise<PlanRow> {
    const plan = await this.repo.planOfAccount(accountId);
    if (!plan) throw errors.notFound();
    return plan;
  }

  private async evaluate(plan: PlanRow, accountId: string, feature: PackageFeature): Promise<AccountFeature> {
    const kind = featureKinds[feature];
    const configured = feature in plan.features ? (plan.features[feature] ?? null) : undefined;
    const limit = plan.unlimited ? (kind === 'FLAG' ? 1 : null) : configured === undefined ? 0 : configured;
    const used = kind === 'COUNT' ? await (this.counters[feature]?.(accountId) ?? Promise.resolve(0)) : 0;
    let status: LimitStatus;
    if (kind === 'FLAG') status = limit === null || limit > 0 ? 'LIMIT_AVAILABLE' : 'FEATURE_NOT_IN_PACKAGE';
    else if (limit === null) status = 'LIMIT_AVAILABLE';
    else if (configured === undefined && !plan.unlimited) status = 'FEATURE_NOT_IN_PACKAGE';
    else status = used < limit ? 'LIMIT_AVAILABLE' : 'LIMIT_EXCEEDED';
    return { code: feature, kind, limit, used, status };
  }

  async check(accountId: string, feature: PackageFeature): Promise<{ feature: PackageFeature; status: LimitStatus }> {
    const f = await this.evaluate(await this.planOf(accountId), accountId, feature);
    return { feature, status: f.status };
  }

  /** Throws 402 PLAN_LIMIT_REACHED when one more of `feature` is not allowed; call before creating. */
  async assertAvailable(accountId: string, feature: PackageFeature): Promise<void> {
    if ((await this.check(accountId, feature)).status !== 'LIMIT_AVAILABLE') throw errors.planLimit(feature);
  }

  /**
   * Before an upload or ingest batch of an analysis in this workspace is accepted: 402 PLAN_LIMIT_REACHED
   * (`data.feature` DOCUMENT_MONTHLY) once the account's documents of this calendar month reached the limit.
   */
  async assertDocumentQuota(workspaceId: string): Promise<void> {
    const accountId = await this.repo.accountOfWorkspace(workspaceId);
    if (accountId) await this.assertAvailable(accountId, 'DOCUMENT_MONTHLY');
  }

  async features(accountId: string): Promise<AccountFeature[]> {
    const plan = await this.planOf(accountId);
    return Promise.all(packageFeatures.map((f) => this.evaluate(plan, accountId, f)));
  }

  async feature(accountId: string, feature: PackageFeature): Promise<AccountFeature> {
    return this.evaluate(await this.planOf(accountId), accountId, feature);
  }

  async plan(accountId: string): Promise<Plan> {
    const p = await this.planOf(accountId);
    return {
      code: p.code,
      name: p.name,
      isDefault: p.isDefault,
      unlimited: p.unlimited,
      features: packageFeatures.map((code) => ({ code, limit: p.unlimited ? null : (p.features[code] ?? null) })),
      accountName: p.accountName,
      subscriptionStart: p.subscriptionStart?.toISOString() ?? null,
      subscriptionEnd: p.subscriptionEnd?.toISOString() ?? null,
    };
  }

  private static present(p: PackageRecord): PackageInfo {
    return {
      id: p.id,
      code: p.code,
      name: p.name,
      description: p.description,
      unlimited: p.unlimited,
      isDefault: p.isDefault,
      features: packageFeatures.map((code) => ({ code, limit: code in p.features ? (p.features[code] ?? null) : 0 })),
      accountCount: p.accountCount,
      createdAt: p.createdAt.toISOString(),
    };
  }

  async adminList(): Promise<PackageInfo[]> {
    return (await this.repo.list()).map((p) => PackageService.present(p));
  }

  async adminGet(id: string): Promise<PackageDetail> {
    const p = await this.repo.byId(id);
    if (!p) throw errors.notFound();
    const accounts = await this.repo.accountsOn(id);
    return {
      ...PackageService.present(p),
      accounts: accounts.map((a) => ({ id: a.id, name: a.name, status: a.suspended_at ? 'SUSPENDED' : 'ACTIVE' })),
    };
  }

  private static write(body: PackageBody & { code: string }) {
    const features: Record<string, number | null> = {};
    for (const f of body.features) features[f.code] = featureKinds[f.code] === 'FLAG' ? (f.limit === 0 ? 0 : 1) : f.limit;
    return {
      code: body.code,
      name: body.name,
      description: body.description ?? '',
      unlimited: body.unlimited ?? false,
      isDefault: body.isDefault ?? false,
      features,
    };
  }

  async adminCreate(body: PackageBody): Promise<PackageDetail> {
    if (await this.repo.codeTaken(body.code)) throw errors.conflict('PACKAGE_CODE_TAKEN', 'code');
    return this.adminGet(await this.repo.save(null, PackageService.write(body)));
  }

  /** Limits apply at once: every check reads the account's package when it runs. */
  async adminUpdate(id: string, body: PackageBody): Promise<PackageDetail> {
    if (!(await this.repo.byId(id))) throw errors.notFound();
    if (await this.repo.codeTaken(body.code, id)) throw errors.conflict('PACKAGE_CODE_TAKEN', 'code');
    await this.repo.save(id, PackageService.write(body));
    return this.adminGet(id);
  }

  async adminDelete(id: string): Promise<void> {
    const p = await this.repo.byId(id);
    if (!p) throw errors.notFound();
    if (p.isDefault) throw errors.conflict('PACKAGE_DEFAULT');
    if (p.accountCount > 0) throw errors.conflict('PACKAGE_IN_USE');
    await this.repo.delete(id);
  }
}
