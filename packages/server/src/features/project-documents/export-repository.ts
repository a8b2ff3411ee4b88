import { sql, type Insertable, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectTaskTable } from '../../platform/db/schema-projects.js';
import type { ProjectRow } from '../projects/project-access.js';
import { documentColumns, type DocumentRow } from './hydrate.js';
import type { SearchFilter } from './search-filter.js';

export type TaskRow = Selectable<ProjectTaskTable>;

/** What the rows of a pivot download are (docs/reports.md#pivot-download): a document column or an attribute's values. */
export type PivotKey =
  | { kind: 'channel' | 'sentiment' | 'language' | 'status' }
  | { kind: 'contentMonth' | 'contentWeek' | 'contentDay'; timeZone: string }
  | { kind: 'attribute'; code: string };

/**
 * One count of a pivot: `grouping` says which (GROUPING(k, category)): 0 a cell, 1 a row's total, 2 a category's
 * total, 3 the grand total. Every count is of distinct documents carrying a category of the model.
 */
export interface PivotCount {
  key: string | null;
  categoryId: string | null;
  grouping: number;
  n: number;
}

const documentColumn = { channel: 'channel_code', sentiment: 'sentiment', language: 'language', status: 'status' } as const;

/**
 * A document's row value(s). Dates: the local day, Monday of the local week, or month in the reporting zone. An
 * attribute: its text; each value of a list attribute (a document then lies in each of its values' rows), NULL when
 * the document has none.
 */
function pivotKeyExpression(key: PivotKey): RawBuilder<string | null> {
  const at = (zone: string) => sql`project_document.content_date at time zone ${zone}`;
  switch (key.kind) {
    case 'channel':
    case 'sentiment':
    case 'language':
    case 'status':
      return sql<string | null>`${sql.ref(`project_document.${documentColumn[key.kind]}`)}::text`;
    case 'contentDay':
      return sql<string>`to_char(${at(key.timeZone)}, 'YYYY-MM-DD')`;
    case 'contentWeek':
      return sql<string>`to_char(date_trunc('week', ${at(key.timeZone)}), 'YYYY-MM-DD')`;
    case 'contentMonth':
      return sql<string>`to_char(${at(key.timeZone)}, 'YYYY-MM')`;
    case 'attribute': {
      const value = sql`project_document.attributes -> ${key.code}::text`;
      return sql<string | null>`jsonb_array_elements_text(case jsonb_typeof(${value})
        when 'array' then (case when jsonb_array_length(${value}) > 0 then ${value} else '[null]'::jsonb end)
        else jsonb_build_array(${value}) end)`;
    }
  }
}

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

  /**
   * The pivot of the filtered documents: distinct documents per row value × category of the model, per row value,
   * per category and in all (one GROUP BY with grouping sets; documents without a category of the model are not in it).
   */
  async pivotCounts(filter: SearchFilter, modelId: string, key: PivotKey): Promise<PivotCount[]> {
    const rows = await this.db
      .with('docs', (db) =>
        db
          .selectFrom('project_document')
          .where(filter.where)
          .select([sql<string>`project_document.id`.as('id'), pivotKeyExpression(key).as('k')]),
      )
      .selectFrom('docs')
      .innerJoin('project_document_category as c', 'c.document_id', 'docs.id')
      .where('c.model_id', '=', modelId)
      .select([
        sql<string | null>`docs.k`.as('key'),
        sql<string | null>`c.category_id`.as('category_id'),
        sql<number>`grouping(docs.k, c.category_id)`.as('g'),
        sql<string>`count(distinct docs.id)`.as('n'),
      ])
      .groupBy(sql`grouping sets ((docs.k, c.category_id), (docs.k), (c.category_id), ())`)
      .execute();
    return rows.map((r) => ({ key: r.key, categoryId: r.category_id, grouping: Number(r.g), n: Number(r.n) }));
  }

  /** Channel code → name of the workspace (the rows of a pivot by channel are named). */
  async channelNames(workspaceId: string): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('channel').select(['code', 'name']).where('workspace_id', '=', workspaceId).execute();
    return new Map(rows.map((r) => [r.code, r.name]));
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
