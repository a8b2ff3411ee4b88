import { sql, type Kysely } from 'kysely';
import { getConstructionPlans } from 'pg-boss';

/** pg-boss keeps its tables in this schema; JobQueue uses the same name. */
export const jobSchema = 'pgboss';

/**
 * pg-boss's schema, created here rather than by `boss.start()`: the test template then already holds it, so each test
 * app starts in a fraction of a second, and a deploy creates it under the same migration lock as everything else.
 * The plan wraps itself in BEGIN/COMMIT; the migrator already runs each migration in a transaction, and a COMMIT
 * inside it would end that transaction (and its lock) early.
 *
 * `stored_file` remembers which stored files expire (failed upload rows are kept 24 h); `files.cleanup` deletes them.
 * No foreign key to workspace: the row must outlive a deleted workspace until its file is gone from disk too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const plan = getConstructionPlans(jobSchema)
    .replace(/^\s*BEGIN;/, '')
    .replace(/COMMIT;\s*$/, '');
  await sql.raw(plan).execute(db);
  await sql`
    create table stored_file (
      key text primary key,
      workspace_id uuid not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index stored_file_expires on stored_file (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stored_file`.execute(db);
  await sql.raw(`drop schema ${jobSchema} cascade`).execute(db);
}
