import { sql, type Kysely } from 'kysely';

/**
 * Assistants (docs/assistants.md): one definition per analysis or per model, its runs (a queued job each, with the
 * settings and documents it read kept on the run) and the suggestions people confirm or reject. At most one active
 * run per assistant, enforced by a partial unique index as well as by the service.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table assistant (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      owner text not null,
      project_id uuid references project(id) on delete cascade,
      model_id uuid references model(id) on delete cascade,
      subject text not null,
      action_type text not null,
      repeat_count integer not null default 1,
      llm_model text,
      document_count integer not null default 20,
      prompt text not null default '',
      category_ids jsonb not null default '[]',
      assignment_limit integer,
      allow_new_root_cause boolean not null default false,
      min_assigned integer not null default 0,
      max_assigned integer not null default 1,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((project_id is null) <> (model_id is null))
    );
    create unique index assistant_project on assistant (project_id) where project_id is not null;
    create unique index assistant_model on assistant (model_id) where model_id is not null;

    create table assistant_run (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      assistant_id uuid not null references assistant(id) on delete cascade,
      account_id uuid not null,
      status text not null default 'QUEUED',
      action_type text not null,
      settings jsonb not null,
      document_ids jsonb not null default '[]',
      matching integer not null default 0,
      total integer not null default 0,
      processed integer not null default 0,
      suggestion_count integer not null default 0,
      tokens_used integer not null default 0,
      error_code text,
      answer jsonb,
      started_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index assistant_run_assistant on assistant_run (assistant_id, created_at desc);
    create unique index assistant_run_active on assistant_run (assistant_id) where status in ('QUEUED', 'RUNNING');

    create table assistant_suggestion (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      assistant_id uuid not null references assistant(id) on delete cascade,
      run_id uuid not null references assistant_run(id) on delete cascade,
      document_id uuid not null,
      kind text not null,
      category_id text,
      model_id uuid,
      name text not null,
      root_cause_id uuid,
      quote text not null default '',
      reason text not null default '',
      confidence real not null,
      status text not null default 'PENDING',
      decided_by uuid references app_user(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index assistant_suggestion_list on assistant_suggestion (assistant_id, status, created_at desc);
    create index assistant_suggestion_run on assistant_suggestion (run_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table assistant_suggestion;
    drop table assistant_run;
    drop table assistant;
  `.execute(db);
}
