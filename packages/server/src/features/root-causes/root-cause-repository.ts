import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RootCauseTable } from '../../platform/db/schema-root-causes.js';
import type { ProjectRow } from '../projects/project-access.js';

export type RootCauseRow = Selectable<RootCauseTable>;
/** What every query of this area is scoped by: the analysis (project) and its workspace. */
export type ProjectKey = Pick<ProjectRow, 'id' | 'workspace_id'>;

export interface RootCauseValues {
  name: string;
  nameKey: string;
  description: string;
  sentiment: string | null;
  alias: { tr: string; en: string };
  categoryIds: string[];
}

/** SQL of the confirmed root causes of an analysis (docs/root-causes.md). */
export class RootCauseRepository {
  constructor(private readonly db: Db) {}

  list(project: ProjectKey): Promise<RootCauseRow[]> {
    return this.db
      .selectFrom('root_cause')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('name_key')
      .execute();
  }

  /** The root causes of the analysis among `ids`; `lock` holds them until the transaction ends. */
  byIds(project: ProjectKey, ids: readonly string[], lock = false): Promise<RootCauseRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('root_cause')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', 'in', [...new Set(ids)])
      .$if(lock, (q) => q.forUpdate())
      .execute();
  }

  async byNameKey(project: ProjectKey, key: string): Promise<RootCauseRow | null> {
    const row = await this.db
      .selectFrom('root_cause')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('name_key', '=', key)
      .executeTakeFirst();
    return row ?? null;
  }

  insert(project: ProjectKey, v: RootCauseValues, createdBy: string | null): Promise<RootCauseRow> {
    return this.db
      .insertInto('root_cause')
      .values({
        workspace_id: project.workspace_id,
        project_id: project.id,
        ...columns(v),
        created_by: createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(project: ProjectKey, id: string, v: RootCauseValues): Promise<RootCauseRow> {
    return this.db
      .updateTable('root_cause')
      .set({ ...columns(v), updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async setCategories(project: ProjectKey, id: string, categoryIds: string[]): Promise<void> {
    await this.db
      .updateTable('root_cause')
      .set({ category_ids: JSON.stringify(categoryIds), updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes root causes; the documents lose them (cascade) and their topics are unlinked (set null). */
  async delete(project: ProjectKey, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('root_cause')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Deletes those of `ids` no topic is confirmed into any more (a root cause lives by its topics). */
  async deleteTopicless(project: ProjectKey, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('root_cause')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', 'in', [...ids])
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('rca_topic').select('rca_topic.id').whereRef('rca_topic.root_cause_id', '=', 'root_cause.id')),
        ),
      )
      .execute();
  }

  /** The ids of the topics confirmed into each root cause. */
  async topicIds(project: ProjectKey, ids: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('rca_topic')
      .select(['id', 'root_cause_id'])
      .where('project_id', '=', project.id)
      .where('root_cause_id', 'in', [...ids])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const r of rows) if (r.root_cause_id) out.get(r.root_cause_id)?.push(r.id);
    return out;
  }

  /** How many documents carry each root cause now (it grows while a topic update writes them). */
  async documentCounts(project: ProjectKey, ids: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>(ids.map((id) => [id, 0]));
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('document_root_cause')
      .select(['root_cause_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('project_id', '=', project.id)
      .where('root_cause_id', 'in', [...ids])
      .groupBy('root_cause_id')
      .execute();
    for (const r of rows) out.set(r.root_cause_id, Number(r.n));
    return out;
  }
}

function columns(v: RootCauseValues) {
  return {
    name: v.name,
    name_key: v.nameKey,
    description: v.description,
    sentiment: v.sentiment,
    alias: JSON.stringify(v.alias),
    category_ids: JSON.stringify(v.categoryIds),
  };
}
