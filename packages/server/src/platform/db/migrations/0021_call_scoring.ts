import { sql, type Kysely } from 'kysely';

/**
 * Call scoring (docs/call-scoring.md, docs/dialogue-format.md):
 * - `project_document.call`: the call metadata of a dialogue ({callId, agentId, agentName, callStartedAt, endedBy,
 *   customerName, duration, holds}); turn timings live in `turns` (start/end).
 * - `call_rule_version`: the scoring rules and script of an analysis, one row per save; version N is in force from
 *   `effective_from` (a local date of the reporting zone). No row: the built-in default (version 0).
 * - `call_rule_history`: what each save changed (per rule, script, minimum duration) and re-scorings.
 * - `call_score`: one row per scored dialogue (the document's id), with the per-criterion results; `call_day` is the
 *   local date the version was chosen by and the re-scoring range reads.
 * - `call_rescore_run`: re-scoring runs; at most one RUNNING per analysis (a partial unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table project_document add column call jsonb;

    create table call_rule_version (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      version integer not null,
      effective_from date not null,
      min_call_duration double precision not null,
      rules jsonb not null,
      script jsonb not null,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (project_id, version)
    );

    create table call_rule_history (
      id bigserial primary key,
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      -- ACTIVATED, INACTIVATED, CHANGED, SCRIPT_CHANGED, MIN_DURATION_CHANGED, RESCORED
      kind text not null,
      criterion text,
      version integer not null,
      effective_from date,
      changes jsonb not null default '[]',
      user_id uuid references app_user(id) on delete set null,
      at timestamptz not null default now()
    );
    create index call_rule_history_project on call_rule_history (project_id, id desc);

    create table call_score (
      document_id uuid primary key references project_document(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      call_date timestamptz not null,
      call_day date not null,
      call_id text,
      agent_id text,
      agent_name text,
      channel_code text,
      score double precision,
      duration double precision,
      word_count integer not null default 0,
      total_silence double precision,
      agent_silence double precision,
      customer_silence double precision,
      included boolean not null default false,
      ended_by text,
      version integer not null,
      lost text[] not null default '{}',
      criteria jsonb not null default '[]',
      scored_at timestamptz not null default now()
    );
    create index call_score_date on call_score (project_id, call_date);
    create index call_score_agent on call_score (project_id, agent_id, call_date);
    create index call_score_day on call_score (project_id, call_day);

    create table call_rescore_run (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      -- RUNNING, SUCCEEDED, FAILED
      state text not null default 'RUNNING',
      from_date date not null,
      to_date date not null,
      version integer not null,
      total integer not null default 0,
      done integer not null default 0,
      -- the last document id scored: a restarted job goes on after it
      cursor uuid,
      message_code text,
      started_by uuid references app_user(id) on delete set null,
      started_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index call_rescore_run_project on call_rescore_run (project_id, started_at desc);
    create unique index call_rescore_run_running on call_rescore_run (project_id) where state = 'RUNNING';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table call_rescore_run;
    drop table call_score;
    drop table call_rule_history;
    drop table call_rule_version;
    alter table project_document drop column call;
  `.execute(db);
}
