import { sql, type Kysely } from 'kysely';

/**
 * A model's uploaded, JSON and pushed documents are keyed by their ID column, as an analysis's are: a re-sent ID
 * updates (or is skipped), never duplicates (see docs/model-data.md). Documents without an ID, and those that came
 * from elsewhere without a source (feedback from analyses, whose IDs are the analysis's), stay outside the key.
 *
 * Duplicates stored before the key are resolved first, keeping per (model, ID) the document worth most: one that
 * trains, then one with labels, then the oldest. Markings and feedback rows of the others lose their link (their
 * foreign keys set null), as when a document is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from model_document d
    using (
      select id, row_number() over (
        partition by model_id, external_id
        order by
          case when status in ('AI_CONFIRMED', 'MANUAL_CHANGES', 'COMPLETED') then 0
               when label_ids <> '[]'::jsonb then 1 else 2 end,
          created_at, id
      ) as rank
      from model_document
      where external_id is not null and source_id is not null
    ) ranked
    where d.id = ranked.id and ranked.rank > 1
  `.execute(db);
  await sql`
    create unique index model_document_external_id on model_document (model_id, external_id)
    where external_id is not null and source_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index model_document_external_id`.execute(db);
}
