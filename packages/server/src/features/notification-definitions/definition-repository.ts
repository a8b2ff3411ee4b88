import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { NotificationDefinitionTable } from '../../platform/db/schema-notification-definitions.js';

export type DefinitionRow = Selectable<NotificationDefinitionTable> & {
  creator_name: string | null;
  project_code: string;
  project_name: string;
};
export type DefinitionValues = Omit<
  Insertable<NotificationDefinitionTable>,
  'id' | 'workspace_id' | 'project_id' | 'created_by' | 'created_at' | 'last_sent_at'
>;

/** SQL of notification definitions (docs/notification-definitions.md); every query is scoped by workspace and analysis. */
export class DefinitionRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('notification_definition as d')
      .innerJoin('project as p', 'p.id', 'd.project_id')
      .leftJoin('app_user as u', 'u.id', 'd.created_by')
      .selectAll('d')
      .select([
        'p.code as project_code',
        'p.name as project_name',
        sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('creator_name'),
      ]);
  }

  async list(workspaceId: string, projectId: string): Promise<DefinitionRow[]> {
    return this.base()
      .where('d.workspace_id', '=', workspaceId)
      .where('d.project_id', '=', projectId)
      .orderBy('d.name')
      .orderBy('d.id')
      .execute();
  }

  async find(workspaceId: string, projectId: string, id: string): Promise<DefinitionRow | null> {
    const row = await this.base()
      .where('d.workspace_id', '=', workspaceId)
      .where('d.project_id', '=', projectId)
      .where('d.id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** For the scheduler, which works across workspaces: one definition by id (null once deleted). */
  async byId(id: string): Promise<DefinitionRow | null> {
    const row = await this.base().where('d.id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  /** Every enabled definition of the installation (the tick decides which are due). */
  async enabled(): Promise<DefinitionRow[]> {
    return this.base().where('d.enabled', '=', true).orderBy('d.id').execute();
  }

  async nameTaken(projectId: string, nameKey: string, exceptId: string | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('notification_definition')
      .select('id')
      .where('project_id', '=', projectId)
      .where('name_key', '=', nameKey)
      .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    scope: { workspaceId: string; projectId: string; userId: string },
    values: DefinitionValues,
    now: Date,
  ): Promise<string> {
    const row = await this.db
      .insertInto('notification_definition')
      .values({
        ...values,
        workspace_id: scope.workspaceId,
        project_id: scope.projectId,
        created_by: scope.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(workspaceId: string, projectId: string, id: string, values: DefinitionValues, now: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('notification_definition')
      .set({ ...values, updated_at: now })
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async remove(workspaceId: string, projectId: string, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('notification_definition')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db.updateTable('notification_definition').set({ last_sent_at: at }).where('id', '=', id).execute();
  }
}
