import type { CustomRole, Permission, RoleOption } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

export interface RoleRow {
  id: string;
  accountId: string;
  name: string;
  permissions: string[];
}

/** Custom roles of accounts (migration 0026). */
export class RoleRepository {
  constructor(private readonly db: Db) {}

  async list(accountId: string): Promise<CustomRole[]> {
    const rows = await this.db
      .selectFrom('account_role as r')
      .select((eb) => [
        'r.id',
        'r.name',
        'r.permissions',
        'r.created_at as createdAt',
        eb
          .selectFrom('workspace_member as m')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('m.role_id', '=', 'r.id')
          .as('memberCount'),
      ])
      .where('r.account_id', '=', accountId)
      .orderBy('r.name')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      permissions: r.permissions as Permission[],
      memberCount: Number(r.memberCount ?? 0),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  options(accountId: string): Promise<RoleOption[]> {
    return this.db
      .selectFrom('account_role')
      .select(['id', 'name'])
      .where('account_id', '=', accountId)
      .orderBy('name')
      .execute();
  }

  byId(id: string): Promise<RoleRow | undefined> {
    return this.db
      .selectFrom('account_role')
      .select(['id', 'account_id as accountId', 'name', 'permissions'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async nameTaken(accountId: string, name: string, exceptId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('account_role')
      .select('id')
      .where('account_id', '=', accountId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async create(accountId: string, name: string, permissions: readonly string[]): Promise<string> {
    const row = await this.db
      .insertInto('account_role')
      .values({ account_id: accountId, name, permissions: JSON.stringify(permissions) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: string, name: string, permissions: readonly string[]): Promise<void> {
    await this.db
      .updateTable('account_role')
      .set({ name, permissions: JSON.stringify(permissions), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async inUse(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('workspace_member').select('user_id').where('role_id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('account_role').where('id', '=', id).execute();
  }

  /** Users holding the role anywhere, whose cached sessions must see a changed permission list. */
  async holders(id: string): Promise<string[]> {
    const rows = await this.db.selectFrom('workspace_member').select('user_id').where('role_id', '=', id).execute();
    return rows.map((r) => r.user_id);
  }
}
