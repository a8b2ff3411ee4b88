import {
  featureKinds,
  packageFeatures,
  type AccountFeature,
  type LimitStatus,
  type PackageFeature,
  type Plan,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { PackageRepository, PlanRow } from './repository.js';

/** How much of a COUNT feature an account uses. Areas register theirs as they are built. */
export type UsageCounter = (accountId: string) => Promise<number>;

export class PackageService {
  private readonly counters: Partial<Record<PackageFeature, UsageCounter>>;

  constructor(private readonly repo: PackageRepository) {
    this.counters = {
      WORKSPACE_COUNT: (id) => repo.countWorkspaces(id),
      USER_COUNT: (id) => repo.countUsers(id),
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
}
