import type { Db } from './db/database.js';

/** The SQL of the demo installation (see seed.ts). */
export class SeedRepository {
  constructor(private readonly db: Db) {}

  async hasUsers(): Promise<boolean> {
    return (await this.db.selectFrom('app_user').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  /** The account, its two workspaces, the operator and a welcome notification, together or not at all. */
  async insertDemo(email: string, passwordHash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const plan = await trx.selectFrom('plan').select('id').where('code', '=', 'UNLIMITED').executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('app_user')
        .values({
          email,
          password_hash: passwordHash,
          full_name: 'Demo',
          last_name: 'Admin',
          language: 'en',
          user_type: 'SYSTEM_ADMIN',
          email_verified_at: new Date(),
          personal_information_done: true,
          job_title: 'CX lead',
          organisation: 'Sentio Demo',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await trx
        .insertInto('account')
        .values({ name: 'Sentio Demo', plan_id: plan.id, subscription_start: new Date(), subscription_end: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('account_owner').values({ account_id: account.id, user_id: user.id }).execute();
      const workspaces = await trx
        .insertInto('workspace')
        .values([
          { account_id: account.id, code: 'demo', name: 'Demo', subtitle: 'Customer experience demo' },
          { account_id: account.id, code: 'demo-call-center', name: 'Demo Call Center', subtitle: 'Call-centre dialogues' },
        ])
        .returning('id')
        .execute();
      await trx
        .insertInto('workspace_member')
        .values(workspaces.map((w) => ({ workspace_id: w.id, user_id: user.id, role: 'ADMIN' })))
        .execute();
      await trx
        .updateTable('app_user')
        .set({ last_workspace_id: workspaces[0]?.id ?? null })
        .where('id', '=', user.id)
        .execute();
      await trx
        .insertInto('in_app_notification')
        .values({
          user_id: user.id,
          type: 'SYSTEM',
          title_key: 'notifications.welcome.title',
          body_key: 'notifications.welcome.body',
          params: JSON.stringify({ name: 'Demo' }),
          link: null,
        })
        .execute();
    });
  }
}
