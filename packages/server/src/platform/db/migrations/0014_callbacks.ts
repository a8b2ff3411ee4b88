import { sql, type Kysely } from 'kysely';

/**
 * Callbacks (docs/callbacks.md): one configuration per analysis and the delivery log, which is also the outbox —
 * the ingest transaction writes a PENDING row with the documents, so a crash between the commit and the POST loses
 * nothing; the deliver job and its minute sweep send what is due.
 *
 * Secrets (`secrets`, `signing_secret`) are AES-256-GCM boxes (platform/crypto); `auth` holds only the non-secret
 * fields of the authorization type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table callback_config (
      project_id uuid primary key references project(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      enabled boolean not null default true,
      -- ALL, STANDARD, DIALOGUE: which documents are delivered
      data_type text not null default 'ALL',
      url text not null,
      -- NONE, BEARER, BASIC, OAUTH2, HEADER
      auth_type text not null default 'NONE',
      auth jsonb not null default '{}',
      secrets text,
      signing_secret text not null,
      signing_hint text not null,
      updated_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index callback_config_workspace on callback_config (workspace_id);

    create table callback_delivery (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      document_id uuid not null references project_document(id) on delete cascade,
      -- CLASSIFIED, REEVALUATED
      event text not null,
      -- PENDING, DELIVERED, FAILED
      status text not null default 'PENDING',
      attempts integer not null default 0,
      -- when a PENDING row is due; a claim moves it forward by a lease so another worker leaves it alone
      next_attempt_at timestamptz not null default now(),
      last_status integer,
      last_error text,
      last_attempt_at timestamptz,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index callback_delivery_log on callback_delivery (project_id, created_at desc);
    create index callback_delivery_due on callback_delivery (next_attempt_at) where status = 'PENDING';
    create index callback_delivery_document on callback_delivery (document_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table callback_delivery;
    drop table callback_config;
  `.execute(db);
}
