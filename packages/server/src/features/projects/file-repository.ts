import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AppFileTable } from '../../platform/db/schema-projects.js';

export type AppFileRow = Selectable<AppFileTable>;

/** Rows of uploaded images (analysis icons, channel images); the bytes are in the file store. */
export class AppFileRepository {
  constructor(private readonly db: Db) {}

  /** A row with a placeholder key: its id names the stored file, so the key is set once the bytes are written. */
  async insertPending(values: {
    workspaceId: string;
    scope: string;
    scopeId: string;
    contentType: string;
    size: number;
    createdBy: string;
  }): Promise<string> {
    const row = await this.db
      .insertInto('app_file')
      .values({
        workspace_id: values.workspaceId,
        scope: values.scope,
        scope_id: values.scopeId,
        file_key: 'pending',
        content_type: values.contentType,
        size: values.size,
        created_by: values.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setKey(id: string, key: string): Promise<void> {
    await this.db.updateTable('app_file').set({ file_key: key }).where('id', '=', id).execute();
  }

  async get(workspaceId: string, id: string): Promise<AppFileRow | undefined> {
    return this.db
      .selectFrom('app_file')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
