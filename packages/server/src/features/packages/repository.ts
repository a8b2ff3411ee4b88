import { sql } from 'kysely';
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

export interface PackageRecord {
  id: string;
  code: string;
  name: string;
  description: string;
  isDefault: boolean;
  unlimited: boolean;
  features: Record<string, number | null>;
  createdAt: Date;
  accountCount: number;
}

export interface PackageWrite {
  code: string;
  name: string;
  description: string;
  unlimited: boolean;
  isDefault: boolean;
  features: Record<string, number | null>;
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

  /** Documents imported into the account's analyses since `since` (the start of the calendar month). */
  async countDocumentsSince(accountId: string, since: Date): Promise<number> {
    const r = await this.db
      .selectFrom('project_document as d')
      .innerJoin('workspace as w', 'w.id', 'd.workspace_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('w.account_id', '=', accountId)
      .where('d.created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async accountOfWorkspace(workspaceId: string): Promise<string | undefined> {
    const r = await this.db.selectFrom('workspace').select('account_id').where('id', '=', workspaceId).executeTakeFirst();
    return r?.account_id;
  }

  private packages() {
    return this.db.selectFrom('plan as p').select((eb) => [
      'p.id',
      'p.code',
      'p.name',
      'p.description',
      'p.is_default as isDefault',
      'p.unlimited',
      'p.features',
      'p.created_at as createdAt',
      eb
        .selectFrom('account as a')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('a.plan_id', '=', 'p.id')
        .as('accountCount'),
    ]);
  }

  async list(): Promise<PackageRecord[]> {
    const rows = await this.packages()
      .orderBy(sql`lower(p.name)`)
      .orderBy('p.id')
      .execute();
    return rows.map((r) => ({ ...r, accountCount: Number(r.accountCount ?? 0) }));
  }

  async byId(id: string): Promise<PackageRecord | undefined> {
    const r = await this.packages().where('p.id', '=', id).executeTakeFirst();
    return r ? { ...r, accountCount: Number(r.accountCount ?? 0) } : undefined;
  }

  accountsOn(id: string) {
    return this.db
      .selectFrom('account')
      .select(['id', 'name', 'suspended_at'])
      .where('plan_id', '=', id)
      .orderBy(sql`lower(name)`)
      .execute();
  }

  async codeTaken(code: string, exceptId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('plan')
      .select('id')
      .where(sql<boolean>`upper(code) = upper(${code})`);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Saves a package; making it the default clears the previous default on the same transaction. */
  async save(id: string | null, input: PackageWrite): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      if (input.isDefault) {
        let clear = trx.updateTable('plan').set({ is_default: false }).where('is_default', '=', true);
        if (id) clear = clear.where('id', '<>', id);
        await clear.execute();
      }
      const values = {
        code: input.code,
        name: input.name,
        description: input.description,
        unlimited: input.unlimited,
        features: JSON.stringify(input.features),
      };
      if (id === null) {
        const r = await trx
          .insertInto('plan')
          .values({ ...values, is_default: input.isDefault })
          .returning('id')
          .executeTakeFirstOrThrow();
        return r.id;
      }
      // The default stays the default until another package is made the default: there is always exactly one.
      await trx
        .updateTable('plan')
        .set(input.isDefault ? { ...values, is_default: true } : values)
        .where('id', '=', id)
        .execute();
      return id;
    });
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('plan').where('id', '=', id).execute();
  }
}
