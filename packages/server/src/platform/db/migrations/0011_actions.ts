import { sql, type Kysely } from 'kysely';

/**
 * The action planner (docs/actions.md): action types, actions with their evidence (an analysis and its filter
 * state), followers, threaded notes, a field-by-field history, and corrective / regulator actions.
 *
 * `version` is the optimistic lock: every save is `update … where version = :read` and bumps it. Due dates are
 * calendar days (reporting time zone, text 'YYYY-MM-DD'); `due_reminded_at` / `overdue_notified_at` make the reminder job send each
 * notice once, and are cleared when the due date moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table action_type (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      name_key text not null,
      color text,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (workspace_id, name_key)
    );

    create table action (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      name_key text not null,
      description text not null default '',
      type_id uuid references action_type(id) on delete restrict,
      -- LOW, MEDIUM, HIGH, CRITICAL
      priority text not null default 'MEDIUM',
      -- OPEN, IN_PROGRESS, DONE, CANCELLED
      status text not null default 'OPEN',
      -- a calendar day 'YYYY-MM-DD' in the reporting time zone, kept as text: it sorts and compares as a day, and no
      -- driver turns it into an instant at some midnight
      due_date text check (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      responsible_id uuid references app_user(id) on delete set null,
      benefits text not null default '',
      reference_name text not null default '',
      creator_id uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      closed_at timestamptz,
      closed_by uuid references app_user(id) on delete set null,
      version integer not null default 1,
      -- evidence: the analysis (kept by code so a deleted analysis still names itself) and its filter state
      evidence_project_id uuid references project(id) on delete set null,
      evidence_project_code text,
      evidence_filter text,
      evidence_label text,
      evidence_document_id uuid,
      journey_step_id uuid references customer_journey_step(id) on delete set null,
      due_reminded_at timestamptz,
      overdue_notified_at timestamptz,
      unique (workspace_id, name_key)
    );
    create index action_workspace_status on action (workspace_id, status, due_date);
    create index action_responsible on action (responsible_id, status);
    create index action_due on action (due_date) where status in ('OPEN', 'IN_PROGRESS');
    create index action_evidence_project on action (evidence_project_id);
    create index action_type_use on action (type_id);

    create table action_follower (
      action_id uuid not null references action(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (action_id, user_id)
    );
    create index action_follower_user on action_follower (user_id);

    create table action_note (
      id uuid primary key default gen_random_uuid(),
      action_id uuid not null references action(id) on delete cascade,
      parent_id uuid references action_note(id) on delete cascade,
      author_id uuid references app_user(id) on delete set null,
      text text not null,
      mention_ids jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index action_note_action on action_note (action_id, created_at);

    create table action_history (
      id bigserial primary key,
      action_id uuid not null references action(id) on delete cascade,
      user_id uuid references app_user(id) on delete set null,
      at timestamptz not null default now(),
      field text not null,
      old_value text,
      new_value text
    );
    create index action_history_action on action_history (action_id, id);

    create table action_corrective (
      id uuid primary key default gen_random_uuid(),
      action_id uuid not null references action(id) on delete cascade,
      -- CORRECTIVE or REGULATOR
      kind text not null,
      text text not null,
      realised_by uuid references app_user(id) on delete set null,
      realised_at timestamptz,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index action_corrective_action on action_corrective (action_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table action_corrective;
    drop table action_history;
    drop table action_note;
    drop table action_follower;
    drop table action;
    drop table action_type;
  `.execute(db);
}
