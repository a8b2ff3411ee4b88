import { sql, type Kysely } from 'kysely';

/**
 * Semantic features (docs/models-semantic.md): a model may add the English sentence encoder's dense vectors to its
 * word and character features. Off for every existing model; the next training applies a change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table model add column semantic_features boolean not null default false;`.execute(db);
  // A template carries the setting, so an installed model trains again the way its file was trained.
  await sql`alter table model_template add column semantic_features boolean not null default false;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table model_template drop column semantic_features;`.execute(db);
  await sql`alter table model drop column semantic_features;`.execute(db);
}
