import { sql, type Kysely } from 'kysely';

/**
 * The operator's system pages (docs/system-admin.md):
 * - `system_parameter`: a run-time setting an operator changed (the key is the contract's `parameterKeys`); without a
 *   row the setting is its environment default.
 * - `system_dictionary`: per language, the stopwords an operator added to the topic engine's built-in list and the
 *   built-in ones removed from it (jsonb arrays of lower-case words), read by the next topic run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table system_parameter (
      key text primary key,
      value integer not null,
      updated_by uuid references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create table system_dictionary (
      language text primary key,
      added jsonb not null default '[]',
      removed jsonb not null default '[]',
      updated_by uuid references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table system_dictionary; drop table system_parameter;`.execute(db);
}
