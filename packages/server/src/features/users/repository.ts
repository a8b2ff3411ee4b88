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

  /** The user's workspaces, in a stable order (by name) so the switcher and the default choice do not jump. */
  memberships(userId: string): Promise<MembershipRow[]> {
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .select(['w.id as workspaceId', 'w.code', 'w.name', 'w.subtitle', 'w.account_id as accountId', 'm.role'])
      .where('m.user_id', '=', userId)
      .orderBy('w.name')
      .orderBy('w.id')
      .execute();
  }
}
