import { sql, type Kysely } from 'kysely';

/**
 * The AI provider (docs/ai-provider.md): one installation default (account_id null) and at most one override per
 * account, the key sealed; and the tokens each account used per calendar month, counted up after every call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ai_provider_setting (
      id uuid primary key default gen_random_uuid(),
      account_id uuid references account(id) on delete cascade,
      enabled boolean not null default true,
      base_url text not null,
      api_key text,
      chat_model text not null,
      embedding_model text,
      timeout_ms integer not null,
      monthly_token_budget bigint,
      updated_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index ai_provider_setting_account on ai_provider_setting (account_id) where account_id is not null;
    create unique index ai_provider_setting_default on ai_provider_setting ((true)) where account_id is null;

    create table ai_token_usage (
      account_id uuid not null references account(id) on delete cascade,
      month text not null,
      tokens bigint not null default 0,
      calls integer not null default 0,
      updated_at timestamptz not null default now(),
      primary key (account_id, month)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table ai_token_usage;
    drop table ai_provider_setting;
  `.execute(db);
}
