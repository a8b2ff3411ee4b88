import { sql, type Kysely } from 'kysely';

/**
 * Marking-efficiency targets (docs/reports.md, "Marking efficiency"): one per period of an analysis — a month, or
 * the whole year when `month` is null — with the total, optional length targets and limits and an optional category
 * count range. `period_start`/`period_end` are the period's instants in the reporting time zone at creation, so the
 * report and the search's `quality` drill-down test the same bounds in SQL. `name_key` is the domain's `nameKey`.
 * The unique indexes settle a race the service's checks cannot (name, and one target per period).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table marking_target (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      name text not null,
      name_key text not null,
      year integer not null,
      month integer,
      total_target integer not null,
      criteria jsonb not null default '[]',
      target_short integer,
      target_medium integer,
      target_long integer,
      limit_short integer,
      limit_long integer,
      category_min integer,
      category_max integer,
      -- CONTENT_DATE, CREATE_DATE or LAST_STATUS_UPDATE_DATE: which document date falls in the period
      content_date text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create unique index marking_target_name on marking_target (project_id, name_key);
    create unique index marking_target_period on marking_target (project_id, year, coalesce(month, 0));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table marking_target;`.execute(db);
}
