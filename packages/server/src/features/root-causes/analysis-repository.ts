import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RootCauseAnalysisTable } from '../../platform/db/schema-root-causes.js';

export type AnalysisRow = Selectable<RootCauseAnalysisTable>;
/** An analysis with what its list entry shows beside the stored row. */
export interface AnalysisListRow extends AnalysisRow {
  model_code: string;
  topic_count: number;
  pending_count: number;
  confirmed_count: number;
}
export interface ProjectRef {
  id: string;
  workspace_id: string;
}

/** States in which an analysis is queued or computing: it may be neither deleted nor run again. */
export const busyStates = ['WAITING', 'COMPUTING'] as const;

/** SQL of root cause analyses (the rows, their states and what the nightly run needs). */
export class AnalysisRepository {
  constructor(private readonly db: Db) {}

  private listQuery(project: ProjectRef) {
    return this.db
      .selectFrom('root_cause_analysis as a')
      .innerJoin('model as m', 'm.id', 'a.model_id')
      .selectAll('a')
      .select('m.code as model_code')
      .select((eb) => [
        eb
          .selectFrom('rca_topic as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.analysis_id', '=', 'a.id')
          .as('topic_count'),
        eb
          .selectFrom('rca_topic as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.analysis_id', '=', 'a.id')
          .where('t.status', '=', 'PENDING')
          .as('pending_count'),
        eb
          .selectFrom('rca_topic as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.analysis_id', '=', 'a.id')
          .where('t.status', '=', 'CONFIRMED')
          .as('confirmed_count'),
      ])
      .where('a.workspace_id', '=', project.workspace_id)
      .where('a.project_id', '=', project.id);
  }

  async list(project: ProjectRef): Promise<AnalysisListRow[]> {
    const rows = await this.listQuery(project).orderBy('a.created_at', 'desc').orderBy('a.id').execute();
    return rows.map(counted);
  }

  async find(project: ProjectRef, id: string): Promise<AnalysisListRow | null> {
    const row = await this.listQuery(project).where('a.id', '=', id).executeTakeFirst();
    return row ? counted(row) : null;
  }

  /** For background jobs, which carry ids. */
  async byId(workspaceId: string, id: string): Promise<AnalysisRow | null> {
    const row = await this.db
      .selectFrom('root_cause_analysis')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async nameTaken(project: ProjectRef, key: string, exceptId: string | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('root_cause_analysis')
      .select('id')
      .where('project_id', '=', project.id)
      .where('name_key', '=', key)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(values: Insertable<RootCauseAnalysisTable>): Promise<AnalysisRow> {
    return this.db.insertInto('root_cause_analysis').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(project: ProjectRef, id: string, values: Updateable<RootCauseAnalysisTable>): Promise<void> {
    await this.db
      .updateTable('root_cause_analysis')
      .set({ ...values, updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .execute();
  }

  /** Queues a run: WAITING, unless it is already waiting or computing (false then). */
  async markWaiting(project: ProjectRef, id: string): Promise<boolean> {
    const r = await this.db
      .updateTable('root_cause_analysis')
      .set({ state: 'WAITING', progress: 0, error_code: null, updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .where('state', 'not in', busyStates)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Deletes an analysis that is not waiting or computing; false when it is (or is gone). */
  async deleteIdle(project: ProjectRef, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('root_cause_analysis')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .where('state', 'not in', busyStates)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Run bookkeeping by id (the job's writes). `onlyState` guards a transition. */
  async setRun(id: string, values: Updateable<RootCauseAnalysisTable>, onlyState?: readonly string[]): Promise<boolean> {
    const r = await this.db
      .updateTable('root_cause_analysis')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .$if(onlyState !== undefined, (qb) => qb.where('state', 'in', onlyState ?? []))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Automated analyses not running now whose analysis has documents created after their watermark (and until `until`). */
  async dueAutomated(until: Date): Promise<AnalysisRow[]> {
    return this.db
      .selectFrom('root_cause_analysis as a')
      .selectAll('a')
      .where('a.automated', '=', true)
      .where('a.state', 'not in', busyStates)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('project_document as d')
            .select(sql`1`.as('one'))
            .whereRef('d.project_id', '=', 'a.project_id')
            .where('d.created_at', '<=', until)
            .where((w) => w.or([w('a.watermark', 'is', null), w('d.created_at', '>', w.ref('a.watermark'))])),
        ),
      )
      .orderBy('a.created_at')
      .execute();
  }
}

function counted<T extends { topic_count: unknown; pending_count: unknown; confirmed_count: unknown }>(
  row: T,
): Omit<T, 'topic_count' | 'pending_count' | 'confirmed_count'> & {
  topic_count: number;
  pending_count: number;
  confirmed_count: number;
} {
  return {
    ...row,
    topic_count: Number(row.topic_count ?? 0),
    pending_count: Number(row.pending_count ?? 0),
    confirmed_count: Number(row.confirmed_count ?? 0),
  };
}
