import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { NotificationRunTable } from '../../platform/db/schema-notification-definitions.js';

export type RunRow = Selectable<NotificationRunTable>;

export interface RunClaim {
  workspaceId: string;
  projectId: string;
  definitionId: string;
  periodKey: string;
  kind: 'SCHEDULED' | 'TEST';
  from: Date;
  to: Date;
  previousFrom: Date;
  requestedBy: string | null;
  now: Date;
}

export interface RunResult {
  status: 'SENT' | 'NOT_CROSSED' | 'FAILED';
  crossed: boolean;
  metrics: Record<string, number | null> | null;
  previousMetrics: Record<string, number | null> | null;
  documentCount: number;
  recipientCount: number;
  error: string | null;
  now: Date;
}

/** SQL of notification runs: the exactly-once claim, the outcome, and the lists the API shows. */
export class RunRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims the period: the row goes in only when no run of this definition and period exists (the unique key decides,
   * whichever process asks first). Null: someone else has it.
   */
  async claim(c: RunClaim): Promise<RunRow | null> {
    const row = await this.db
      .insertInto('notification_run')
      .values({
        workspace_id: c.workspaceId,
        project_id: c.projectId,
        definition_id: c.definitionId,
        period_key: c.periodKey,
        kind: c.kind,
        period_from: c.from,
        period_to: c.to,
        previous_from: c.previousFrom,
        requested_by: c.requestedBy,
        created_at: c.now,
      })
      .onConflict((oc) => oc.columns(['definition_id', 'period_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  async finish(id: string, r: RunResult): Promise<RunRow> {
    return this.db
      .updateTable('notification_run')
      .set({
        status: r.status,
        crossed: r.crossed,
        metrics: r.metrics === null ? null : JSON.stringify(r.metrics),
        previous_metrics: r.previousMetrics === null ? null : JSON.stringify(r.previousMetrics),
        document_count: r.documentCount,
        recipient_count: r.recipientCount,
        error: r.error,
        finished_at: r.now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async list(workspaceId: string, definitionId: string, limit: number): Promise<RunRow[]> {
    return this.db
      .selectFrom('notification_run')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('definition_id', '=', definitionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The newest run of each definition. */
  async latest(workspaceId: string, definitionIds: readonly string[]): Promise<Map<string, RunRow>> {
    if (definitionIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('notification_run')
      .selectAll()
      .distinctOn('definition_id')
      .where('workspace_id', '=', workspaceId)
      .where('definition_id', 'in', [...definitionIds])
      .orderBy('definition_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return new Map(rows.map((r) => [r.definition_id, r]));
  }
}
