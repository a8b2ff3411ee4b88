import type { Generated, Kysely } from 'kysely';
import type { Db } from '../db/database.js';

interface StoredFileTable {
  key: string;
  workspace_id: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

type FilesDb = Kysely<{ stored_file: StoredFileTable }>;

/** The expiry rows of stored files (the files themselves are on disk, see FileStore). */
export class StoredFileRepository {
  private readonly db: FilesDb;

  constructor(db: Db) {
    this.db = db.withTables<{ stored_file: StoredFileTable }>();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('stored_file').where('key', '=', key).execute();
  }

  /** Rows of every key under `prefix` (a key-like folder). */
  async deletePrefix(prefix: string): Promise<void> {
    // `_` is a LIKE wildcard and may occur in ids; keys never hold `%` or `\`.
    const pattern = `${prefix.replaceAll('_', '\\_')}/%`;
    await this.db.deleteFrom('stored_file').where('key', 'like', pattern).execute();
  }

  /** Rewriting a key moves its expiry. */
  async upsert(key: string, workspaceId: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('stored_file')
      .values({ key, workspace_id: workspaceId, expires_at: expiresAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ workspace_id: workspaceId, expires_at: expiresAt }))
      .execute();
  }

  async expiresAt(key: string): Promise<Date | null> {
    const row = await this.db.selectFrom('stored_file').select('expires_at').where('key', '=', key).executeTakeFirst();
    return row ? new Date(row.expires_at) : null;
  }

  /** Up to `limit` keys expired at `now`, oldest first. */
  async expired(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('stored_file')
      .select('key')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.key);
  }

  /** Removes these rows if still expired (a key rewritten meanwhile keeps its new expiry). */
  async deleteExpired(keys: readonly string[], now: Date): Promise<void> {
    if (keys.length === 0) return;
    await this.db.deleteFrom('stored_file').where('key', 'in', keys).where('expires_at', '<=', now).execute();
  }
}
