import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** The database's own figures: its size on disk and its sessions. */
export class MonitorRepository {
  constructor(private readonly db: Db) {}

  async sizeBytes(): Promise<number> {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database())::text as size`.execute(this.db);
    return Number(rows[0]?.size ?? 0);
  }

  /** Sessions of this database in pg_stat_activity (every process of the installation, and pg-boss's). */
  async connections(): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from pg_stat_activity where datname = current_database()
    `.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }
}
