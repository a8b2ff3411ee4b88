import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pgliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// bigint (count, bigserial) as string like on PGlite's side would lose nothing; keep both engines the same.
pg.types.setTypeParser(20, (v) => v);

/** PostgreSQL server when a URL is given, else embedded PGlite in `<dataDir>/pgdata` (kept across restarts). */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  pglite?: PGlite;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let lite = options.pglite;
  if (!lite) {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    lite = await PGlite.create({ dataDir: dir, parsers: { 20: (v: string) => v } });
  }
  const db = new Kysely<Database>({ dialect: pgliteDialect(lite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** One round trip: the database answers, not only the process. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
