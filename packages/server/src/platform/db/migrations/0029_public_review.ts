import { sql, type Kysely } from 'kysely';

/**
 * Make-public review (docs/public-review.md). Model requests get an id (the queue's handle), who reviewed them, the
 * rejection reason and when the operators were reminded of it; analyses get the same request table. A request is
 * one row per item: a renewed request (after a rejection) overwrites it, a withdrawn one is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table model_public_request
      add column id uuid not null default gen_random_uuid(),
      add column reviewed_by uuid references app_user(id) on delete set null,
      add column reason text,
      add column reminded_at timestamptz;
    create unique index model_public_request_id on model_public_request (id);

    create table project_public_request (
      id uuid not null default gen_random_uuid() unique,
      project_id uuid primary key references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      status text not null default 'PENDING',
      note text not null default '',
      requested_by uuid references app_user(id) on delete set null,
      requested_at timestamptz not null default now(),
      reviewed_at timestamptz,
      reviewed_by uuid references app_user(id) on delete set null,
      reason text,
      reminded_at timestamptz
    );
    create index model_public_request_pending on model_public_request (requested_at) where status = 'PENDING';
    create index project_public_request_pending on project_public_request (requested_at) where status = 'PENDING';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table project_public_request;
    drop index model_public_request_pending;
    drop index model_public_request_id;
    alter table model_public_request drop column id, drop column reviewed_by, drop column reason, drop column reminded_at;
  `.execute(db);
}
