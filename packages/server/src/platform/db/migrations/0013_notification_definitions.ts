import { sql, type Kysely } from 'kysely';

/**
 * Notification definitions of an analysis (docs/notification-definitions.md): scheduled reports and threshold alerts
 * mailed with server-rendered charts.
 *
 * `notification_run` is both the record of a run and the scheduler's claim: the tick inserts (definition_id,
 * period_key) and only the process whose insert went in evaluates and sends, so a period is sent exactly once however
 * many processes tick. Test runs ("send test now") get a period key of their own (`test:<uuid>`).
 * `notification_run_document` lists the documents behind a run: the search's `nid` filter reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_definition (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      name text not null,
      name_key text not null,
      description text not null default '',
      -- THRESHOLD, PERIODIC_REPORT, CUSTOMER_INSIGHT
      type text not null,
      subject text not null,
      threshold_type text not null,
      threshold_value double precision not null,
      category_id text,
      -- HOURLY, DAILY, WEEKLY, MONTHLY
      period_type text not null,
      period_value integer not null check (period_value >= 1),
      repeat_day integer,
      repeat_hour integer check (repeat_hour between 0 and 23),
      model_id uuid not null,
      attribute text not null,
      -- ROLE or USER, and the roles or user ids
      receiver_type text not null,
      receiver_values jsonb not null default '[]',
      negative_count integer not null default 5,
      list_count integer not null default 10,
      show_root_cause boolean not null default false,
      nps_field text not null,
      charts jsonb not null default '[]',
      enabled boolean not null default true,
      last_sent_at timestamptz,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (project_id, name_key)
    );
    create index notification_definition_workspace on notification_definition (workspace_id, project_id);
    create index notification_definition_enabled on notification_definition (enabled) where enabled;

    create table notification_run (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      definition_id uuid not null references notification_definition(id) on delete cascade,
      period_key text not null,
      -- SCHEDULED, TEST
      kind text not null default 'SCHEDULED',
      -- RUNNING (claimed), SENT, NOT_CROSSED, FAILED
      status text not null default 'RUNNING',
      period_from timestamptz not null,
      period_to timestamptz not null,
      previous_from timestamptz not null,
      crossed boolean not null default false,
      metrics jsonb,
      previous_metrics jsonb,
      document_count integer not null default 0,
      recipient_count integer not null default 0,
      error text,
      requested_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      unique (definition_id, period_key)
    );
    create index notification_run_definition on notification_run (definition_id, created_at desc);
    create index notification_run_project on notification_run (project_id);

    create table notification_run_document (
      run_id uuid not null references notification_run(id) on delete cascade,
      document_id uuid not null references project_document(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      primary key (run_id, document_id)
    );
    create index notification_run_document_document on notification_run_document (document_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists notification_run_document;
    drop table if exists notification_run;
    drop table if exists notification_definition;
  `.execute(db);
}
