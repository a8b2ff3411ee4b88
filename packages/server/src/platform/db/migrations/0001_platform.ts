import { sql, type Kysely } from 'kysely';

/** Accounts, users, workspaces, sessions, mail, events, notifications and plans. Valid on PostgreSQL 15+. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plan (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      name text not null,
      is_default boolean not null default false,
      unlimited boolean not null default false,
      features jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create unique index plan_single_default on plan (is_default) where is_default;

    create table account (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      plan_id uuid not null references plan(id),
      subscription_start timestamptz,
      subscription_end timestamptz,
      created_at timestamptz not null default now()
    );

    create table app_user (
      id uuid primary key default gen_random_uuid(),
      email text not null unique,
      password_hash text not null,
      full_name text not null,
      last_name text not null,
      language text not null default 'en',
      profile_picture_url text,
      job_title text,
      department text,
      organisation text,
      phone text,
      user_type text not null default 'USER',
      email_verified_at timestamptz,
      otp_secret text,
      otp_pending_secret text,
      personal_information_done boolean not null default false,
      last_workspace_id uuid,
      created_at timestamptz not null default now()
    );

    create table account_owner (
      account_id uuid not null references account(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      primary key (account_id, user_id)
    );

    create table workspace (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      account_id uuid not null references account(id) on delete cascade,
      name text not null,
      subtitle text,
      created_at timestamptz not null default now()
    );
    create unique index workspace_name_per_account on workspace (account_id, lower(name));

    create table workspace_member (
      workspace_id uuid not null references workspace(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      role text not null,
      joined_at timestamptz not null default now(),
      primary key (workspace_id, user_id)
    );
    create index workspace_member_user on workspace_member (user_id);

    create table user_session (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique,
      user_id uuid not null references app_user(id) on delete cascade,
      workspace_id uuid references workspace(id) on delete set null,
      remember boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_seen_at timestamptz not null default now(),
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    create index user_session_user on user_session (user_id);

    create table email_verification (
      code_hash text primary key,
      user_id uuid not null references app_user(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table password_recovery (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references app_user(id) on delete cascade,
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index password_recovery_user on password_recovery (user_id, created_at desc);

    create table login_attempt (
      id bigserial primary key,
      email text not null,
      ip text,
      success boolean not null,
      created_at timestamptz not null default now()
    );
    create index login_attempt_email on login_attempt (email, created_at);
    create index login_attempt_ip on login_attempt (ip, created_at);

    create table invitation (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique,
      workspace_id uuid not null references workspace(id) on delete cascade,
      email text not null,
      role text not null,
      invited_by uuid not null references app_user(id) on delete cascade,
      status text not null default 'PENDING',
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      accepted_at timestamptz
    );
    create index invitation_workspace on invitation (workspace_id, created_at desc);

    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      status text not null,
      error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index mail_outbox_created on mail_outbox (created_at desc);

    create table ui_event (
      id bigserial primary key,
      user_id uuid references app_user(id) on delete cascade,
      workspace_id uuid references workspace(id) on delete cascade,
      type text not null,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index ui_event_user on ui_event (user_id, id);
    create index ui_event_workspace on ui_event (workspace_id, id);

    create table in_app_notification (
      id bigserial primary key,
      code uuid not null unique default gen_random_uuid(),
      user_id uuid not null references app_user(id) on delete cascade,
      type text not null,
      title_key text not null,
      body_key text not null,
      params jsonb not null default '{}',
      link text,
      read boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index in_app_notification_user on in_app_notification (user_id, id desc);

    create table notification_setting (
      user_id uuid not null references app_user(id) on delete cascade,
      type text not null,
      in_app boolean not null,
      email boolean not null,
      primary key (user_id, type)
    );

    create table user_activity (
      id bigserial primary key,
      user_id uuid not null references app_user(id) on delete cascade,
      kind text not null,
      action text not null,
      detail jsonb not null default '{}',
      ip text,
      user_agent text,
      created_at timestamptz not null default now()
    );
    create index user_activity_user on user_activity (user_id, id desc);

    create table ui_duration (
      id bigserial primary key,
      user_id uuid not null references app_user(id) on delete cascade,
      workspace_id uuid references workspace(id) on delete set null,
      name text not null,
      duration_ms integer not null,
      created_at timestamptz not null default now()
    );

    -- Reference data: the plans every installation starts with. The default one is given to new accounts.
    insert into plan (code, name, is_default, unlimited, features) values
      ('STANDARD', 'Standard', true, false, '{"PROJECT_COUNT": 10, "MODEL_COUNT": 10, "WORKSPACE_COUNT": 3, "USER_COUNT": 25, "EXPORT": 1}'),
      ('UNLIMITED', 'Unlimited', false, true, '{"PROJECT_COUNT": null, "MODEL_COUNT": null, "WORKSPACE_COUNT": null, "USER_COUNT": null, "EXPORT": 1}');
  `.execute(db);
}
