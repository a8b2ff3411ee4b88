import type { Db } from '../../platform/db/database.js';

export interface PlanRow {
  code: string;
  name: string;
  isDefault: boolean;
  unlimited: boolean;
  features: Record<string, number | null>;
  accountName: string;
  subscriptionStart: Date | null;
  subscriptionEnd: Date | null;
}

export class PackageRepository {
  constructor(private readonly db: Db) {}

  defaultPlanId(): Promise<string> {
    return this.db
      .selectFrom('plan')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow(() => new Error('no default plan: the platform migration seeds one'))
      .then((r) => r.id);
  }

  planOfAccount(accountId: string): Promise<PlanRow | undefined> {
    return this.db
      .selectFrom('account as a')
      .innerJoin('plan as p', 'p.id', 'a.plan_id')
      .select([
        'p.code',
        'p.name',
        'p.is_default as isDefault',
        'p.unlimited',
        'p.features',
        'a.name as accountName',
        'a.subscription_start as subscriptionStart',
        'a.subscription_end as subscriptionEnd',
      ])
      .where('a.id', '=', accountId)
      .executeTakeFirst();
  }

  async countWorkspaces(accountId: string): Promise<number> {
    const r = await this.db
      .selectFrom('workspace')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Distinct people with access to the account: members of its workspaces plus pending invitations to new addresses. */
  async countUsers(accountId: string): Promise<number> {
    const members = this.db
      .selectFrom('workspace_member as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select('u.email')
      .where('w.account_id', '=', accountId);
    const invited = this.db
      .selectFrom('invitation as i')
      .innerJoin('workspace as w', 'w.id', 'i.workspace_id')
      .select('i.email')
      .where('w.account_id', '=', accountId)
      .where('i.status', '=', 'PENDING')
      .where('i.expires_at', '>', new Date());
    const r = await this.db
      .selectFrom(members.union(invited).as('people'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
