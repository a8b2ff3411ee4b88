import { sql, type Kysely } from 'kysely';

/**
 * The marketplace and templates (docs/marketplace.md). A template is a snapshot of one model or one analysis, owned
 * by a workspace or shipped with Sentio (`workspace_id` null, `built_in_key` set by the seed). Each model and each
 * analysis has at most one template (`source_*_id`); a deleted source leaves its template in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table model_template (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid references workspace(id) on delete cascade,
      source_model_id uuid references model(id) on delete set null,
      source_version_id uuid references model_version(id) on delete set null,
      built_in_key text unique,
      code text not null,
      name text not null,
      description text not null default '',
      tags jsonb not null default '[]',
      languages jsonb not null default '[]',
      visibility text not null default 'WORKSPACE',
      type_code text not null,
      classification_type text not null,
      sense_type text not null,
      data_type text not null,
      color text not null default '#1677FF',
      switches jsonb not null default '[]',
      pipeline_stages jsonb not null default '[]',
      channels jsonb not null default '[]',
      threshold double precision,
      regularisation jsonb not null default '"auto"',
      -- [{ id, parentId, name, aliases, position }]: the source's category ids, which the weights' labels name
      categories jsonb not null default '[]',
      version_name text,
      -- the weights' own copy in the file store; null when the owner did not ship them
      file_key text,
      accuracy double precision,
      macro_f1 double precision,
      statistics jsonb,
      install_count integer not null default 0,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index model_template_source on model_template (source_model_id);
    create unique index model_template_code
      on model_template (coalesce(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid), code);
    create index model_template_workspace on model_template (workspace_id, updated_at desc);
    create index model_template_public on model_template (install_count desc) where visibility = 'PUBLIC';

    create table project_template (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid references workspace(id) on delete cascade,
      source_project_id uuid references project(id) on delete set null,
      built_in_key text unique,
      code text not null,
      name text not null,
      description text not null default '',
      tags jsonb not null default '[]',
      languages jsonb not null default '[]',
      visibility text not null default 'WORKSPACE',
      data_type text not null,
      icon text not null,
      color text not null,
      -- [{ key, templateId, sourceModelId, name, senseType, languages, hasWeights, macroF1, position, predictionActive,
      --    aspectSentiment }]
      models jsonb not null default '[]',
      -- the analysis's configuration without documents (docs/marketplace.md lists what it holds)
      config jsonb not null,
      preview jsonb,
      quality double precision,
      install_count integer not null default 0,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index project_template_source on project_template (source_project_id);
    create unique index project_template_code
      on project_template (coalesce(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid), code);
    create index project_template_workspace on project_template (workspace_id, updated_at desc);
    create index project_template_public on project_template (install_count desc) where visibility = 'PUBLIC';

    -- every install: what was made from which template, by whom (the counts above are kept with it)
    create table template_install (
      id bigserial primary key,
      kind text not null,
      template_id uuid not null,
      workspace_id uuid not null references workspace(id) on delete cascade,
      user_id uuid references app_user(id) on delete set null,
      -- the model id or the analysis id made
      item_id uuid not null,
      created_at timestamptz not null default now()
    );
    create index template_install_template on template_install (kind, template_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table template_install, project_template, model_template;`.execute(db);
}
