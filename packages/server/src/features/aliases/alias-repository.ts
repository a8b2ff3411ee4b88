import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AliasTable } from '../../platform/db/schema-aliases-feedback.js';

export type AliasRow = Selectable<AliasTable>;
export type AliasWrite = Pick<
  AliasRow,
  'alias_type' | 'key' | 'model_id' | 'category_id' | 'attribute' | 'value' | 'alias_tr' | 'alias_en' | 'value_alias'
>;
interface ProjectRef {
  id: string;
  workspace_id: string;
}

/** The SQL of aliases: every read is scoped by the analysis and its workspace. */
export class AliasRepository {
  constructor(private readonly db: Db) {}

  /** The aliases of an analysis (the catalogue and the category tree read them on each call). */
  forProject(project: ProjectRef): Promise<AliasRow[]> {
    return this.db
      .selectFrom('alias')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('alias_type')
      .orderBy('key')
      .execute();
  }

  byId(project: ProjectRef, id: string): Promise<AliasRow | undefined> {
    return this.db
      .selectFrom('alias')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  insert(project: ProjectRef, userId: string, row: AliasWrite): Promise<AliasRow> {
    return this.db
      .insertInto('alias')
      .values({ ...row, workspace_id: project.workspace_id, project_id: project.id, created_by: userId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(project: ProjectRef, id: string, row: AliasWrite): Promise<AliasRow | undefined> {
    return this.db
      .updateTable('alias')
      .set({ ...row, updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(project: ProjectRef, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('alias')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The categories of the analysis's models under their own names (the key picker of the alias form). */
  categories(workspaceId: string, modelIds: readonly string[]) {
    if (modelIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('model_category')
      .select(['id', 'model_id', 'parent_id', 'name', 'position'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', 'in', [...modelIds])
      .orderBy('position')
      .orderBy('name')
      .execute();
  }

  attributes(project: ProjectRef) {
    return this.db
      .selectFrom('project_attribute')
      .select(['code', 'type'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
  }
}
