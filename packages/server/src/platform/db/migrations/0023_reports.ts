import { sql, type Kysely } from 'kysely';

/**
 * Stored reports of an analysis (docs/reports.md, "Correlation reports"): `project_report`, one row per report.
 * - `definition`: the create body with its defaults filled (contract `correlationDefinitionSchema`); `start_date`,
 *   `end_date` and `date_basis` are read from its filterQuery once, so lists need not decode it.
 * - `status`: PREPARING (its `reports.correlation` job queued or running, `progress` 0…100) → READY (`result` holds
 *   the contract's `correlationResultSchema`) | ERROR (`error_code` says why).
 * - `name_key`: the name as duplicates are compared (domain `nameKey`); the unique index settles two creates racing
 *   past the service's check (409 REPORT_NAME_TAKEN).
 * - `repeat_of` + `repeat_month` (YYYY-MM): a monthly auto-repeat's child; the unique index lets the
 *   `reports.repeat` schedule create at most one child per report and month whatever the number of processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table project_report (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      kind text not null default 'CORRELATION',
      name text not null,
      name_key text not null,
      description text not null default '',
      definition jsonb not null,
      status text not null default 'PREPARING',
      error_code text,
      progress integer not null default 0,
      start_date timestamptz not null,
      end_date timestamptz not null,
      date_basis text not null,
      document_count integer,
      monthly_repeat boolean not null default false,
      repeat_of uuid references project_report(id) on delete set null,
      repeat_month text,
      result jsonb,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create unique index project_report_name on project_report (project_id, name_key);
    create unique index project_report_repeat on project_report (repeat_of, repeat_month) where repeat_of is not null;
    create index project_report_recent on project_report (project_id, created_at desc);
    create index project_report_monthly on project_report (monthly_repeat) where monthly_repeat;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table project_report`.execute(db);
}
