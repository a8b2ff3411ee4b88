import { sql, type Kysely } from 'kysely';

/**
 * Dashboards (docs/dashboards.md), apart from the rollups (0005): widgets and each user's dashboard, background widget
 * computations, quick filters (bookmarks), virtual categories with their explicit documents, content groups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table project_widget (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      kind text not null,
      name text not null,
      -- USER: personal (owner_id); PROJECT: offered to everyone in the analysis
      scope text not null default 'USER',
      owner_id uuid references app_user(id) on delete cascade,
      config jsonb not null default '{}',
      built_in boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index project_widget_project on project_widget (project_id, scope, owner_id);
    -- one built-in widget per kind and analysis
    create unique index project_widget_built_in on project_widget (project_id, kind) where built_in;

    -- a user's dashboard: the widgets they picked, in order
    create table project_widget_selection (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      widget_id uuid not null references project_widget(id) on delete cascade,
      position integer not null,
      primary key (project_id, user_id, widget_id)
    );

    -- the latest background computation of a widget per user (widget/{id}/calculate, /result)
    create table project_widget_calculation (
      widget_id uuid not null references project_widget(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      status text not null default 'RUNNING',
      request jsonb not null,
      result jsonb,
      error text,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      primary key (widget_id, user_id)
    );

    create table project_bookmark (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      name_key text not null,
      scope text not null default 'USER',
      owner_id uuid references app_user(id) on delete cascade,
      include_date boolean not null default false,
      query text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index project_bookmark_project on project_bookmark (project_id, scope, owner_id);
    -- a user's default quick filter (their own or a project-wide one)
    create table project_bookmark_default (
      project_id uuid not null references project(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      bookmark_id uuid not null references project_bookmark(id) on delete cascade,
      primary key (project_id, user_id)
    );

    create table project_virtual_category (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      name_key text not null,
      color text not null default '#722ED1',
      filter jsonb not null,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (project_id, name_key)
    );
    -- explicit documents of a virtual category: included (whatever the query says) or excluded
    create table project_virtual_category_document (
      virtual_category_id uuid not null references project_virtual_category(id) on delete cascade,
      document_id uuid not null references project_document(id) on delete cascade,
      included boolean not null,
      primary key (virtual_category_id, document_id)
    );
    create index project_virtual_category_document_doc on project_virtual_category_document (document_id);

    create table project_content_group (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      model_id uuid not null references model(id) on delete cascade,
      category_id text not null,
      document_id uuid not null references project_document(id) on delete cascade,
      added_by uuid references app_user(id) on delete set null,
      added_at timestamptz not null default now(),
      primary key (project_id, model_id, category_id, document_id)
    );
    create index project_content_group_doc on project_content_group (document_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists project_content_group;
    drop table if exists project_virtual_category_document;
    drop table if exists project_virtual_category;
    drop table if exists project_bookmark_default;
    drop table if exists project_bookmark;
    drop table if exists project_widget_calculation;
    drop table if exists project_widget_selection;
    drop table if exists project_widget;
  `.execute(db);
}
