import { sql, type Kysely } from 'kysely';

/**
 * Root cause analysis (docs/root-causes.md): analyses of a project's documents, the topics each run finds per category
 * with their member documents, the confirmed root causes, which documents carry which root cause (and which background
 * update gave it to them, so that it can be undone), those updates, and saved keywords that make keyword topics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table root_cause_analysis (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      model_id uuid not null references model(id) on delete cascade,
      name text not null,
      name_key text not null,
      -- the create body's output except name and model (categories, actor type, data type, dates, filters, limits…)
      settings jsonb not null,
      automated boolean not null default false,
      -- WAITING, COMPUTING, COMPLETED, FAILED
      state text not null default 'WAITING',
      progress integer not null default 0,
      error_code text,
      job_id text,
      document_count integer not null default 0,
      -- per category of the last run: { categoryId, documentCount, outlierCount }[]
      category_stats jsonb not null default '[]',
      -- the newest document (created_at) an automated run has read: the nightly run reads what came after it
      watermark timestamptz,
      last_run_at timestamptz,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (project_id, name_key)
    );
    create index root_cause_analysis_automated on root_cause_analysis (automated) where automated;

    create table root_cause (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      name text not null,
      name_key text not null,
      description text not null default '',
      sentiment text,
      alias jsonb not null default '{"tr":"","en":""}',
      category_ids jsonb not null default '[]',
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (project_id, name_key)
    );

    create table rca_topic (
      id uuid primary key default gen_random_uuid(),
      analysis_id uuid not null references root_cause_analysis(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      category_id text not null,
      -- CLUSTERING or KEYWORD
      algorithm text not null default 'CLUSTERING',
      label text not null,
      key_phrases jsonb not null default '[]',
      size integer not null default 0,
      -- PENDING, CONFIRMED, PASSIVE
      status text not null default 'PENDING',
      root_cause_id uuid references root_cause(id) on delete set null,
      representative_ids jsonb not null default '[]',
      sentiment jsonb not null default '{"positive":0,"neutral":0,"negative":0}',
      trend jsonb not null default '[]',
      attributes jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index rca_topic_analysis on rca_topic (analysis_id, category_id, size desc);
    create index rca_topic_project_status on rca_topic (project_id, status);
    create index rca_topic_root_cause on rca_topic (root_cause_id) where root_cause_id is not null;

    create table rca_topic_document (
      topic_id uuid not null references rca_topic(id) on delete cascade,
      document_id uuid not null references project_document(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      similarity real not null default 0,
      primary key (topic_id, document_id)
    );
    create index rca_topic_document_document on rca_topic_document (document_id);
    create index rca_topic_document_project on rca_topic_document (project_id, topic_id);

    create table topic_update (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      analysis_id uuid references root_cause_analysis(id) on delete set null,
      -- CONFIRM, UNCONFIRM, ASSIGN, MERGE_TOPICS, MERGE_ROOT_CAUSES, MOVE_DOCUMENTS
      kind text not null,
      -- QUEUED, RUNNING, DONE, FAILED, CANCELLED
      state text not null default 'QUEUED',
      progress integer not null default 0,
      topic_ids jsonb not null default '[]',
      root_cause_id uuid references root_cause(id) on delete set null,
      params jsonb not null default '{}',
      error_code text,
      job_id text,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index topic_update_open on topic_update (project_id) where state in ('QUEUED', 'RUNNING');

    create table document_root_cause (
      document_id uuid not null references project_document(id) on delete cascade,
      root_cause_id uuid not null references root_cause(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      topic_id uuid references rca_topic(id) on delete set null,
      -- the update that gave the document this root cause: undoing it removes exactly these rows
      update_id uuid references topic_update(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (document_id, root_cause_id)
    );
    create index document_root_cause_root on document_root_cause (project_id, root_cause_id);
    create index document_root_cause_update on document_root_cause (update_id) where update_id is not null;

    create table rca_keyword (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      keyword text not null,
      keyword_key text not null,
      connected jsonb not null default '[]',
      category_id text,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (project_id, keyword_key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table rca_keyword;
    drop table document_root_cause;
    drop table topic_update;
    drop table rca_topic_document;
    drop table rca_topic;
    drop table root_cause;
    drop table root_cause_analysis;
  `.execute(db);
}
