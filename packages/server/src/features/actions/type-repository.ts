import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ActionTypeTable } from '../../platform/db/schema-actions.js';

export type ActionTypeRow = Selectable<ActionTypeTable> & { action_count: number };

/** SQL of the workspace's action types (docs/actions.md); every query is scoped by the workspace. */
export class ActionTypeRepository {
  constructor(private readonly db: Db) {}

  private withCounts(workspaceId: string) {
    return this.db
      .selectFrom('action_type as t')
      .selectAll('t')
      .select((eb) =>
        eb
          .selectFrom('action as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('a.type_id', '=', 't.id')
          .where('a.workspace_id', '=', workspaceId)
          .as('action_count'),
      )
      .where('t.workspace_id', '=', workspaceId);
  }

  async list(workspaceId: string): Promise<ActionTypeRow[]> {
    const rows = await this.withCounts(workspaceId).orderBy('t.name_key').execute();
    return rows.map((r) => ({ ...r, action_count: Number(r.action_count ?? 0) }));
  }

  async find(workspaceId: string, id: string): Promise<ActionTypeRow | null> {
    const row = await this.withCounts(workspaceId).where('t.id', '=', id).executeTakeFirst();
    return row ? { ...row, action_count: Number(row.action_count ?? 0) } : null;
  }

  async nameTaken(workspaceId: string, key: string, exceptId: string | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('action_type')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('name_key', '=', key)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    workspaceId: string,
    userId: string,
    values: { name: string; name_key: string; color: string | null },
  ): Promise<string> {
    const row = await this.db
      .insertInto('action_type')
      .values({ ...values, workspace_id: workspaceId, created_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(workspaceId: string, id: string, values: { name: string; name_key: string; color: string | null }): Promise<void> {
    await this.db.updateTable('action_type').set(values).where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    await this.db.deleteFrom('action_type').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  }
}
