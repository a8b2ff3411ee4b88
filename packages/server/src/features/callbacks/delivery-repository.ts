import { sql, type Selectable } from 'kysely';
import type { CallbackDeliveryStatus, CallbackEvent } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import type { CallbackDeliveryTable } from '../../platform/db/schema-callbacks.js';

export type DeliveryRow = Selectable<CallbackDeliveryTable> & { external_id: string | null };

/**
 * The SQL of `callback_delivery`, the outbox of callbacks: rows are written inside the ingest transaction (`enqueue`),
 * claimed by the deliver job with a lease (`claimDue`: a worker that dies mid-POST leaves the row due again when the
 * lease ends), and settled after each attempt.
 */
export class DeliveryRepository {
  constructor(private readonly db: Db) {}

  /** Documents of the batch the callback wants: classified (SUCCESS), of its data type, not in the trash. */
  async deliverable(projectId: string, documentIds: readonly string[], dataType: string): Promise<string[]> {
    let q = this.db
      .selectFrom('project_document')
      .select('id')
      .where('project_id', '=', projectId)
      .where('id', 'in', [...documentIds])
      .where('prediction_status', '=', 'SUCCESS')
      .where('trashed_at', 'is', null);
    if (dataType !== 'ALL') q = q.where('data_type', '=', dataType);
    return (await q.execute()).map((r) => r.id);
  }

  /** Of these documents, those that had a delivery before (a new classification of them is a re-evaluation). */
  async delivered(projectId: string, documentIds: readonly string[]): Promise<Set<string>> {
    if (documentIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('callback_delivery')
      .select('document_id')
      .distinct()
      .where('project_id', '=', projectId)
      .where('document_id', 'in', [...documentIds])
      .execute();
    return new Set(rows.map((r) => r.document_id));
  }

  async enqueue(
    workspaceId: string,
    projectId: string,
    rows: readonly { documentId: string; event: CallbackEvent }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('callback_delivery')
      .values(rows.map((r) => ({ workspace_id: workspaceId, project_id: projectId, document_id: r.documentId, event: r.event })))
      .execute();
  }

  /** Takes up to `limit` due PENDING rows of the analysis and moves their next attempt `leaseMs` ahead. */
  async claimDue(projectId: string, now: Date, leaseMs: number, limit: number): Promise<Selectable<CallbackDeliveryTable>[]> {
    const rows = await sql<Selectable<CallbackDeliveryTable>>`
      update callback_delivery set next_attempt_at = ${new Date(now.getTime() + leaseMs)}
      where id in (
        select id from callback_delivery
        where project_id = ${projectId} and status = 'PENDING' and next_attempt_at <= ${now}
        order by next_attempt_at, created_at
        limit ${limit}
        for update skip locked
      )
      returning *`.execute(this.db);
    return rows.rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  }

  /** When the analysis's next PENDING row is due (null: none left). */
  async nextDue(projectId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('callback_delivery')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('project_id', '=', projectId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }

  /** Analyses with a PENDING row due now (the sweep wakes their deliver jobs). */
  async dueProjects(now: Date): Promise<{ workspace_id: string; project_id: string }[]> {
    return this.db
      .selectFrom('callback_delivery')
      .select(['workspace_id', 'project_id'])
      .distinct()
      .where('status', '=', 'PENDING')
      .where('next_attempt_at', '<=', now)
      .execute();
  }

  async settle(
    id: string,
    result: {
      status: CallbackDeliveryStatus;
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
      at: Date;
      nextAttemptAt: Date;
    },
  ): Promise<void> {
    await this.db
      .updateTable('callback_delivery')
      .set({
        status: result.status,
        attempts: result.attempts,
        last_status: result.lastStatus,
        last_error: result.lastError,
        last_attempt_at: result.at,
        next_attempt_at: result.nextAttemptAt,
        delivered_at: result.status === 'DELIVERED' ? result.at : null,
      })
      .where('id', '=', id)
      .execute();
  }

  async page(
    workspaceId: string,
    projectId: string,
    query: { page: number; size: number; status?: CallbackDeliveryStatus | undefined },
  ): Promise<{ rows: DeliveryRow[]; total: number }> {
    let base = this.db
      .selectFrom('callback_delivery as d')
      .where('d.workspace_id', '=', workspaceId)
      .where('d.project_id', '=', projectId);
    if (query.status) base = base.where('d.status', '=', query.status);
    const [rows, count] = await Promise.all([
      base
        .innerJoin('project_document as doc', 'doc.id', 'd.document_id')
        .selectAll('d')
        .select('doc.external_id')
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id')
        .limit(query.size)
        .offset(query.page * query.size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  async find(workspaceId: string, projectId: string, id: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('callback_delivery as d')
      .innerJoin('project_document as doc', 'doc.id', 'd.document_id')
      .selectAll('d')
      .select('doc.external_id')
      .where('d.workspace_id', '=', workspaceId)
      .where('d.project_id', '=', projectId)
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  /** Due again at once; a FAILED row starts its attempts over. */
  async retry(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('callback_delivery')
      .set((eb) => ({
        status: 'PENDING',
        next_attempt_at: now,
        attempts: eb.case().when('status', '=', 'FAILED').then(0).else(eb.ref('attempts')).end(),
      }))
      .where('id', '=', id)
      .execute();
  }
}
