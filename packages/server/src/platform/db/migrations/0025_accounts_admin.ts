import { sql, type Kysely } from 'kysely';

/**
 * The operator's accounts and packages (docs/accounts-admin.md): customer representatives of an account, owners and
 * representatives named before they registered, an
 * account's suspension and additional contact e-mails, a package's description, and the monthly document limit
 * (DOCUMENT_MONTHLY) on every existing package — unlimited, so nothing that worked before is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_representative (
      account_id uuid not null references account(id) on delete cascade,
      user_id uuid not null references app_user(id) on delete cascade,
      primary key (account_id, user_id)
    );
    create index account_representative_user on account_representative (user_id);
    create index account_owner_user on account_owner (user_id);

    -- An owner or representative named by address before they have a user: linked when that address registers.
    create table account_pending_role (
      account_id uuid not null references account(id) on delete cascade,
      email text not null,
      kind text not null check (kind in ('OWNER', 'REPRESENTATIVE')),
      primary key (account_id, email, kind)
    );
    create index account_pending_role_email on account_pending_role (email);

    alter table account add column suspended_at timestamptz;
    alter table account add column additional_emails jsonb not null default '[]';

    alter table plan add column description text not null default '';
    update plan set features = features || '{"DOCUMENT_MONTHLY": null}'::jsonb where not features ? 'DOCUMENT_MONTHLY';
  `.execute(db);
}
