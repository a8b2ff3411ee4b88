import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { documentColumns } from '../project-documents/hydrate.js';
import type { ProjectRow } from '../projects/project-access.js';
import type { ReevaluateParams } from './reevaluate-filter.js';

const dateColumn = {
  CONTENT_DATE: 'content_date',
  CREATE_DATE: 'created_at',
  LAST_STATUS_UPDATE_DATE: 'status_updated_at',
} as const;

/** The documents the classification jobs, retries and re-evaluation pick, by status or filter. */
export class ClassifyRepository {
  constructor(private readonly db: Db) {}

  /** The next documents waiting for classification, oldest first. */
  async inlineIds(projectId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .select('id')
      .where('project_id', '=', projectId)
      .where('prediction_status', '=', 'INLINE')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Puts every FAILED document back to INLINE for a retry; their ids. */
  async requeueFailed(projectId: string): Promise<string[]> {
    const rows = await this.db
      .updateTable('project_document')
      .set({ prediction_status: 'INLINE', prediction_error: null })
      .where('project_id', '=', projectId)
      .where('prediction_status', '=', 'FAILED')
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** A document's content and prediction status, for a retry of one; null when gone or trashed. */
  async classifiable(projectId: string, documentId: string) {
    return (
      (await this.db
        .selectFrom('project_document')
        .select(['id', 'content', 'turns', 'prediction_status'])
        .where('project_id', '=', projectId)
        .where('id', '=', documentId)
        .where('trashed_at', 'is', null)
        .executeTakeFirst()) ?? null
    );
  }

  /** A document row as the documents area presents it. */
  async documentRow(projectId: string, documentId: string) {
    return this.db
      .selectFrom('project_document')
      .select(documentColumns)
      .where('project_id', '=', projectId)
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
  }

  /** The documents a re-evaluation covers: not trashed, matching every filter given; in a stable order. */
  async reevaluationIds(project: Pick<ProjectRow, 'id'>, params: ReevaluateParams): Promise<string[]> {
    const f = params.filters;
    let q = this.db
      .selectFrom('project_document as d')
      .select('d.id')
      .where('d.project_id', '=', project.id)
      .where('d.trashed_at', 'is', null);
    if (f.includedStatuses.length > 0) q = q.where('d.status', 'in', f.includedStatuses);
    if (f.dataType) q = q.where('d.data_type', '=', f.dataType);
    if (f.channelCode) q = q.where('d.channel_code', '=', f.channelCode);
    if (f.dateFilter) {
      const column = dateColumn[f.dateFilter.searchByDate];
      q = q
        .where(`d.${column}`, '>=', new Date(f.dateFilter.startDate))
        .where(`d.${column}`, '<=', new Date(f.dateFilter.endDate));
    }
    for (const a of f.attributeFilters) {
      q = q.where(sql<string>`d.attributes ->> ${a.code}`, 'in', a.values);
    }
    for (const c of f.categoryFilters) {
      const modelId = params.categoryModels[c.modelCode];
      if (!modelId || c.categoryIds.length === 0) continue;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('project_document_category as c')
            .select('c.document_id')
            .whereRef('c.document_id', '=', 'd.id')
            .where('c.model_id', '=', modelId)
            .where('c.category_id', 'in', c.categoryIds),
        ),
      );
    }
    const rows = await q.orderBy('d.created_at').orderBy('d.id').execute();
    return rows.map((r) => r.id);
  }
}
