import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ModelDocumentTable } from '../../platform/db/schema-models.js';
import type { DocumentRow } from './presenter.js';
import { likePattern } from './repository.js';

export interface DocumentFilter {
  statuses: readonly string[] | null;
  search?: string | undefined;
  labelId?: string | undefined;
}

/** Which documents of a filter a bulk action changes (see bulkScope in bulk.ts). */
export interface BulkScope {
  /** Only these statuses (null: any). */
  statuses: readonly string[] | null;
  /** Leave out this status (a discard leaves the discarded alone). */
  notStatus?: string;
  /** Only documents with labels (an approval needs something to approve). */
  labelled?: boolean;
}

export interface MarkingsRow {
  userId: string;
  name: string;
  day: string;
  count: number;
}

export class DocumentRepository {
  constructor(private readonly db: Db) {}

  private filtered(workspaceId: string, modelId: string, filter: DocumentFilter) {
    let q = this.db.selectFrom('model_document as d').where('d.workspace_id', '=', workspaceId).where('d.model_id', '=', modelId);
    if (filter.statuses) q = q.where('d.status', 'in', [...filter.statuses]);
    if (filter.search) q = q.where('d.text', 'ilike', likePattern(filter.search));
    if (filter.labelId) q = q.where(sql<boolean>`d.label_ids @> ${JSON.stringify([filter.labelId])}::jsonb`);
    return q;
  }

  private scoped(workspaceId: string, modelId: string, filter: DocumentFilter, scope: BulkScope) {
    let q = this.filtered(workspaceId, modelId, filter);
    if (scope.statuses) q = q.where('d.status', 'in', [...scope.statuses]);
    if (scope.notStatus) q = q.where('d.status', '<>', scope.notStatus);
    if (scope.labelled) q = q.where(sql<boolean>`d.label_ids <> '[]'::jsonb`);
    return q;
  }

  /** How many documents of the filter a bulk action would change. */
  async countScoped(workspaceId: string, modelId: string, filter: DocumentFilter, scope: BulkScope): Promise<number> {
    const row = await this.scoped(workspaceId, modelId, filter, scope)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The next `limit` documents of the filter a bulk action changes, oldest first, with status and labels. */
  async scopedBatch(
    workspaceId: string,
    modelId: string,
    filter: DocumentFilter,
    scope: BulkScope,
    limit: number,
  ): Promise<{ id: string; status: string; label_ids: string[] }[]> {
    return this.scoped(workspaceId, modelId, filter, scope)
      .select(['d.id', 'd.status', 'd.label_ids'])
      .orderBy('d.created_at')
      .orderBy('d.id')
      .limit(limit)
      .execute();
  }

  private withColumns(q: ReturnType<DocumentRepository['filtered']>) {
    return q
      .leftJoin('app_user as u', 'u.id', 'd.labelled_by')
      .selectAll('d')
      .select(sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('labelled_by_name'));
  }

  async page(
    workspaceId: string,
    modelId: string,
    filter: DocumentFilter,
    order: 'NEWEST' | 'OLDEST',
    page: { page: number; size: number },
  ): Promise<{ rows: DocumentRow[]; total: number }> {
    const base = this.filtered(workspaceId, modelId, filter);
    const direction = order === 'NEWEST' ? 'desc' : 'asc';
    const [rows, total] = await Promise.all([
      this.withColumns(base)
        .orderBy('d.created_at', direction)
        .orderBy('d.id', direction)
        .limit(page.size)
        .offset(page.page * page.size)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: total.n };
  }

  /** The newest `limit` documents of the filter: the pool "label these next" ranks. */
  async candidates(workspaceId: string, modelId: string, filter: DocumentFilter, limit: number): Promise<DocumentRow[]> {
    return this.withColumns(this.filtered(workspaceId, modelId, filter))
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute();
  }

  async byId(workspaceId: string, modelId: string, id: string): Promise<DocumentRow | undefined> {
    return this.withColumns(this.filtered(workspaceId, modelId, { statuses: null }))
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  /** The model's documents among `ids`, with their status and labels. */
  async statuses(
    workspaceId: string,
    modelId: string,
    ids: readonly string[],
  ): Promise<{ id: string; status: string; label_ids: string[] }[]> {
    return this.db
      .selectFrom('model_document')
      .select(['id', 'status', 'label_ids'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('id', 'in', [...ids])
      .execute();
  }

  async setLabels(
    workspaceId: string,
    id: string,
    input: { labelIds: readonly string[]; status: string; userId: string },
  ): Promise<void> {
    await this.db
      .updateTable('model_document')
      .set({
        label_ids: JSON.stringify(input.labelIds),
        status: input.status,
        labelled_by: input.userId,
        labelled_at: sql<Date>`now()`,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  async setStatus(workspaceId: string, modelId: string, ids: readonly string[], status: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('model_document')
      .set({ status })
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('id', 'in', [...ids])
      .execute();
  }

  async delete(workspaceId: string, modelId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('model_document')
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Answers the stored documents' ids and labels, in order. */
  async insertMany(rows: readonly Insertable<ModelDocumentTable>[]): Promise<{ id: string; label_ids: string[] }[]> {
    const stored: { id: string; label_ids: string[] }[] = [];
    // Bounded statements: a package holds up to 100,000 documents.
    for (let i = 0; i < rows.length; i += 500)
      stored.push(
        ...(await this.db
          .insertInto('model_document')
          .values(rows.slice(i, i + 500))
          .returning(['id', 'label_ids'])
          .execute()),
      );
    return stored;
  }

  async addMarkings(
    rows: readonly {
      workspaceId: string;
      modelId: string;
      documentId: string;
      userId: string;
      action: string;
      labelIds: readonly string[];
    }[],
  ): Promise<void> {
    // Bounded statements (six parameters a row, 65,535 at most): a package or a bulk action marks many at once.
    for (let i = 0; i < rows.length; i += 1000)
      await this.db
        .insertInto('model_marking')
        .values(
          rows.slice(i, i + 1000).map((r) => ({
            workspace_id: r.workspaceId,
            model_id: r.modelId,
            document_id: r.documentId,
            user_id: r.userId,
            action: r.action,
            label_ids: JSON.stringify(r.labelIds),
          })),
        )
        .execute();
  }

  /** Submitted labellings per user and UTC day, labelled rows a person imported included (IMPORT markings). */
  async markings(workspaceId: string, modelId: string): Promise<MarkingsRow[]> {
    return this.db
      .selectFrom('model_marking as k')
      .innerJoin('app_user as u', 'u.id', 'k.user_id')
      .select([
        'u.id as userId',
        sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'),
        sql<string>`to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('k.workspace_id', '=', workspaceId)
      .where('k.model_id', '=', modelId)
      .where('k.action', 'in', ['SUBMIT', 'IMPORT'])
      .groupBy(['u.id', 'u.full_name', 'u.last_name', sql`to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD')`])
      .orderBy('day')
      .execute();
  }

  /** The documents that train the model, for the package export. */
  async labelled(workspaceId: string, modelId: string, statuses: readonly string[], limit: number) {
    return this.db
      .selectFrom('model_document')
      .select(['external_id', 'text', 'turns', 'content_date', 'label_ids', 'attributes'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('status', 'in', [...statuses])
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
