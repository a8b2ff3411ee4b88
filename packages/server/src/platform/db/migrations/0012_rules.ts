import { sql, type Kysely } from 'kysely';

/**
 * Rules of an analysis (docs/rules.md): the rule with its current definition and, while a saved change waits for
 * the next 00:00 of the reporting zone, the definition arriving documents still get (`active`, until
 * `pending_from`); the documents each rule was applied to (`rule_application`: a re-run skips them); rule analysis
 * runs with their progress; and the history of every change.
 *
 * `definition` / `active` are JSON of { relation, algorithmType, conditions, actions }. `version` is the optimistic
 * lock, as for actions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rule (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      name text not null,
      name_key text not null,
      description text not null default '',
      enabled boolean not null default true,
      definition jsonb not null,
      -- what arriving documents get until pending_from (null: the definition itself)
      active jsonb,
      pending_from timestamptz,
      effective_from timestamptz not null default now(),
      version integer not null default 1,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_by uuid references app_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      unique (project_id, name_key)
    );
    create index rule_project on rule (project_id, enabled);

    create table rule_application (
      rule_id uuid not null references rule(id) on delete cascade,
      document_id uuid not null references project_document(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      applied_at timestamptz not null default now(),
      primary key (rule_id, document_id)
    );
    create index rule_application_document on rule_application (document_id);

    create table rule_run (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      rule_id uuid not null references rule(id) on delete cascade,
      -- BEGINS, PROCESSING, SUCCESS, FAIL
      state text not null default 'BEGINS',
      done integer not null default 0,
      total integer not null default 0,
      matched integer not null default 0,
      -- the last document id handled: a restarted job goes on after it
      cursor uuid,
      error_code text,
      started_by uuid references app_user(id) on delete set null,
      started_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index rule_run_rule on rule_run (rule_id, started_at desc);

    create table rule_history (
      id bigserial primary key,
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      rule_id uuid not null references rule(id) on delete cascade,
      -- CREATED, UPDATED, ENABLED, DISABLED, RUN, DELETED
      kind text not null,
      user_id uuid references app_user(id) on delete set null,
      at timestamptz not null default now(),
      before jsonb,
      after jsonb,
      run_id uuid
    );
    create index rule_history_rule on rule_history (rule_id, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table rule_history;
    drop table rule_run;
    drop table rule_application;
    drop table rule;
  `.execute(db);
}
