import type { ProjectTemplateListQuery, TemplateSort } from '@sentio/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectTemplateTable } from '../../platform/db/schema-templates.js';

export type TemplateRow = Selectable<ProjectTemplateTable> & { workspace_name: string | null; source_code: string | null };

/** What a snapshot writes (a new template or a refresh of the same row). */
export interface TemplateValues {
  name: string;
  description: string;
  tags: string[];
  languages: string[];
  data_type: string;
  icon: string;
  color: string;
  models: unknown[];
  config: unknown;
  preview: unknown;
  quality: number | null;
}

/** Who sees what: the viewer's workspace sees its own; everyone sees PUBLIC ones. */
export interface TemplateFilter extends Omit<ProjectTemplateListQuery, 'page' | 'size' | 'sort'> {
  workspaceId: string;
}

const orders: Record<TemplateSort, string> = {
  INSTALLS: 't.install_count desc, t.updated_at desc',
  QUALITY: 't.quality desc nulls last, t.install_count desc',
  NEWEST: 't.updated_at desc',
  NAME: 'lower(t.name) asc',
};

/** Analysis templates (`project_template`) and their installs (`template_install`). */
export class ProjectTemplateRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('project_template as t')
      .leftJoin('workspace as w', 'w.id', 't.workspace_id')
      .leftJoin('project as p', (j) => j.onRef('p.id', '=', 't.source_project_id').onRef('p.workspace_id', '=', 't.workspace_id'))
      .selectAll('t')
      .select(['w.name as workspace_name', 'p.code as source_code']);
  }

  async page(
    filter: TemplateFilter,
    paging: { page: number; size: number; sort: TemplateSort },
  ): Promise<{ rows: TemplateRow[]; total: number }> {
    let q = this.base();
    const mine = filter.workspaceId;
    if (filter.scope === 'PUBLIC') q = q.where('t.visibility', '=', 'PUBLIC');
    else if (filter.scope === 'WORKSPACE') q = q.where('t.workspace_id', '=', mine);
    else q = q.where((eb) => eb.or([eb('t.workspace_id', '=', mine), eb('t.visibility', '=', 'PUBLIC')]));
    if (filter.code) q = q.where('t.code', '=', filter.code);
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(
        sql<boolean>`(t.name ilike ${like} or t.description ilike ${like} or t.code ilike ${like} or t.tags::text ilike ${like})`,
      );
    }
    for (const tag of (filter.tags ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      q = q.where(
        sql<boolean>`exists (select 1 from jsonb_array_elements_text(t.tags) as g(tag) where lower(g.tag) = lower(${tag}))`,
      );
    }
    if (filter.language) q = q.where(sql<boolean>`t.languages @> ${JSON.stringify([filter.language])}::jsonb`);
    const [rows, count] = await Promise.all([
      q
        .orderBy(sql.raw(orders[paging.sort]))
        .orderBy('t.id')
        .limit(paging.size)
        .offset(paging.page * paging.size)
        .execute(),
      q
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }

  async byId(id: string): Promise<TemplateRow | null> {
    return (await this.base().where('t.id', '=', id).executeTakeFirst()) ?? null;
  }

  async bySource(projectId: string): Promise<TemplateRow | null> {
    return (await this.base().where('t.source_project_id', '=', projectId).executeTakeFirst()) ?? null;
  }

  async byBuiltInKey(key: string): Promise<TemplateRow | null> {
    return (await this.base().where('t.built_in_key', '=', key).executeTakeFirst()) ?? null;
  }

  /** Template codes already used by an owner (null: the built-in ones). */
  async codes(workspaceId: string | null): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('project_template')
      .select('code')
      .$if(workspaceId === null, (q) => q.where('workspace_id', 'is', null))
      .$if(workspaceId !== null, (q) => q.where('workspace_id', '=', workspaceId))
      .execute();
    return new Set(rows.map((r) => r.code));
  }

  async insert(
    owner: { workspaceId: string | null; builtInKey: string | null; visibility: string; createdBy: string | null },
    sourceProjectId: string,
    code: string,
    v: TemplateValues,
  ): Promise<string> {
    const row = await this.db
      .insertInto('project_template')
      .values({
        workspace_id: owner.workspaceId,
        built_in_key: owner.builtInKey,
        visibility: owner.visibility,
        created_by: owner.createdBy,
        source_project_id: sourceProjectId,
        code,
        ...serialise(v),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A new snapshot into the same row: install count kept, visibility as given (a refresh is private again). */
  async refresh(id: string, visibility: string, v: TemplateValues): Promise<void> {
    await this.db
      .updateTable('project_template')
      .set({ ...serialise(v), visibility, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** The seed takes over an analysis's template: it becomes built-in (no workspace). */
  async makeBuiltIn(id: string, key: string): Promise<void> {
    await this.db.updateTable('project_template').set({ workspace_id: null, built_in_key: key }).where('id', '=', id).execute();
  }

  async setVisibility(id: string, visibility: string): Promise<void> {
    await this.db.updateTable('project_template').set({ visibility }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('project_template').where('id', '=', id).execute();
  }

  /** One more analysis made from the template, and who made it. */
  async recordInstall(templateId: string, workspaceId: string, userId: string, projectId: string): Promise<void> {
    await this.db
      .updateTable('project_template')
      .set({ install_count: sql<number>`install_count + 1` })
      .where('id', '=', templateId)
      .execute();
    await this.db
      .insertInto('template_install')
      .values({ kind: 'PROJECT', template_id: templateId, workspace_id: workspaceId, user_id: userId, item_id: projectId })
      .execute();
  }

  /** The workspace an analysis belongs to, as a scope for work done without a session (a review decision). */
  async workspaceOf(projectId: string): Promise<{
    workspaceId: string;
    code: string;
    name: string;
    accountId: string;
    ownerId: string;
    projectCode: string;
  } | null> {
    const row = await this.db
      .selectFrom('project as p')
      .innerJoin('workspace as w', 'w.id', 'p.workspace_id')
      .select([
        'w.id as workspaceId',
        'w.code',
        'w.name',
        'w.account_id as accountId',
        'p.owner_id as ownerId',
        'p.code as projectCode',
      ])
      .where('p.id', '=', projectId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Analysis codes of a workspace (any status: a draft holds its code too). */
  async projectCodes(workspaceId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('project').select('code').where('workspace_id', '=', workspaceId).execute();
    return new Set(rows.map((r) => r.code));
  }

  /** Models of the workspace by id, for a create-project's replacements. */
  async models(workspaceId: string, ids: readonly string[]): Promise<{ id: string; code: string; sense_type: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('model')
      .select(['id', 'code', 'sense_type'])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', ids)
      .execute();
  }

  /** A model template's categories (the source model's ids), for matching a replacement model's by name. */
  async templateCategories(templateId: string): Promise<{ id: string; parentId: string | null; name: string }[]> {
    const row = await this.db.selectFrom('model_template').select('categories').where('id', '=', templateId).executeTakeFirst();
    return (row?.categories ?? []).map((c) => ({ id: c.id, parentId: c.parentId, name: c.name }));
  }

  /** A model's categories in the workspace. */
  async modelCategories(workspaceId: string, modelId: string): Promise<{ id: string; parentId: string | null; name: string }[]> {
    const rows = await this.db
      .selectFrom('model_category')
      .select(['id', 'parent_id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .execute();
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name }));
  }

  /** A model's template when it is public (approved or built-in): an analysis snapshot reuses it as it is. */
  async publicModelTemplate(modelId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('model_template')
      .select('id')
      .where('source_model_id', '=', modelId)
      .where('visibility', '=', 'PUBLIC')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** What an analysis template's model ref shows of a model template. */
  async modelTemplate(id: string): Promise<{
    name: string;
    sense_type: string;
    languages: string[];
    file_key: string | null;
    macro_f1: number | null;
  } | null> {
    const row = await this.db
      .selectFrom('model_template')
      .select(['name', 'sense_type', 'languages', 'file_key', 'macro_f1'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }
}

function serialise(v: TemplateValues) {
  return {
    name: v.name,
    description: v.description,
    tags: JSON.stringify(v.tags),
    languages: JSON.stringify(v.languages),
    data_type: v.data_type,
    icon: v.icon,
    color: v.color,
    models: JSON.stringify(v.models),
    config: JSON.stringify(v.config),
    preview: v.preview === null ? null : JSON.stringify(v.preview),
    quality: v.quality,
  };
}
