import { sql, type Kysely } from 'kysely';

/**
 * The learning center (docs/tour-and-help.md): `help_video` holds, per guide (the contract's `helpGuideKeys`) and
 * language, the address of a video an operator set for it. No row: the guide shows its screenshots.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table help_video (
      guide text not null,
      language text not null,
      url text not null,
      updated_by uuid references app_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (guide, language)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table help_video;`.execute(db);
}
