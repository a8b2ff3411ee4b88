import { sql, type Kysely } from 'kysely';

/**
 * The projects area (docs/analyses.md): analyses, their models, channels and attributes, uploads, documents with their
 * predictions, labels, notes, audit, background tasks and feedback. Every table carries workspace_id (or hangs off
 * a table that does, by a cascading key) so queries are scoped by the session's workspace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table channel (
      workspace_id uuid not null references workspace(id) on delete cascade,
      code text not null,
      name text not null,
      description text not null default '',
      image text,
      created_at timestamptz not null default now(),
      primary key (workspace_id, code)
    );

    create table app_file (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      scope text not null,
      scope_id text not null,
      file_key text not null,
      content_type text not null,
      size integer not null,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );

    create table project (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      code text not null,
      name text not null,
      description text not null default '',
      icon text not null default 'preset:chart',
      color text not null default '#FFD803',
      tags jsonb not null default '[]',
      -- DRAFT: the wizard was not finished (an "invalid" project); ACTIVE otherwise
      status text not null default 'DRAFT',
      draft jsonb,
      data_type text not null default 'STANDARD',
      visibility text not null default 'WORKSPACE',
      proxy_channel text,
      restrict_models boolean not null default false,
      restricted_models jsonb not null default '[]',
      restricted_attributes jsonb not null default '[]',
      privacy_labels jsonb not null default '[]',
      pipeline_stages jsonb not null default '[]',
      settings jsonb not null default '{}',
      owner_id uuid not null references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (workspace_id, code)
    );
    create index project_workspace on project (workspace_id, status, updated_at desc);

    create table project_model (
      project_id uuid not null references project(id) on delete cascade,
      model_id uuid not null references model(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      position integer not null default 0,
      prediction_active boolean not null default true,
      aspect_sentiment boolean not null default false,
      keep_loaded boolean not null default false,
      primary key (project_id, model_id)
    );
    create index project_model_model on project_model (model_id);

    create table project_channel (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      channel_code text not null,
      primary key (project_id, channel_code)
    );

    create table project_attribute (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      code text not null,
      name text not null,
      type text not null,
      position integer not null default 0,
      primary key (project_id, code)
    );

    create table project_recent (
      user_id uuid not null references app_user(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      opened_at timestamptz not null default now(),
      primary key (user_id, project_id)
    );

    create table project_source (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      channel_code text,
      file_name text not null,
      file_type text not null,
      size bigint not null default 0,
      status text not null default 'UPLOADING',
      progress real not null default 0,
      total integer not null default 0,
      success_count integer not null default 0,
      fail_count integer not null default 0,
      columns jsonb not null default '[]',
      file_key text,
      matching jsonb,
      failed_rows_key text,
      failed_rows_until timestamptz,
      error_code text,
      -- resume cursor of the import job: rows of the (sorted) file already committed
      imported_rows integer not null default 0,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index project_source_project on project_source (project_id, created_at desc);
    -- the sweep that re-sends import jobs lost with a crashed server
    create index project_source_importing on project_source (status) where status = 'IMPORTING';

    create table project_matching_template (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      matching jsonb not null,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (project_id, name)
    );

    create table project_push_source (
      project_id uuid primary key references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      id uuid not null unique default gen_random_uuid(),
      token_hash text not null,
      created_at timestamptz not null default now()
    );

    create table project_document (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      source_id uuid references project_source(id) on delete set null,
      external_id text,
      data_type text not null default 'STANDARD',
      content text not null,
      turns jsonb,
      language text not null default 'tr',
      -- full text in the document's own language (the search's free-text query); 'simple' for other languages
      search_vector tsvector generated always as (
        to_tsvector(
          case language when 'tr' then 'turkish'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end,
          content
        )
      ) stored,
      content_date timestamptz not null,
      created_at timestamptz not null default now(),
      status_updated_at timestamptz not null default now(),
      channel_code text,
      attributes jsonb not null default '{}',
      status text not null default 'UNMARKED',
      prediction_status text not null default 'INLINE',
      prediction_error text,
      predicted_at timestamptz,
      sentiment text,
      sentiment_score real,
      -- categories with explanation spans, entities and aspects as shown in the document view
      prediction jsonb,
      masked boolean not null default false,
      alert_note text,
      alerted_by uuid references app_user(id) on delete set null,
      alerted_at timestamptz,
      reviewed_by uuid references app_user(id) on delete set null,
      reviewed_at timestamptz,
      approved_by uuid references app_user(id) on delete set null,
      approved_at timestamptz,
      trashed_at timestamptz
    );
    create unique index project_document_external on project_document (project_id, external_id);
    create index project_document_content_date on project_document (project_id, content_date desc) where trashed_at is null;
    create index project_document_created on project_document (project_id, created_at desc) where trashed_at is null;
    create index project_document_status_date on project_document (project_id, status_updated_at desc) where trashed_at is null;
    create index project_document_pending on project_document (project_id, prediction_status)
      where prediction_status <> 'SUCCESS';
    create index project_document_alerted on project_document (project_id, alerted_at desc) where alerted_at is not null;
    create index project_document_source on project_document (source_id);
    create index project_document_search on project_document using gin (search_vector);
    -- jsonb_ops (not jsonb_path_ops): field filters use @>, and "has a value for this attribute" uses ?
    create index project_document_attributes on project_document using gin (attributes);
    -- the data tab's default list (non-empty content): top-N by content date without a sort, and counts under a date
    -- range as index-only scans (the predicate matches the search's literal conditions; workspace_id is included for
    -- the workspace scope)
    create index project_document_listed on project_document (project_id, content_date desc, id desc) include (workspace_id)
      where trashed_at is null and content <> '';

    -- one row per (document, model, category): what filters, facets and category counts read
    create table project_document_category (
      document_id uuid not null references project_document(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      model_id uuid not null references model(id) on delete cascade,
      category_id text not null,
      confidence real not null,
      origin text not null default 'AI',
      sentiment text,
      primary key (document_id, model_id, category_id)
    );
    create index project_document_category_filter on project_document_category (project_id, category_id, document_id);

    create table project_label (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      name_key text not null,
      color text not null default '#8C8C8C',
      created_at timestamptz not null default now(),
      unique (project_id, name_key)
    );

    create table project_document_label (
      document_id uuid not null references project_document(id) on delete cascade,
      label_id uuid not null references project_label(id) on delete cascade,
      primary key (document_id, label_id)
    );
    create index project_document_label_label on project_document_label (label_id);

    create table project_document_note (
      id uuid primary key default gen_random_uuid(),
      document_id uuid not null references project_document(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      user_id uuid references app_user(id) on delete set null,
      text text not null,
      created_at timestamptz not null default now()
    );
    create index project_document_note_document on project_document_note (document_id, created_at);

    -- who changed what: documents (mark, approve, alert, review, trash), the analysis and its sources
    create table project_audit (
      id bigserial primary key,
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      entity text not null,
      entity_id text not null,
      action text not null,
      user_id uuid references app_user(id) on delete set null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    );
    create index project_audit_entity on project_audit (project_id, entity, entity_id, id desc);

    -- retry all, re-evaluation and export tasks with their progress
    create table project_task (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      kind text not null,
      status text not null default 'QUEUED',
      total integer not null default 0,
      done integer not null default 0,
      params jsonb not null default '{}',
      file_key text,
      error text,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    -- one retry-all and one re-evaluation at a time per analysis, guaranteed by the database
    create unique index project_task_one_running on project_task (project_id, kind)
      where status in ('QUEUED', 'RUNNING') and kind in ('RETRY_ALL', 'REEVALUATE');
    create index project_task_project on project_task (project_id, created_at desc);

    -- documents sent to a model's training data (feedback), so none is sent twice
    create table project_feedback (
      document_id uuid not null references project_document(id) on delete cascade,
      model_id uuid not null references model(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      model_document_id uuid references model_document(id) on delete set null,
      sent_at timestamptz not null default now(),
      primary key (document_id, model_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table project_feedback, project_task, project_audit, project_document_note, project_document_label,
      project_label, project_document_category, project_document, project_push_source, project_matching_template,
      project_source, project_recent, project_attribute, project_channel, project_model, project, app_file, channel;
  `.execute(db);
}
