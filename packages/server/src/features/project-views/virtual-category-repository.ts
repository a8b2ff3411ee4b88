import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectVirtualCategoryTable } from '../../platform/db/schema-dashboards.js';
import type { ProjectRow } from '../projects/project-access.js';
import type { VirtualFilter } from '../project-documents/search-filter.js';

export type VirtualCategoryRow = Selectable<ProjectVirtualCategoryTable>;
export interface ExplicitCounts {
  included: number;
  excluded: number;
}

const BATCH = 1000;

/** SQL of the virtual categories and their explicitly included or excluded documents. */
export class VirtualCategoryRepository {
  constructor(private readonly db: Db) {}

  list(project: ProjectRow): Promise<VirtualCategoryRow[]> {
    return this.db
      .selectFrom('project_virtual_category')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('name_key')
      .execute();
  }

  async find(project: ProjectRow, id: string): Promise<VirtualCategoryRow | null> {
    const row = await this.db
      .selectFrom('project_virtual_category')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async nameTaken(project: ProjectRow, key: string, exceptId: string | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_virtual_category')
      .select('id')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('name_key', '=', key)
      .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }

  insert(
    project: ProjectRow,
    v: { name: string; nameKey: string; color: string; filter: VirtualFilter; createdBy: string },
  ): Promise<VirtualCategoryRow> {
    return this.db
      .insertInto('project_virtual_category')
      .values({
        project_id: project.id,
        workspace_id: project.workspace_id,
        name: v.name,
        name_key: v.nameKey,
        color: v.color,
        filter: JSON.stringify(v.filter),
        created_by: v.createdBy,
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    project: ProjectRow,
    id: string,
    v: { name: string; nameKey: string; color: string; filter: VirtualFilter },
  ): Promise<VirtualCategoryRow> {
    return this.db
      .updateTable('project_virtual_category')
      .set({ name: v.name, name_key: v.nameKey, color: v.color, filter: JSON.stringify(v.filter), updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async touch(id: string): Promise<void> {
    await this.db.updateTable('project_virtual_category').set({ updated_at: new Date() }).where('id', '=', id).execute();
  }

  /** Deletes one; its explicit documents go with it (cascade). Whether it existed. */
  async delete(project: ProjectRow, id: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('project_virtual_category')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /** Puts documents in (included) or takes them out (excluded) whatever the saved filter says; the latest word wins. */
  async mark(virtualId: string, documentIds: readonly string[], included: boolean): Promise<void> {
    const unique = [...new Set(documentIds)];
    for (let i = 0; i < unique.length; i += BATCH) {
      await this.db
        .insertInto('project_virtual_category_document')
        .values(unique.slice(i, i + BATCH).map((document_id) => ({ virtual_category_id: virtualId, document_id, included })))
        .onConflict((oc) => oc.columns(['virtual_category_id', 'document_id']).doUpdateSet({ included }))
        .execute();
    }
  }

  async explicitCounts(ids: readonly string[]): Promise<Map<string, ExplicitCounts>> {
    const out = new Map<string, ExplicitCounts>(ids.map((id) => [id, { included: 0, excluded: 0 }]));
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('project_virtual_category_document')
      .select(['virtual_category_id as id', 'included', (eb) => eb.fn.countAll<string>().as('n')])
      .where('virtual_category_id', 'in', ids)
      .groupBy(['virtual_category_id', 'included'])
      .execute();
    for (const r of rows) {
      const c = out.get(r.id);
      if (c) c[r.included ? 'included' : 'excluded'] = Number(r.n);
    }
    return out;
  }

  /** See `documentsOf`. */
  documentsOf(project: ProjectRow, ids: readonly string[]): Promise<Set<string>> {
    return documentsOf(this.db, project, ids);
  }
}

/** The ids among `ids` that are documents of the analysis (not trashed). */
export async function documentsOf(db: Db, project: ProjectRow, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db
      .selectFrom('project_document')
      .select('id')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('trashed_at', 'is', null)
      .where('id', 'in', unique.slice(i, i + BATCH))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}
