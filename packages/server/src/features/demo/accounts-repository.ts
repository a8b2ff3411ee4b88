import type { Db } from '../../platform/db/database.js';

/** The demo seed's reads and writes around the accounts service (seed-accounts.ts). */
export class DemoAccountsRepository {
  constructor(private readonly db: Db) {}

  async userId(email: string): Promise<string | null> {
    return (await this.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst())?.id ?? null;
  }

  async accountId(name: string): Promise<string | null> {
    return (await this.db.selectFrom('account').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
  }

  /** A verified user who has finished the personal-information step; nothing when the address exists. */
  async addUser(u: {
    email: string;
    passwordHash: string;
    fullName: string;
    lastName: string;
    language: 'en' | 'tr';
    jobTitle: string;
    organisation: string;
  }): Promise<void> {
    await this.db
      .insertInto('app_user')
      .values({
        email: u.email,
        password_hash: u.passwordHash,
        full_name: u.fullName,
        last_name: u.lastName,
        language: u.language,
        email_verified_at: new Date(),
        personal_information_done: true,
        job_title: u.jobTitle,
        organisation: u.organisation,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }

  /** Signs the user in to the account's first workspace. */
  async selectFirstWorkspace(userId: string, accountId: string): Promise<void> {
    const ws = await this.db
      .selectFrom('workspace')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    await this.db.updateTable('app_user').set({ last_workspace_id: ws.id }).where('id', '=', userId).execute();
  }
}
