import { sql, type Kysely } from 'kysely';

/**
 * Aliases (docs/aliases.md) and the feedback schedule (docs/feedback-schedule.md).
 *
 * `alias.key` is the normalised key of what the alias renames (`CATEGORY:<modelId>:<categoryId>`,
 * `ATTRIBUTE:<code>`, `VALUE:<code>:<raw value>`): one alias per key and analysis. A feedback schedule is one per
 * model of an analysis; `feedback_schedule_run (schedule_id, period_key)` is unique, so whichever tick inserts the
 * row of a period first is the only one that sends it, however many processes run the job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table alias (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      -- CATEGORY, ATTRIBUTE, VALUE
      alias_type text not null,
      key text not null,
      model_id uuid,
      category_id text,
      attribute text,
      value text,
      alias_tr text,
      alias_en text,
      value_alias text,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (project_id, key)
    );
    create index alias_workspace_project on alias (workspace_id, project_id);

    create table feedback_schedule (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      model_id uuid not null references model(id) on delete cascade,
      -- ALL, CORRECTED, APPROVED
      document_type text not null,
      -- DAILY, WEEKLY, MONTHLY
      type text not null,
      repeat_day integer check (repeat_day between 1 and 28),
      repeat_week_day integer check (repeat_week_day between 1 and 7),
      repeat_time text not null check (repeat_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      created_by uuid references app_user(id) on delete set null,
      updated_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (project_id, model_id)
    );
    create index feedback_schedule_workspace_project on feedback_schedule (workspace_id, project_id);

    create table feedback_schedule_run (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      schedule_id uuid not null references feedback_schedule(id) on delete cascade,
      period_key text not null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      sent_count integer,
      error text,
      unique (schedule_id, period_key)
    );
    create index feedback_schedule_run_latest on feedback_schedule_run (schedule_id, started_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table feedback_schedule_run;
    drop table feedback_schedule;
    drop table alias;
  `.execute(db);
}
