import type { Db } from '../../platform/db/database.js';
import type { ProjectRow } from '../projects/project-access.js';
import { documentColumns, type DocumentRow } from '../project-documents/hydrate.js';
import type { SearchFilter } from '../project-documents/search-filter.js';

/** One content group: the documents collected for one category of one model of an analysis. */
export interface GroupKey {
  project: ProjectRow;
  modelId: string;
  categoryId: string;
}

const BATCH = 1000;

/** SQL of the content groups. Trashed documents stay in a group but are not shown, counted or transformed. */
export class ContentGroupRepository {
  constructor(private readonly db: Db) {}

  private members(g: GroupKey) {
    return this.db
      .selectFrom('project_content_group as g')
      .innerJoin('project_document', 'project_document.id', 'g.document_id')
      .where('g.workspace_id', '=', g.project.workspace_id)
      .where('g.project_id', '=', g.project.id)
      .where('g.model_id', '=', g.modelId)
      .where('g.category_id', '=', g.categoryId)
      .where('project_document.workspace_id', '=', g.project.workspace_id)
      .where('project_document.trashed_at', 'is', null);
  }

  async summary(g: GroupKey): Promise<{ count: number; updatedAt: Date | null }> {
    const row = await this.members(g)
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('g.added_at').as('last')])
      .executeTakeFirst();
    return { count: Number(row?.n ?? 0), updatedAt: row?.last ?? null };
  }

  /** A page of the group's documents, newest content first. */
  page(g: GroupKey, page: number, size: number): Promise<DocumentRow[]> {
    return this.members(g)
      .select(documentColumns)
      .orderBy('project_document.content_date', 'desc')
      .orderBy('project_document.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute();
  }

  /** Every document of the group, oldest first (the order they become training data in). */
  all(g: GroupKey): Promise<DocumentRow[]> {
    return this.members(g).select(documentColumns).orderBy('project_document.content_date').execute();
  }

  /** Ids of the documents a search selects, newest first, at most `limit`. */
  async searchIds(filter: SearchFilter, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .select('project_document.id')
      .where(filter.where)
      .orderBy('project_document.content_date', 'desc')
      .orderBy('project_document.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  async clear(g: GroupKey): Promise<void> {
    await this.db
      .deleteFrom('project_content_group')
      .where('workspace_id', '=', g.project.workspace_id)
      .where('project_id', '=', g.project.id)
      .where('model_id', '=', g.modelId)
      .where('category_id', '=', g.categoryId)
      .execute();
  }

  async add(g: GroupKey, documentIds: readonly string[], userId: string): Promise<void> {
    const unique = [...new Set(documentIds)];
    for (let i = 0; i < unique.length; i += BATCH) {
      await this.db
        .insertInto('project_content_group')
        .values(
          unique.slice(i, i + BATCH).map((document_id) => ({
            project_id: g.project.id,
            workspace_id: g.project.workspace_id,
            model_id: g.modelId,
            category_id: g.categoryId,
            document_id,
            added_by: userId,
          })),
        )
        .onConflict((oc) => oc.columns(['project_id', 'model_id', 'category_id', 'document_id']).doNothing())
        .execute();
    }
  }

  async remove(g: GroupKey, documentIds: readonly string[]): Promise<void> {
    const unique = [...new Set(documentIds)];
    for (let i = 0; i < unique.length; i += BATCH) {
      await this.db
        .deleteFrom('project_content_group')
        .where('workspace_id', '=', g.project.workspace_id)
        .where('project_id', '=', g.project.id)
        .where('model_id', '=', g.modelId)
        .where('category_id', '=', g.categoryId)
        .where('document_id', 'in', unique.slice(i, i + BATCH))
        .execute();
    }
  }
}
