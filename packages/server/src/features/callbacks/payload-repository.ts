import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** The SQL of payload.ts: one document as it is now, with the names its result needs. */
export class PayloadRepository {
  constructor(private readonly db: Db) {}

  project(workspaceId: string, projectId: string) {
    return this.db
      .selectFrom('project')
      .select(['id', 'code', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', projectId)
      .executeTakeFirst();
  }

  document(projectId: string, documentId: string) {
    return this.db
      .selectFrom('project_document')
      .select([
        'id',
        'external_id',
        'content_date',
        'channel_code',
        'data_type',
        'language',
        'sentiment',
        'sentiment_score',
        'prediction',
        'attributes',
        'trashed_at',
      ])
      .where('project_id', '=', projectId)
      .where('id', '=', documentId)
      .executeTakeFirst();
  }

  categories(documentId: string) {
    return this.db
      .selectFrom('project_document_category as dc')
      .innerJoin('model as m', 'm.id', 'dc.model_id')
      .leftJoin('model_category as c', (join) => join.on(sql<boolean>`c.id::text = dc.category_id`))
      .select([
        'm.code as model_code',
        'm.name as model_name',
        'dc.category_id',
        'c.name',
        'dc.confidence',
        'dc.origin',
        'dc.sentiment',
      ])
      .where('dc.document_id', '=', documentId)
      .orderBy('m.code')
      .orderBy('dc.confidence', 'desc')
      .execute();
  }

  rootCauses(documentId: string) {
    return this.db
      .selectFrom('document_root_cause as d')
      .innerJoin('root_cause as r', 'r.id', 'd.root_cause_id')
      .select(['r.id', 'r.name'])
      .distinct()
      .where('d.document_id', '=', documentId)
      .orderBy('r.name')
      .execute();
  }
}
