import { sql, type Kysely } from 'kysely';

/**
 * Entity mappings of an analysis (docs/entity-mapping.md): applied by the classification to every document, the
 * entities they find stored in the document's prediction. The entity filter of the search reads
 * `prediction -> 'entities'` by containment, hence the GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table entity_mapping (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      name text not null,
      name_key text not null,
      source_text text not null,
      target_text text not null,
      regex boolean not null default false,
      position serial not null,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index entity_mapping_name on entity_mapping (project_id, name_key);
    create index entity_mapping_project on entity_mapping (workspace_id, project_id, position);
    create index project_document_entities on project_document using gin ((prediction -> 'entities') jsonb_path_ops);
  `.execute(db);
}
