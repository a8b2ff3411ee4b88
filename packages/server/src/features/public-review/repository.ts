import { publicReviewHours, type ReviewKind, type ReviewStatus } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** One request of either kind, with what the queue and the notices show. */
export interface ReviewRow {
  id: string;
  kind: ReviewKind;
  item_id: string;
  item_key: string;
  item_name: string;
  item_owner_id: string;
  workspace_id: string;
  workspace_name: string;
  account_name: string;
  requested_by: string | null;
  requester_name: string | null;
  requester_email: string | null;
  status: string;
  note: string;
  requested_at: Date;
  reviewed_at: Date | null;
  reviewer_email: string | null;
  reason: string | null;
  reminded_at: Date | null;
}

export interface RequestRow {
  id: string;
  status: string;
  note: string;
  requested_at: Date;
  reviewed_at: Date | null;
  reason: string | null;
}

const table = (kind: ReviewKind) => (kind === 'MODEL' ? 'model_public_request' : 'project_public_request');

/** Make-public requests of models (`model_public_request`) and analyses (`project_public_request`) as one queue. */
export class PublicReviewRepository {
  constructor(private readonly db: Db) {}

  /** Both tables as one relation (the queue's rows). */
  private all() {
    const models = this.db
      .selectFrom('model_public_request as r')
      .innerJoin('model as i', 'i.id', 'r.model_id')
      .select([
        'r.id',
        sql<ReviewKind>`'MODEL'`.as('kind'),
        'i.id as item_id',
        sql<string>`i.id::text`.as('item_key'),
        'i.name as item_name',
        'i.owner_id as item_owner_id',
        'r.workspace_id',
        'r.requested_by',
        'r.status',
        'r.note',
        'r.requested_at',
        'r.reviewed_at',
        'r.reviewed_by',
        'r.reason',
        'r.reminded_at',
      ]);
    const projects = this.db
      .selectFrom('project_public_request as r')
      .innerJoin('project as i', 'i.id', 'r.project_id')
      .select([
        'r.id',
        sql<ReviewKind>`'PROJECT'`.as('kind'),
        'i.id as item_id',
        'i.code as item_key',
        'i.name as item_name',
        'i.owner_id as item_owner_id',
        'r.workspace_id',
        'r.requested_by',
        'r.status',
        'r.note',
        'r.requested_at',
        'r.reviewed_at',
        'r.reviewed_by',
        'r.reason',
        'r.reminded_at',
      ]);
    return this.db
      .selectFrom(models.unionAll(projects).as('q'))
      .innerJoin('workspace as w', 'w.id', 'q.workspace_id')
      .innerJoin('account as a', 'a.id', 'w.account_id')
      .leftJoin('app_user as u', 'u.id', 'q.requested_by')
      .leftJoin('app_user as rv', 'rv.id', 'q.reviewed_by')
      .select([
        'q.id',
        'q.kind',
        'q.item_id',
        'q.item_key',
        'q.item_name',
        'q.item_owner_id',
        'q.workspace_id',
        'w.name as workspace_name',
        'a.name as account_name',
        'q.requested_by',
        sql<string | null>`nullif(trim(concat(u.full_name, ' ', u.last_name)), '')`.as('requester_name'),
        'u.email as requester_email',
        'q.status',
        'q.note',
        'q.requested_at',
        'q.reviewed_at',
        'rv.email as reviewer_email',
        'q.reason',
        'q.reminded_at',
      ]);
  }

