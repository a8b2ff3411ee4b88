import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { SESSION_OPTIONS } from './session-options.js';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fromPglite, type Db as JobsDb } from 'pg-boss';
import { PGlitePool, pgliteDialect } from './pglite-dialect.js';
import { pgPoolStats, registerPoolProbe } from './pool-stats.js';
import { openReadPool, routedReadDb, type BeforeRead } from './read-pool.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * How pg-boss reaches the database. PostgreSQL: its own small pool (it needs session-level features the app's pool
 * does not lend out). PGlite: the one session, taken in turn with the app's queries so a job statement never lands
 * inside an app transaction (and the reverse).
 */
export type JobsConnection = { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; db: JobsDb };

export interface OpenDatabase {
  db: Db;
  /**
   * What the heavy reads (search, dashboards) are built on: the replica of DATABASE_READ_URL when the request chose
   * it (read-routing.ts), else the primary; without a read URL it is `db` itself.
   */
  readDb: Db;
  kind: DatabaseKind;
  jobs: JobsConnection;
  close(): Promise<void>;
}

// bigint (count, bigserial) as string like on PGlite's side would lose nothing; keep both engines the same.
pg.types.setTypeParser(20, (v) => v);

/** Connections of the app's PostgreSQL pool (and of the replica's). */
const POOL_MAX = 10;

/** PostgreSQL server when a URL is given, else embedded PGlite in `<dataDir>/pgdata` (kept across restarts). */
export async function openDatabase(options: {
  databaseUrl: string | null;
  /** A read replica (PostgreSQL only; the embedded database has none and ignores it). */
  databaseReadUrl?: string | null;
  /** Tests against a real replica: runs before each routed read on a replica connection (read-pool.ts). */
  beforeRead?: BeforeRead;
  dataDir: string;
  pglite?: PGlite;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_MAX, options: SESSION_OPTIONS });
    // An idle connection the server ends (restart, failover, a dropped test database) is discarded by the pool and the
    // next query opens a new one; without a listener its 'error' event would be unhandled and end the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const replica = options.databaseReadUrl ? openReadPool(options.databaseReadUrl) : null;
    const readDb = replica ? routedReadDb(pool, replica, options.beforeRead) : db;
    registerPoolProbe(db, { primary: pgPoolStats(pool, POOL_MAX), replica: replica ? pgPoolStats(replica, POOL_MAX) : null });
    return {
      db,
      readDb,
      kind: 'postgres',
      jobs: { kind: 'postgres', connectionString: options.databaseUrl },
      close: async () => {
        if (readDb !== db) await readDb.destroy();
        await db.destroy();
      },
    };
  }
  let lite = options.pglite;
  if (!lite) {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    lite = await PGlite.create({ dataDir: dir, parsers: { 20: (v: string) => v } });
  }
  const pool = new PGlitePool(lite);
  const db = new Kysely<Database>({ dialect: pgliteDialect(lite, pool) });
  registerPoolProbe(db, { primary: () => pool.stats(), replica: null });
  return {
    db,
    readDb: db,
    kind: 'pglite',
    jobs: { kind: 'pglite', db: exclusive(fromPglite(lite), pool) },
    close: () => db.destroy(),
  };
}

/** One round trip: the database answers, not only the process. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * pg-boss's statements on PGlite, each holding the single connection while it runs. Sending a job from inside an app
 * transaction on PGlite would wait for that very transaction: after a while the wait fails loudly instead of hanging.
 */
function exclusive(direct: JobsDb, pool: PGlitePool, maxWaitMs = 60_000): JobsDb {
  return {
    async executeSql(text, values) {
      const pending = pool.connect();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // Whenever the connection does come, hand it straight back.
          void pending.then((c) => c.release());
          reject(new Error(`job queue waited ${maxWaitMs / 1000} s for the database: a job sent inside a transaction?`));
        }, maxWaitMs);
      });
      const connection = await Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
      try {
        return await direct.executeSql(text, values);
      } finally {
        connection.release();
      }
    },
  };
}
