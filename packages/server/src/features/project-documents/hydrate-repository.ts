import type { Db } from '../../platform/db/database.js';

/** The SQL of hydrate.ts: the rows linked to a page of documents, and the names of the users they mention. */
export class HydrateRepository {
  constructor(private readonly db: Db) {}

  async related(workspaceId: string, ids: readonly string[]) {
    const documentIds = [...ids];
    const [categories, labels, notes] = await Promise.all([
      this.db
        .selectFrom('project_document_category')
        .select(['document_id', 'model_id', 'category_id', 'confidence', 'origin', 'sentiment'])
        .where('document_id', 'in', documentIds)
        .orderBy('confidence', 'desc')
        .execute(),
      this.db
        .selectFrom('project_document_label as dl')
        .innerJoin('project_label as l', 'l.id', 'dl.label_id')
        .select(['dl.document_id', 'l.id', 'l.name', 'l.color'])
        .where('l.workspace_id', '=', workspaceId)
        .where('dl.document_id', 'in', documentIds)
        .orderBy('l.name')
        .execute(),
      this.db
        .selectFrom('project_document_note')
        .select(['document_id', 'id', 'text', 'user_id', 'created_at'])
        .where('workspace_id', '=', workspaceId)
        .where('document_id', 'in', documentIds)
        .orderBy('created_at')
        .execute(),
    ]);
    return { categories, labels, notes };
  }

  users(ids: readonly string[]) {
    return this.db
      .selectFrom('app_user')
      .select(['id', 'full_name', 'last_name'])
      .where('id', 'in', [...ids])
      .execute();
  }
}