  async page(filter: { status: ReviewStatus; kind?: ReviewKind; page: number; size: number }): Promise<{
    rows: ReviewRow[];
    total: number;
  }> {
    let q = this.all().where('q.status', '=', filter.status);
    if (filter.kind) q = q.where('q.kind', '=', filter.kind);
    const [rows, count] = await Promise.all([
      q
        // The queue is worked oldest first; decided requests newest first.
        .orderBy('q.requested_at', filter.status === 'PENDING' ? 'asc' : 'desc')
        .orderBy('q.id')
        .limit(filter.size)
        .offset(filter.page * filter.size)
        .execute(),
      q
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows, total: count.n };
  }

  /** Pending requests, and those waiting longer than the review time. */
  async counts(now: Date): Promise<{ pending: number; overdue: number }> {
    const limit = new Date(now.getTime() - publicReviewHours * 3600_000);
    const row = await this.all()
      .clearSelect()
      .select([
        sql<number>`count(*)::int`.as('pending'),
        sql<number>`(count(*) filter (where q.requested_at < ${limit}))::int`.as('overdue'),
      ])
      .where('q.status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    return row;
  }

  async byId(id: string): Promise<ReviewRow | null> {
    const row = await this.all().where('q.id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  /** Decides a pending request; false when it was no longer pending (a concurrent decision or a withdrawal). */
  async decide(kind: ReviewKind, id: string, status: 'APPROVED' | 'REJECTED', reviewerId: string, reason: string | null) {
    const result = await this.db
      .updateTable(table(kind))
      .set({ status, reviewed_at: sql<Date>`now()`, reviewed_by: reviewerId, reason })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Takes a decision back (its consequences failed): the request is pending again, as before the decision. */
  async reopen(kind: ReviewKind, id: string): Promise<void> {
    await this.db
      .updateTable(table(kind))
      .set({ status: 'PENDING', reviewed_at: null, reviewed_by: null, reason: null })
      .where('id', '=', id)
      .execute();
  }

  /** Pending requests older than the review time whose operators were not reminded yet. */
  async overdueUnreminded(now: Date): Promise<ReviewRow[]> {
    const limit = new Date(now.getTime() - publicReviewHours * 3600_000);
    const rows = await this.all()
      .where('q.status', '=', 'PENDING')
      .where('q.reminded_at', 'is', null)
      .where('q.requested_at', '<', limit)
      .orderBy('q.requested_at')
      .execute();
    return rows;
  }

  /** Marks the reminder sent; false when another process marked it first (each request is reminded once). */
  async markReminded(kind: ReviewKind, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable(table(kind))
      .set({ reminded_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async operators(): Promise<{ id: string; email: string; language: string }[]> {
    return this.db.selectFrom('app_user').select(['id', 'email', 'language']).where('user_type', '=', 'SYSTEM_ADMIN').execute();
  }

  async user(id: string): Promise<{ id: string; email: string; language: string } | null> {
    const row = await this.db.selectFrom('app_user').select(['id', 'email', 'language']).where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  // One item's own request.

  async projectRequest(projectId: string): Promise<RequestRow | null> {
    const row = await this.db
      .selectFrom('project_public_request')
      .select(['id', 'status', 'note', 'requested_at', 'reviewed_at', 'reason'])
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Files an item's make-public request: a new row, or the same row renewed (reviewed state cleared) — after a
   * rejection, or after an approval when a new template snapshot is shared (docs/marketplace.md).
   */
  async file(kind: ReviewKind, workspaceId: string, itemId: string, userId: string, note: string): Promise<void> {
    const renewed = {
      status: 'PENDING',
      note,
      requested_by: userId,
      requested_at: sql<Date>`now()`,
      reviewed_at: null,
      reviewed_by: null,
      reason: null,
      reminded_at: null,
    };
    const values = { workspace_id: workspaceId, requested_by: userId, note, status: 'PENDING' };
    if (kind === 'MODEL') {
      await this.db
        .insertInto('model_public_request')
        .values({ ...values, model_id: itemId })
        .onConflict((oc) => oc.column('model_id').doUpdateSet(renewed))
        .execute();
    } else {
      await this.db
        .insertInto('project_public_request')
        .values({ ...values, project_id: itemId })
        .onConflict((oc) => oc.column('project_id').doUpdateSet(renewed))
        .execute();
    }
  }

  async modelRequest(modelId: string): Promise<RequestRow | null> {
    const row = await this.db
      .selectFrom('model_public_request')
      .select(['id', 'status', 'note', 'requested_at', 'reviewed_at', 'reason'])
      .where('model_id', '=', modelId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Deletes a pending request; false when there was none pending. */
  async withdraw(kind: ReviewKind, itemId: string): Promise<boolean> {
    const result =
      kind === 'MODEL'
        ? await this.db
            .deleteFrom('model_public_request')
            .where('model_id', '=', itemId)
            .where('status', '=', 'PENDING')
            .executeTakeFirst()
        : await this.db
            .deleteFrom('project_public_request')
            .where('project_id', '=', itemId)
            .where('status', '=', 'PENDING')
            .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
