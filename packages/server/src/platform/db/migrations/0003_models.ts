import { sql, type Kysely } from 'kysely';

/**
 * The models area (docs/models.md): models, category trees, training documents and their markings, uploads (sources),
 * matching templates, push sources, versions and publication requests. Every table carries workspace_id, so every
 * query can be scoped by the session's workspace without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table model (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      code text not null,
      name text not null,
      description text not null default '',
      type_code text not null,
      classification_type text not null,
      sense_type text not null,
      data_type text not null,
      switches jsonb not null default '[]',
      pipeline_stages jsonb not null default '[]',
      channels jsonb not null default '[]',
      tags jsonb not null default '[]',
      color text not null default '#1677FF',
      access_type text not null default 'PRIVATE',
      threshold double precision,
      regularisation jsonb not null default '"auto"',
      owner_id uuid not null references app_user(id),
      deployed_version_id uuid,
      -- set whenever training data changes; NEEDS_TRAINING when later than the latest successful version
      labels_changed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (workspace_id, code)
    );
    create index model_workspace on model (workspace_id, updated_at desc);

    create table model_favourite (
      model_id uuid not null references model(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      primary key (model_id, user_id)
    );

    create table model_category (
      id uuid primary key default gen_random_uuid(),
      model_id uuid not null references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      parent_id uuid references model_category(id) on delete cascade,
      name text not null,
      -- nameKey(name) of the domain (Turkish-aware folding), so siblings cannot repeat a name
      name_key text not null,
      aliases jsonb not null default '{}',
      position integer not null default 0,
      created_at timestamptz not null default now()
    );
    create unique index model_category_sibling_name
      on model_category (model_id, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), name_key);

    create table model_source (
      id uuid primary key default gen_random_uuid(),
      model_id uuid not null references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      file_name text not null,
      file_type text not null,
      size bigint not null default 0,
      status text not null default 'UPLOADING',
      progress real not null default 0,
      total integer not null default 0,
      success_count integer not null default 0,
      fail_count integer not null default 0,
      columns jsonb not null default '[]',
      -- the uploaded file in the file store, kept until imported
      file_key text,
      matching jsonb,
      failed_rows_key text,
      failed_rows_until timestamptz,
      error_code text,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index model_source_model on model_source (model_id, created_at desc);

    create table model_matching_template (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      matching jsonb not null,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (workspace_id, name)
    );

    create table model_push_source (
      model_id uuid primary key references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      id uuid not null unique default gen_random_uuid(),
      token_hash text not null,
      created_at timestamptz not null default now()
    );

    create table model_document (
      id uuid primary key default gen_random_uuid(),
      model_id uuid not null references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      source_id uuid references model_source(id) on delete set null,
      external_id text,
      text text not null,
      turns jsonb,
      content_date timestamptz,
      status text not null default 'UNMARKED',
      label_ids jsonb not null default '[]',
      labelled_by uuid references app_user(id) on delete set null,
      labelled_at timestamptz,
      attributes jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index model_document_tab on model_document (model_id, status, created_at desc);

    -- every marking action, for "who labelled how many, over time"
    create table model_marking (
      id bigserial primary key,
      model_id uuid not null references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      document_id uuid references model_document(id) on delete set null,
      user_id uuid references app_user(id) on delete set null,
      action text not null,
      label_ids jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index model_marking_model on model_marking (model_id, created_at);

    create table model_version (
      id uuid primary key default gen_random_uuid(),
      model_id uuid not null references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      number integer not null,
      name text not null,
      status text not null default 'TRAINING',
      progress real not null default 0,
      approval text not null default 'NONE',
      verified boolean not null default false,
      access_type text not null default 'PRIVATE',
      file_key text,
      accuracy double precision,
      macro_f1 double precision,
      training_documents integer not null default 0,
      -- evaluation figures, confusion matrix, keywords and held-out predictions (see the statistics presenter)
      statistics jsonb,
      error text,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      unique (model_id, number)
    );
    -- only one training of a model at a time, guaranteed by the database even across processes
    create unique index model_version_one_training on model_version (model_id) where status = 'TRAINING';
    alter table model add constraint model_deployed_version
      foreign key (deployed_version_id) references model_version(id) on delete set null;

    create table model_public_request (
      model_id uuid primary key references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      status text not null default 'PENDING',
      note text not null default '',
      requested_by uuid references app_user(id) on delete set null,
      requested_at timestamptz not null default now(),
      reviewed_at timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table model drop constraint model_deployed_version;
    drop table model_public_request, model_version, model_marking, model_document, model_push_source,
      model_matching_template, model_source, model_category, model_favourite, model;
  `.execute(db);
}
