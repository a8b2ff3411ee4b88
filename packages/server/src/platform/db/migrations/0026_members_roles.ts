import { sql, type Kysely } from 'kysely';

/**
 * Members and roles (docs/workspaces-and-users.md): custom roles per account — a name unique in the account
 * (case-insensitive) and a permission list — held by a member as role `CUSTOM` with `role_id`; an invitation may
 * carry a custom role the same way. A role in use cannot be deleted (`on delete restrict` backs the service's
 * `ROLE_IN_USE`). The SAML flag of a user is stored for the day SAML sign-in exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_role (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references account(id) on delete cascade,
      name text not null,
      permissions jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index account_role_name on account_role (account_id, lower(name));

    alter table workspace_member add column role_id uuid references account_role(id) on delete restrict;
    create index workspace_member_role on workspace_member (role_id) where role_id is not null;
    alter table invitation add column role_id uuid references account_role(id) on delete cascade;

    alter table app_user add column saml boolean not null default false;
  `.execute(db);
}
