import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectReportTable } from '../../platform/db/schema-reports.js';

export type ReportRow = Selectable<ProjectReportTable> & { created_by_name: string | null };
export type NewReport = Insertable<ProjectReportTable>;
export type ReportChange = Updateable<ProjectReportTable>;

/** The SQL of stored reports (`project_report`, migration 0023). Every read is scoped by workspace and analysis. */
export class ReportRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .selectFrom('project_report as r')
      .leftJoin('app_user as u', 'u.id', 'r.created_by')
      .selectAll('r')
      .select(sql<string | null>`nullif(trim(u.full_name || ' ' || u.last_name), '')`.as('created_by_name'));
  }

  list(workspaceId: string, projectId: string): Promise<ReportRow[]> {
    return this.select()
      .where('r.workspace_id', '=', workspaceId)
      .where('r.project_id', '=', projectId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
  }

  async get(workspaceId: string, projectId: string, id: string): Promise<ReportRow | null> {
    const row = await this.select()
      .where('r.workspace_id', '=', workspaceId)
      .where('r.project_id', '=', projectId)
      .where('r.id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** For the job, which carries ids. */
  async byId(id: string): Promise<ReportRow | null> {
    return (await this.select().where('r.id', '=', id).executeTakeFirst()) ?? null;
  }

  async nameTaken(projectId: string, nameKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_report')
      .select('id')
      .where('project_id', '=', projectId)
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: NewReport): Promise<string> {
    const { id } = await this.db.insertInto('project_report').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /**
   * A monthly child: null when this report already has its child for that month (or the child's name is taken) —
   * the unique indexes decide, so several processes ticking together create one.
   */
  async insertChild(row: NewReport): Promise<string | null> {
    const inserted = await this.db
      .insertInto('project_report')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  }

  /** Changes a report still being prepared; false when it is gone or already finished (deleted meanwhile). */
  async update(id: string, change: ReportChange, onlyPreparing = true): Promise<boolean> {
    const res = await this.db
      .updateTable('project_report')
      .set(change)
      .where('id', '=', id)
      .$if(onlyPreparing, (qb) => qb.where('status', '=', 'PREPARING'))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async delete(workspaceId: string, projectId: string, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('project_report')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Reports with monthly repeat on, of every workspace (the schedule decides what to create). */
  monthly(): Promise<ReportRow[]> {
    return this.select().where('r.monthly_repeat', '=', true).where('r.repeat_of', 'is', null).orderBy('r.created_at').execute();
  }

  async projectCode(projectId: string): Promise<string | null> {
    const row = await this.db.selectFrom('project').select('code').where('id', '=', projectId).executeTakeFirst();
    return row?.code ?? null;
  }
}
