import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CallbackConfigTable } from '../../platform/db/schema-callbacks.js';

export type CallbackConfigRow = Selectable<CallbackConfigTable>;
export type CallbackConfigWrite = Omit<Insertable<CallbackConfigTable>, 'created_at'>;

/** The SQL of `callback_config`: one row per analysis, always read within the session's workspace. */
export class CallbackConfigRepository {
  constructor(private readonly db: Db) {}

  find(workspaceId: string, projectId: string): Promise<CallbackConfigRow | undefined> {
    return this.db
      .selectFrom('callback_config')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
  }

  async save(row: CallbackConfigWrite): Promise<CallbackConfigRow> {
    const { project_id: _key, workspace_id: _ws, ...changes } = row;
    return this.db
      .insertInto('callback_config')
      .values(row)
      .onConflict((oc) =>
        oc.column('project_id').doUpdateSet(changes).where('callback_config.workspace_id', '=', row.workspace_id),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
