import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { UserRow, UserTable } from '../../platform/db/schema.js';

export interface MembershipRow {
  workspaceId: string;
  code: string;
  name: string;
  subtitle: string | null;
  accountId: string;
  role: string;
  /** The custom role's name and permissions when `role` is CUSTOM. */
  roleName: string | null;
  customPermissions: string[] | null;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('app_user').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  byId(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async create(user: Insertable<UserTable>): Promise<UserRow> {
    return this.db.insertInto('app_user').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: string, patch: Updateable<UserTable>): Promise<UserRow> {
    return this.db.updateTable('app_user').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  /** Whether the user owns or represents any account (the web's `accountManager` flag). */
  async managesAnAccount(userId: string): Promise<boolean> {
    const [owner, representative] = await Promise.all([
      this.db.selectFrom('account_owner').select('account_id').where('user_id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('account_representative').select('account_id').where('user_id', '=', userId).executeTakeFirst(),
    ]);
    return owner !== undefined || representative !== undefined;
  }

  /** The user's workspaces, in a stable order (by name) so the switcher and the default choice do not jump. */
  memberships(userId: string): Promise<MembershipRow[]> {
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .leftJoin('account_role as r', 'r.id', 'm.role_id')
      .select([
        'w.id as workspaceId',
        'w.code',
        'w.name',
        'w.subtitle',
        'w.account_id as accountId',
        'm.role',
        'r.name as roleName',
        'r.permissions as customPermissions',
      ])
      .where('m.user_id', '=', userId)
      .orderBy('w.name')
      .orderBy('w.id')
      .execute();
  }
}
