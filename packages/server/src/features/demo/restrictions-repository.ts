import type { Db } from '../../platform/db/database.js';

/** The demo's restricted analyst: the one write the restrictions seed needs beyond the teammates and restrictions. */
export class DemoRestrictionsRepository {
  constructor(private readonly db: Db) {}

  /** Gives a seeded teammate a password, so the restricted view can be tried by signing in as them. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('app_user').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  }
}
