import { restrictionSql, type ViewerRule } from '../restrictions/repository.js';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { documentColumns, type DocumentRow } from './hydrate.js';

/** The SQL of single documents and their actions; every query names the workspace and the analysis. */
export class DocumentRepository {
  constructor(private readonly db: Db) {}

  private docs(workspaceId: string, projectId: string) {
    return this.db
      .selectFrom('project_document')
      .select(documentColumns)
      .where('project_document.workspace_id', '=', workspaceId)
      .where('project_document.project_id', '=', projectId);
  }

  /** A non-trashed document of the analysis; `forUpdate` locks it for the rest of the transaction. */
  /** `rules`: a restricted viewer's (docs/data-restrictions.md) — a document outside their segment is not found. */
  async find(
    workspaceId: string,
    projectId: string,
    id: string,
    forUpdate = false,
    rules: readonly ViewerRule[] = [],
  ): Promise<DocumentRow | null> {
    const row = await this.docs(workspaceId, projectId)
      .where('project_document.id', '=', id)
      .where('project_document.trashed_at', 'is', null)
      .$if(rules.length > 0, (q) => q.where(() => restrictionSql(rules)))
      .$if(forUpdate, (q) => q.forUpdate())
      .executeTakeFirst();
    return row ?? null;
  }

  async findMany(workspaceId: string, projectId: string, ids: readonly string[], forUpdate = false): Promise<DocumentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.docs(workspaceId, projectId)
      .where('project_document.id', 'in', [...ids])
      .$if(forUpdate, (q) => q.forUpdate())
      .execute();
    return rows;
  }

  async update(
    id: string,
    set: Partial<{
      status: string;
      alert_note: string | null;
      alerted_by: string | null;
      alerted_at: Date | null;
      reviewed_by: string | null;
      reviewed_at: Date | null;
      approved_by: string | null;
      approved_at: Date | null;
      trashed_at: Date | null;
      sentiment: string | null;
      sentiment_score: number | null;
    }>,
  ): Promise<void> {
    await this.db
      .updateTable('project_document')
      .set({ ...set, status_updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  async categories(documentId: string, modelId: string) {
    return this.db
      .selectFrom('project_document_category')
      .select(['category_id', 'confidence', 'origin', 'sentiment'])
      .where('document_id', '=', documentId)
      .where('model_id', '=', modelId)
      .execute();
  }

  async replaceCategories(projectId: string, documentId: string, modelId: string, categoryIds: readonly string[]) {
    await this.db
      .deleteFrom('project_document_category')
      .where('document_id', '=', documentId)
      .where('model_id', '=', modelId)
      .execute();
    if (categoryIds.length === 0) return;
    await this.db
      .insertInto('project_document_category')
      .values(
        categoryIds.map((categoryId) => ({
          document_id: documentId,
          project_id: projectId,
          model_id: modelId,
          category_id: categoryId,
          confidence: 1,
          origin: 'MANUAL',
          sentiment: null,
        })),
      )
      .execute();
  }

  async hasManualRows(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('project_document_category')
      .select('document_id')
      .distinct()
      .where('document_id', 'in', [...ids])
      .where('origin', '=', 'MANUAL')
      .execute();
    return new Set(rows.map((r) => r.document_id));
  }

  async labelIds(documentId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project_document_label')
      .select('label_id')
      .where('document_id', '=', documentId)
      .execute();
    return rows.map((r) => r.label_id).sort();
  }

  async replaceLabels(documentId: string, labelIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('project_document_label').where('document_id', '=', documentId).execute();
    if (labelIds.length > 0)
      await this.db
        .insertInto('project_document_label')
        .values(labelIds.map((label_id) => ({ document_id: documentId, label_id })))
        .execute();
  }

  async existingLabels(workspaceId: string, projectId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('project_label')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }

  async addNote(row: { documentId: string; projectId: string; workspaceId: string; userId: string; text: string }) {
    return this.db
      .insertInto('project_document_note')
      .values({
        document_id: row.documentId,
        project_id: row.projectId,
        workspace_id: row.workspaceId,
        user_id: row.userId,
        text: row.text,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async delete(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .deleteFrom('project_document')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async alerted(workspaceId: string, projectId: string, reviewed: 'true' | 'false' | 'all', page: number, size: number) {
    const base = this.docs(workspaceId, projectId)
      .where('project_document.alerted_at', 'is not', null)
      .where('project_document.trashed_at', 'is', null)
      .$if(reviewed === 'true', (q) => q.where('project_document.reviewed_at', 'is not', null))
      .$if(reviewed === 'false', (q) => q.where('project_document.reviewed_at', 'is', null));
    const [rows, total] = await Promise.all([
      base
        .orderBy('project_document.alerted_at', 'desc')
        .orderBy('project_document.id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst(),
    ]);
    return { rows: rows as DocumentRow[], total: Number(total?.n ?? 0) };
  }

  async countAndLastDate(
    workspaceId: string,
    projectId: string,
    rules: readonly ViewerRule[] = [],
  ): Promise<{ count: number; lastDate: Date | null }> {
    const row = await this.db
      .selectFrom('project_document')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('content_date').as('last')])
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('trashed_at', 'is', null)
      .$if(rules.length > 0, (q) => q.where(() => restrictionSql(rules)))
      .executeTakeFirst();
    const last = row?.last ?? null;
    return { count: Number(row?.n ?? 0), lastDate: last === null ? null : new Date(last) };
  }
}
