import type { projectListQuery } from '@sentio/domain';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { ModelTable } from '../../platform/db/schema-models.js';
import type { ProjectTable } from '../../platform/db/schema-projects.js';
import { likePattern } from '../models/repository.js';
import type { ProjectRow, ViewerRestriction } from './project-access.js';
import { restrictionSql, type ViewerRule } from '../restrictions/repository.js';

export type ProjectListFilter = z.output<typeof projectListQuery>;
export type ModelRow = Selectable<ModelTable>;

/** Who lists: private analyses show only to their owner and to admins (like `seesProject`). */
export interface ProjectViewer {
  workspaceId: string;
  userId: string;
  seesPrivate: boolean;
}

/** What a summary adds to a project row; loaded for a page of projects at once. */
export interface SummaryExtras {
  ownerName: Map<string, string>;
  models: Map<string, { code: string; name: string; sense_type: string }[]>;
  channels: Map<string, string[]>;
  documents: Map<string, { count: number; last: Date | null }>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const sorts: Record<ProjectListFilter['sort'], [string, 'asc' | 'desc']> = {
  UPDATED_DESC: ['p.updated_at', 'desc'],
  CREATED_DESC: ['p.created_at', 'desc'],
  NAME_ASC: ['p.name', 'asc'],
  NAME_DESC: ['p.name', 'desc'],
  DOCUMENTS_DESC: ['document_count', 'desc'],
};

/** The only place with the SQL of analyses. Every query names the workspace it runs in. */
export class ProjectRepository {
  constructor(private readonly db: Db) {}

