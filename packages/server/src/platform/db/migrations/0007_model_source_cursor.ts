import { sql, type Kysely } from 'kysely';

/**
 * Model uploads import in batched commits like an analysis's, so a model source gets the same resume cursor:
 * the rows of the file already committed (see docs/ingestion.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table model_source add column imported_rows integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table model_source drop column imported_rows`.execute(db);
}
