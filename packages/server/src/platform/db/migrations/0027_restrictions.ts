import { sql, type Kysely } from 'kysely';

/**
 * Data restrictions of workspace members (docs/data-restrictions.md): per (workspace, user) the allowed analyses
 * (`project_ids` null: all) and attribute rules `[{ field, values[] }]`. The primary key serves the one lookup per
 * request; the row goes with the membership (a member removed and invited again starts open).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_restriction (
      workspace_id uuid not null,
      user_id uuid not null,
      project_ids jsonb,
      rules jsonb not null default '[]',
      updated_by uuid references app_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (workspace_id, user_id),
      foreign key (workspace_id, user_id) references workspace_member(workspace_id, user_id) on delete cascade
    );
  `.execute(db);
}