  /** `restriction`: a restricted viewer's (docs/data-restrictions.md) — only allowed analyses, counts of their documents. */
  async list(
    viewer: ProjectViewer,
    filter: ProjectListFilter,
    restriction: ViewerRestriction | null = null,
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    const rules = restriction?.rules ?? [];
    const allowed = restriction?.projectIds ? [...restriction.projectIds] : null;
    let q = this.db
      .selectFrom('project as p')
      .where('p.workspace_id', '=', viewer.workspaceId)
      .where('p.status', '=', filter.status);
    if (allowed) q = q.where((eb) => (allowed.length === 0 ? sql<boolean>`false` : eb('p.id', 'in', allowed)));
    if (!viewer.seesPrivate)
      q = q.where((eb) => eb.or([eb('p.visibility', '<>', 'PRIVATE'), eb('p.owner_id', '=', viewer.userId)]));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      q = q.where((eb) =>
        eb.or([eb('p.name', 'ilike', pattern), eb('p.code', 'ilike', pattern), eb('p.description', 'ilike', pattern)]),
      );
    }
    if (filter.code) q = q.where('p.code', '=', filter.code);
    const tags = (filter.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    // `@>` on the JSON array: the project carries every asked tag.
    if (tags.length > 0) q = q.where(sql<boolean>`p.tags @> ${JSON.stringify(tags)}::jsonb`);
    const [column, direction] = sorts[filter.sort];
    const [rows, total] = await Promise.all([
      q
        .selectAll('p')
        .select((eb) =>
          eb
            .selectFrom('project_document as d')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('d.project_id', '=', 'p.id')
            .where('d.trashed_at', 'is', null)
            .$if(rules.length > 0, (qb) => qb.where(() => restrictionSql(rules, 'd')))
            .as('document_count'),
        )
        .orderBy(sql.ref(column), direction)
        .orderBy('p.id')
        .limit(filter.size)
        .offset(filter.page * filter.size)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(({ document_count: _ignored, ...row }) => row), total: total.n };
  }

  /** `rules`: a restricted viewer's attribute rules — document counts are of their documents. */
  async extras(workspaceId: string, rows: readonly ProjectRow[], rules: readonly ViewerRule[] = []): Promise<SummaryExtras> {
    const out: SummaryExtras = { ownerName: new Map(), models: new Map(), channels: new Map(), documents: new Map() };
    if (rows.length === 0) return out;
    const ids = rows.map((r) => r.id);
    const owners = [...new Set(rows.map((r) => r.owner_id))];
    const [users, models, channels, documents] = await Promise.all([
      this.db
        .selectFrom('app_user')
        .select(['id', sql<string>`trim(full_name || ' ' || last_name)`.as('name')])
        .where('id', 'in', owners)
        .execute(),
      this.db
        .selectFrom('project_model as pm')
        .innerJoin('model as m', 'm.id', 'pm.model_id')
        .select(['pm.project_id', 'm.code', 'm.name', 'm.sense_type'])
        .where('pm.workspace_id', '=', workspaceId)
        .where('m.workspace_id', '=', workspaceId)
        .where('pm.project_id', 'in', ids)
        .orderBy('pm.position')
        .execute(),
      this.db
        .selectFrom('project_channel')
        .select(['project_id', 'channel_code'])
        .where('workspace_id', '=', workspaceId)
        .where('project_id', 'in', ids)
        .orderBy('channel_code')
        .execute(),
      this.db
        .selectFrom('project_document')
        .select(['project_id', sql<number>`count(*)::int`.as('n'), sql<Date | null>`max(created_at)`.as('last')])
        .where('workspace_id', '=', workspaceId)
        .where('project_id', 'in', ids)
        .where('trashed_at', 'is', null)
        .$if(rules.length > 0, (qb) => qb.where(() => restrictionSql(rules)))
        .groupBy('project_id')
        .execute(),
    ]);
    for (const u of users) out.ownerName.set(u.id, u.name);
    for (const m of models) push(out.models, m.project_id, { code: m.code, name: m.name, sense_type: m.sense_type });
    for (const c of channels) push(out.channels, c.project_id, c.channel_code);
    for (const d of documents) out.documents.set(d.project_id, { count: d.n, last: d.last === null ? null : new Date(d.last) });
    return out;
  }

  /** A project of the workspace by code, whatever its status. */
  async byCode(workspaceId: string, code: string): Promise<ProjectRow | undefined> {
    return this.db
      .selectFrom('project')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** Names of the workspace's finished analyses, except one (a rename compares against the others). */
  async activeNames(workspaceId: string, exceptId: string | null): Promise<string[]> {
    let q = this.db.selectFrom('project').select('name').where('workspace_id', '=', workspaceId).where('status', '=', 'ACTIVE');
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.execute()).map((r) => r.name);
  }

  /** Models of the workspace by code; private ones only for their owner or those who see private models. */
  async modelsByCode(viewer: ProjectViewer & { seesPrivateModels: boolean }, codes: readonly string[]): Promise<ModelRow[]> {
    if (codes.length === 0) return [];
    let q = this.db.selectFrom('model').selectAll().where('workspace_id', '=', viewer.workspaceId).where('code', 'in', codes);
    if (!viewer.seesPrivateModels)
      q = q.where((eb) => eb.or([eb('access_type', '<>', 'PRIVATE'), eb('owner_id', '=', viewer.userId)]));
    return q.execute();
  }

  async appFile(workspaceId: string, id: string, scope: string) {
    return this.db
      .selectFrom('app_file')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('scope', '=', scope)
      .executeTakeFirst();
  }

  async insert(values: Insertable<ProjectTable>): Promise<ProjectRow> {
    return this.db.insertInto('project').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(project: Pick<ProjectRow, 'id' | 'workspace_id'>, values: Updateable<ProjectTable>): Promise<ProjectRow> {
    return this.db
      .updateTable('project')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('workspace_id', '=', project.workspace_id)
      .where('id', '=', project.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The analysis's models in this order. Switches of models that stay are kept; new ones start with prediction on.
   */
  async replaceModels(project: Pick<ProjectRow, 'id' | 'workspace_id'>, modelIds: readonly string[]): Promise<void> {
    const db = this.db;
    const scoped = db
      .deleteFrom('project_model')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id);
    if (modelIds.length === 0) {
      await scoped.execute();
      return;
    }
    await scoped.where('model_id', 'not in', modelIds).execute();
    for (const [position, modelId] of modelIds.entries()) {
      await db
        .insertInto('project_model')
        .values({ project_id: project.id, model_id: modelId, workspace_id: project.workspace_id, position })
        .onConflict((oc) => oc.columns(['project_id', 'model_id']).doUpdateSet({ position }))
        .execute();
    }
  }

  async replaceChannels(project: Pick<ProjectRow, 'id' | 'workspace_id'>, codes: readonly string[]): Promise<void> {
    const db = this.db;
    await db
      .deleteFrom('project_channel')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .execute();
    if (codes.length === 0) return;
    await db
      .insertInto('project_channel')
      .values(
        [...new Set(codes)].map((channel_code) => ({ project_id: project.id, workspace_id: project.workspace_id, channel_code })),
      )
      .execute();
  }

  async replaceAttributes(
    project: Pick<ProjectRow, 'id' | 'workspace_id'>,
    attributes: readonly { code: string; name: string; type: string }[],
  ): Promise<void> {
    const db = this.db;
    await db
      .deleteFrom('project_attribute')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .execute();
    if (attributes.length === 0) return;
    await db
      .insertInto('project_attribute')
      .values(
        attributes.map((a, position) => ({
          project_id: project.id,
          workspace_id: project.workspace_id,
          code: a.code,
          name: a.name,
          type: a.type,
          position,
        })),
      )
      .execute();
  }

  /** Switches of one model of the analysis; the analysis counts as updated. */
  async setModelLink(
    project: Pick<ProjectRow, 'id' | 'workspace_id'>,
    modelId: string,
    values: { prediction_active?: boolean; aspect_sentiment?: boolean; keep_loaded?: boolean },
  ): Promise<void> {
    await this.db
      .updateTable('project_model')
      .set(values)
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('model_id', '=', modelId)
      .execute();
    await this.db
      .updateTable('project')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', project.id)
      .execute();
  }

  /** A model's categories in tree-listing order (position, then name). */
  async modelCategories(model: {
    id: string;
    workspace_id: string;
  }): Promise<{ id: string; parent_id: string | null; name: string; position: number }[]> {
    return this.db
      .selectFrom('model_category')
      .select(['id', 'parent_id', 'name', 'position'])
      .where('workspace_id', '=', model.workspace_id)
      .where('model_id', '=', model.id)
      .orderBy('position')
      .orderBy('name')
      .execute();
  }

  /** PROJECT_COUNT: finished analyses of every workspace of the account (drafts are free). */
  async countForAccount(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('project as p')
      .innerJoin('workspace as w', 'w.id', 'p.workspace_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('w.account_id', '=', accountId)
      .where('p.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Keys of every stored file of the analysis (uploads, failed rows, exports), for removal after the rows go. */
  async fileKeys(project: Pick<ProjectRow, 'id' | 'workspace_id'>): Promise<string[]> {
    const [sources, tasks] = await Promise.all([
      this.db
        .selectFrom('project_source')
        .select(['file_key', 'failed_rows_key'])
        .where('workspace_id', '=', project.workspace_id)
        .where('project_id', '=', project.id)
        .execute(),
      this.db
        .selectFrom('project_task')
        .select('file_key')
        .where('workspace_id', '=', project.workspace_id)
        .where('project_id', '=', project.id)
        .execute(),
    ]);
    return [...sources.flatMap((s) => [s.file_key, s.failed_rows_key]), ...tasks.map((t) => t.file_key)].filter(
      (k): k is string => k !== null,
    );
  }

  /** Whether a customer journey step has a condition on the analysis (containment: the GIN index on conditions). */
  async usedByJourney(project: Pick<ProjectRow, 'code' | 'workspace_id'>): Promise<boolean> {
    const row = await this.db
      .selectFrom('customer_journey_step')
      .select('id')
      .where('workspace_id', '=', project.workspace_id)
      .where(sql<boolean>`conditions @> ${JSON.stringify([{ projectCode: project.code }])}::jsonb`)
      .executeTakeFirst();
    return row !== undefined;
  }

  async delete(project: Pick<ProjectRow, 'id' | 'workspace_id'>): Promise<void> {
    await this.db.deleteFrom('project').where('workspace_id', '=', project.workspace_id).where('id', '=', project.id).execute();
  }
}
