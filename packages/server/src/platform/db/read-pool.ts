import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { currentReadTarget } from './read-routing.js';
import type { Database } from './schema.js';
import { SESSION_OPTIONS } from './session-options.js';

/** Runs on each replica connection before a routed read uses it (tests: wait until the replica caught up). */
export type BeforeRead = (replica: pg.PoolClient, primary: pg.Pool) => Promise<void>;

/** The replica's pool; its sessions are named so they can be told apart in `pg_stat_activity`. */
export function openReadPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: 'sentio-read',
    options: SESSION_OPTIONS,
    // A replica that does not answer must not hold a search: after this the read falls back to the primary.
    connectionTimeoutMillis: 3000,
  });
  pool.on('error', () => undefined);
  return pool;
}

const WARN_EVERY_MS = 60_000;

/**
 * The database the heavy reads are built on: each connection comes from the replica when the current request chose
 * it (read-routing.ts) and from the primary otherwise. Kysely takes a connection per query (or per transaction), so
 * the choice is made query by query within the request's context. A replica that cannot be reached is skipped: the
 * read goes to the primary and a warning is printed at most once a minute. Closing it closes the replica's pool only
 * (the primary's belongs to the main database).
 */
export function routedReadDb(primary: pg.Pool, replica: pg.Pool, beforeRead?: BeforeRead): Kysely<Database> {
  let warnedAt = 0;
  const pool: PostgresPool = {
    async connect() {
      if (currentReadTarget() !== 'replica') return primary.connect();
      let client: pg.PoolClient;
      try {
        client = await replica.connect();
      } catch (err) {
        if (Date.now() - warnedAt > WARN_EVERY_MS) {
          warnedAt = Date.now();
          console.warn(`read replica unreachable, reading the primary: ${err instanceof Error ? err.message : String(err)}`);
        }
        return primary.connect();
      }
      if (beforeRead) {
        try {
          await beforeRead(client, primary);
        } catch (err) {
          client.release(err instanceof Error ? err : true);
          throw err;
        }
      }
      return client;
    },
    end: () => replica.end(),
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
