import { sql } from 'kysely';
import type { Db, DatabaseKind } from '../db/database.js';

// One number every Sentio process agrees on (pg advisory locks are keyed by a bigint): "sentio start".
const STARTUP_LOCK_KEY = '7305143220001';

/**
 * Start-up steps that must not run in two processes at once: the migrations (Kysely's migrator locks too, but the
 * rest does not), the demo seed's "no users yet?" check, and the rollups' time zone check, which may rebuild every
 * rollup. On PostgreSQL a session advisory lock on its own connection serialises them across processes; a process
 * that dies holding it loses the connection and so the lock. PGlite is one process: nothing to serialise, and its
 * one connection could not be held while the steps use it.
 */
export class StartupLockRepository {
  constructor(
    private readonly db: Db,
    private readonly kind: DatabaseKind,
  ) {}

  async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.kind === 'pglite') return fn();
    return this.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`.execute(conn);
      try {
        return await fn();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.execute(conn);
      }
    });
  }
}
