import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { EntityMappingTable } from '../../platform/db/schema-entity-mappings.js';

export type EntityMappingRow = Selectable<EntityMappingTable>;
export type EntityMappingWrite = Pick<
  Insertable<EntityMappingTable>,
  'name' | 'name_key' | 'source_text' | 'target_text' | 'regex'
>;

interface ProjectRef {
  id: string;
  workspace_id: string;
}

/** The SQL of entity mappings: every read is scoped by the analysis and its workspace. */
export class EntityMappingRepository {
  constructor(private readonly db: Db) {}

  /** The analysis's mappings in the order they apply. */
  list(project: ProjectRef): Promise<EntityMappingRow[]> {
    return this.db
      .selectFrom('entity_mapping')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
  }

  /** What the classification plan needs: the mappings as the engine takes them, in order. */
  async forClassification(project: ProjectRef): Promise<{ name: string; source: string; target: string; regex: boolean }[]> {
    const rows = await this.db
      .selectFrom('entity_mapping')
      .select(['name', 'source_text', 'target_text', 'regex'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ name: r.name, source: r.source_text, target: r.target_text, regex: r.regex }));
  }

  find(project: ProjectRef, id: string): Promise<EntityMappingRow | undefined> {
    return this.db
      .selectFrom('entity_mapping')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  insert(project: ProjectRef, userId: string, row: EntityMappingWrite): Promise<EntityMappingRow> {
    return this.db
      .insertInto('entity_mapping')
      .values({ ...row, workspace_id: project.workspace_id, project_id: project.id, created_by: userId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(project: ProjectRef, id: string, row: EntityMappingWrite): Promise<EntityMappingRow | undefined> {
    return this.db
      .updateTable('entity_mapping')
      .set({ ...row, updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(project: ProjectRef, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('entity_mapping')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The newest documents of the analysis with content, for a preview. */
  sample(project: ProjectRef, limit: number): Promise<{ id: string; content: string }[]> {
    return this.db
      .selectFrom('project_document')
      .select(['id', 'content'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('trashed_at', 'is', null)
      .where('content', '<>', '')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
