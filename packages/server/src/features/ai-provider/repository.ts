import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AiProviderSettingTable } from '../../platform/db/schema-ai-provider.js';
import { isUniqueViolation } from '../../platform/errors.js';

export type AiSettingRow = Selectable<AiProviderSettingTable>;
export type AiSettingWrite = Omit<Insertable<AiProviderSettingTable>, 'id' | 'account_id' | 'created_at' | 'updated_at'>;

/**
 * The SQL of the AI provider: the installation default (`account_id` null), the accounts' overrides and the monthly
 * token counters. Operator data, not a workspace's: the routes are SYSTEM/ADMIN and the gateway is given the session's
 * account by its caller.
 */
export class AiProviderRepository {
  constructor(private readonly db: Db) {}

  /** `accountId` null: the installation default. */
  setting(accountId: string | null): Promise<AiSettingRow | undefined> {
    const q = this.db.selectFrom('ai_provider_setting').selectAll();
    return (accountId === null ? q.where('account_id', 'is', null) : q.where('account_id', '=', accountId)).executeTakeFirst();
  }

  /** The account's override when there is one, else the default: the setting in force. */
  async effective(accountId: string): Promise<AiSettingRow | undefined> {
    const rows = await this.db
      .selectFrom('ai_provider_setting')
      .selectAll()
      .where((w) => w.or([w('account_id', '=', accountId), w('account_id', 'is', null)]))
      .execute();
    return rows.find((r) => r.account_id === accountId) ?? rows.find((r) => r.account_id === null);
  }

  /** Writes the setting of `accountId` (null: the default), creating it the first time; a racing create updates. */
  async save(accountId: string | null, row: AiSettingWrite): Promise<AiSettingRow> {
    const update = () => {
      const q = this.db.updateTable('ai_provider_setting').set({ ...row, updated_at: new Date() });
      return (accountId === null ? q.where('account_id', 'is', null) : q.where('account_id', '=', accountId))
        .returningAll()
        .executeTakeFirst();
    };
    const updated = await update();
    if (updated) return updated;
    try {
      return await this.db
        .insertInto('ai_provider_setting')
        .values({ ...row, account_id: accountId })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const again = await update();
      if (!again) throw err;
      return again;
    }
  }

  async deleteOverride(accountId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('ai_provider_setting').where('account_id', '=', accountId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async accountExists(accountId: string): Promise<boolean> {
    return (await this.db.selectFrom('account').select('id').where('id', '=', accountId).executeTakeFirst()) !== undefined;
  }

  async usedTokens(accountId: string, month: string): Promise<number> {
    const row = await this.db
      .selectFrom('ai_token_usage')
      .select('tokens')
      .where('account_id', '=', accountId)
      .where('month', '=', month)
      .executeTakeFirst();
    return row ? Number(row.tokens) : 0;
  }

  /** Counts a call's tokens in one statement, so concurrent calls of an account add up. */
  async addTokens(accountId: string, month: string, tokens: number): Promise<void> {
    await this.db
      .insertInto('ai_token_usage')
      .values({ account_id: accountId, month, tokens, calls: 1 })
      .onConflict((oc) =>
        oc.columns(['account_id', 'month']).doUpdateSet({
          tokens: sql`ai_token_usage.tokens + excluded.tokens`,
          calls: sql`ai_token_usage.calls + 1`,
          updated_at: new Date(),
        }),
      )
      .execute();
  }
}
