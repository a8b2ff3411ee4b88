import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectRow } from '../projects/project-access.js';

export interface ScheduleValues {
  document_type: string;
  type: string;
  repeat_day: number | null;
  repeat_week_day: number | null;
  repeat_time: string;
}
type ProjectRef = Pick<ProjectRow, 'id' | 'workspace_id'>;

/** The SQL of feedback schedules and their period runs. */
export class FeedbackScheduleRepository {
  constructor(private readonly db: Db) {}

  /** The analysis's schedules with their model, latest run and the documents every run sent. */
  list(project: ProjectRef) {
    return this.db
      .selectFrom('feedback_schedule as s')
      .innerJoin('model as m', 'm.id', 's.model_id')
      .select([
        's.id',
        's.model_id',
        's.document_type',
        's.type',
        's.repeat_day',
        's.repeat_week_day',
        's.repeat_time',
        's.updated_at',
        'm.code as model_code',
        'm.name as model_name',
      ])
      .select((eb) => [
        eb
          .selectFrom('feedback_schedule_run as r')
          .select('r.started_at')
          .whereRef('r.schedule_id', '=', 's.id')
          .orderBy('r.started_at', 'desc')
          .limit(1)
          .as('last_run_at'),
        eb
          .selectFrom('feedback_schedule_run as r')
          .select('r.sent_count')
          .whereRef('r.schedule_id', '=', 's.id')
          .orderBy('r.started_at', 'desc')
          .limit(1)
          .as('last_sent_count'),
        eb
          .selectFrom('feedback_schedule_run as r')
          .select(sql<string>`coalesce(sum(r.sent_count), 0)`.as('n'))
          .whereRef('r.schedule_id', '=', 's.id')
          .as('sent_total'),
      ])
      .where('s.workspace_id', '=', project.workspace_id)
      .where('s.project_id', '=', project.id)
      .orderBy('m.name')
      .execute();
  }

  /** One schedule per model of an analysis: a save replaces the one it had. */
  async upsert(project: ProjectRef, modelId: string, values: ScheduleValues, userId: string | null): Promise<void> {
    await this.db
      .insertInto('feedback_schedule')
      .values({
        ...values,
        workspace_id: project.workspace_id,
        project_id: project.id,
        model_id: modelId,
        created_by: userId,
        updated_by: userId,
      })
      .onConflict((oc) =>
        oc.columns(['project_id', 'model_id']).doUpdateSet({ ...values, updated_by: userId, updated_at: new Date() }),
      )
      .execute();
  }

  async delete(project: ProjectRef, modelId: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('feedback_schedule')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('model_id', '=', modelId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Every schedule of every workspace: the job decides which are due (a few rows per analysis at most). */
  all() {
    return this.db
      .selectFrom('feedback_schedule')
      .select([
        'id',
        'workspace_id',
        'project_id',
        'model_id',
        'document_type',
        'type',
        'repeat_day',
        'repeat_week_day',
        'repeat_time',
        'updated_at',
      ])
      .execute();
  }

  /** Claims a schedule's period: the run row's id for the one caller that inserted it, null for every other. */
  async claim(s: { id: string; workspace_id: string; project_id: string }, periodKey: string, now: Date): Promise<string | null> {
    const row = await this.db
      .insertInto('feedback_schedule_run')
      .values({
        workspace_id: s.workspace_id,
        project_id: s.project_id,
        schedule_id: s.id,
        period_key: periodKey,
        started_at: now,
      })
      .onConflict((oc) => oc.columns(['schedule_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async finish(runId: string, sent: number, error: string | null, now: Date): Promise<void> {
    await this.db
      .updateTable('feedback_schedule_run')
      .set({ sent_count: sent, error, finished_at: now })
      .where('id', '=', runId)
      .execute();
  }
}
