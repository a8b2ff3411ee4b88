import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectTaskTable } from '../../platform/db/schema-projects.js';
import type { ProjectRow } from '../projects/project-access.js';
import { documentColumns, type DocumentRow } from './hydrate.js';
import type { SearchFilter } from './search-filter.js';

export type TaskRow = Selectable<ProjectTaskTable>;

/** The SQL of exports: the documents under a filter, and the export tasks that track each file. */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  async count(filter: SearchFilter): Promise<number> {
    const row = await this.db
      .selectFrom('project_document')
      .where(filter.where)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** A page of the filtered documents, newest first (ties by id, so pages never overlap). */
  async page(filter: SearchFilter, offset: number, limit: number): Promise<DocumentRow[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .select(documentColumns)
      .where(filter.where)
      .orderBy('project_document.content_date', 'desc')
      .orderBy('project_document.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows;
  }

  /** The category rows of these documents, most confident first. */
  async categories(documentIds: readonly string[]): Promise<{ document_id: string; model_id: string; category_id: string }[]> {
    if (documentIds.length === 0) return [];
    return this.db
      .selectFrom('project_document_category')
      .select(['document_id', 'model_id', 'category_id'])
      .where('document_id', 'in', [...documentIds])
      .orderBy('confidence', 'desc')
      .execute();
  }

  async insertTask(values: Insertable<ProjectTaskTable>): Promise<TaskRow> {
    return this.db.insertInto('project_task').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async task(project: Pick<ProjectRow, 'id' | 'workspace_id'>, taskId: string): Promise<TaskRow | null> {
    const row = await this.db
      .selectFrom('project_task')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('kind', '=', 'EXPORT')
      .where('id', '=', taskId)
      .executeTakeFirst();
    return row ?? null;
  }

  async running(taskId: string): Promise<void> {
    await this.db.updateTable('project_task').set({ status: 'RUNNING' }).where('id', '=', taskId).execute();
  }

  async succeeded(taskId: string, rows: number, fileKey: string): Promise<TaskRow> {
    return this.db
      .updateTable('project_task')
      .set({ status: 'SUCCESS', done: rows, total: rows, file_key: fileKey, finished_at: sql<Date>`now()` })
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async failed(taskId: string): Promise<void> {
    await this.db
      .updateTable('project_task')
      .set({ status: 'FAILED', error: 'INTERNAL_ERROR', finished_at: sql<Date>`now()` })
      .where('id', '=', taskId)
      .execute();
  }

  /** Who to notify when a queued export is ready. */
  async recipient(userId: string): Promise<{ id: string; email: string; language: string } | undefined> {
    return this.db.selectFrom('app_user').select(['id', 'email', 'language']).where('id', '=', userId).executeTakeFirst();
  }

  async userName(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('app_user')
      .select(sql<string>`trim(full_name || ' ' || last_name)`.as('name'))
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.name;
  }
}
