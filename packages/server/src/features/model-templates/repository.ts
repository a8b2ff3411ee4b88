import type { TemplateScope, TemplateSort } from '@sentio/domain';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ModelTemplateTable } from '../../platform/db/schema-templates.js';
import { likePattern } from '../models/repository.js';

/** A template row with what every answer shows besides it: the owner's name and, for its own workspace, the request. */
export type TemplateRow = Selectable<ModelTemplateTable> & {
  workspace_name: string | null;
  /** The workspace of the source model (its owner's link back only when it is the viewer's). */
  source_workspace_id: string | null;
  request_status: string | null;
  request_note: string | null;
  requested_at: Date | null;
  reviewed_at: Date | null;
  request_reason: string | null;
};

export interface TemplateFilter {
  scope: TemplateScope;
  sort: TemplateSort;
  search?: string | undefined;
  tags: readonly string[];
  language?: string | undefined;
  senseType?: string | undefined;
  page: number;
  size: number;
}

/** Model templates (`model_template`), their installs, and the few model rows a snapshot or an install writes. */
export class ModelTemplateRepository {
  constructor(private readonly db: Db) {}

  /** Templates with their owner's name; the make-public request is joined only for the viewer's own templates. */
  private rows(workspaceId: string) {
    return this.db
      .selectFrom('model_template as t')
      .leftJoin('workspace as w', 'w.id', 't.workspace_id')
      .leftJoin('model as sm', 'sm.id', 't.source_model_id')
      .leftJoin('model_public_request as pr', (join) =>
        join.onRef('pr.model_id', '=', 't.source_model_id').on('pr.workspace_id', '=', workspaceId),
      )
      .selectAll('t')
      .select([
        'w.name as workspace_name',
        'sm.workspace_id as source_workspace_id',
        'pr.status as request_status',
        'pr.note as request_note',
        'pr.requested_at',
        'pr.reviewed_at',
        'pr.reason as request_reason',
      ]);
  }

  async page(workspaceId: string, filter: TemplateFilter): Promise<{ rows: TemplateRow[]; total: number }> {
    let q = this.rows(workspaceId);
    if (filter.scope === 'PUBLIC') q = q.where('t.visibility', '=', 'PUBLIC');
    else if (filter.scope === 'WORKSPACE') q = q.where('t.workspace_id', '=', workspaceId);
    else q = q.where((eb) => eb.or([eb('t.visibility', '=', 'PUBLIC'), eb('t.workspace_id', '=', workspaceId)]));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      q = q.where((eb) =>
        eb.or([
          eb('t.name', 'ilike', pattern),
          eb('t.code', 'ilike', pattern),
          eb('t.description', 'ilike', pattern),
          sql<boolean>`t.tags::text ilike ${pattern}`,
        ]),
      );
    }
    for (const tag of filter.tags) {
      q = q.where(sql<boolean>`exists (select 1 from jsonb_array_elements_text(t.tags) g where lower(g) = lower(${tag}))`);
    }
    if (filter.language) q = q.where(sql<boolean>`t.languages @> ${JSON.stringify([filter.language])}::jsonb`);
    if (filter.senseType) q = q.where('t.sense_type', '=', filter.senseType);
    let ordered = q;
    if (filter.sort === 'INSTALLS') ordered = ordered.orderBy('t.install_count', 'desc').orderBy('t.updated_at', 'desc');
    else if (filter.sort === 'QUALITY')
      ordered = ordered.orderBy(sql`t.macro_f1 desc nulls last`).orderBy('t.install_count', 'desc');
    else if (filter.sort === 'NEWEST') ordered = ordered.orderBy('t.updated_at', 'desc');
    else ordered = ordered.orderBy(sql`lower(t.name)`).orderBy('t.name');
    const [rows, count] = await Promise.all([
      ordered
        .orderBy('t.id')
        .limit(filter.size)
        .offset(filter.page * filter.size)
        .execute(),
      q
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }

  async byId(workspaceId: string, id: string): Promise<TemplateRow | null> {
    return (await this.rows(workspaceId).where('t.id', '=', id).executeTakeFirst()) ?? null;
  }

  /** The template of a model (one per model), or of a built-in key. */
  async bySource(modelId: string, builtInKey?: string): Promise<Selectable<ModelTemplateTable> | null> {
    const own = await this.db.selectFrom('model_template').selectAll().where('source_model_id', '=', modelId).executeTakeFirst();
    if (own || !builtInKey) return own ?? null;
    const builtIn = await this.db
      .selectFrom('model_template')
      .selectAll()
      .where('built_in_key', '=', builtInKey)
      .executeTakeFirst();
    return builtIn ?? null;
  }

  /** A template code is unique among its owner's templates (built-ins are one owner). */
  async codeTaken(workspaceId: string | null, code: string, exceptId: string | null): Promise<boolean> {
    let q = this.db
      .selectFrom('model_template')
      .select('id')
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .where(workspaceId === null ? sql<boolean>`workspace_id is null` : sql<boolean>`workspace_id = ${workspaceId}`);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(values: Insertable<ModelTemplateTable>): Promise<string> {
    const row = await this.db.insertInto('model_template').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** A new snapshot into the same template: its id, creation date and install count stay. */
  async update(id: string, patch: Updateable<ModelTemplateTable>): Promise<void> {
    await this.db
      .updateTable('model_template')
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  async setVisibility(id: string, visibility: 'WORKSPACE' | 'PUBLIC'): Promise<void> {
    await this.db.updateTable('model_template').set({ visibility }).where('id', '=', id).execute();
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('model_template')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Counts an install and records what it made. */
  async recordInstall(templateId: string, workspaceId: string, userId: string, modelId: string): Promise<void> {
    await this.db
      .updateTable('model_template')
      .set({ install_count: sql<number>`install_count + 1` })
      .where('id', '=', templateId)
      .execute();
    await this.db
      .insertInto('template_install')
      .values({ kind: 'MODEL', template_id: templateId, workspace_id: workspaceId, user_id: userId, item_id: modelId })
      .execute();
  }

  /** Undoes `recordInstall` for a model removed again (an analysis created from a template failed half-way). */
  async forgetInstall(workspaceId: string, modelId: string): Promise<void> {
    const rows = await this.db
      .deleteFrom('template_install')
      .where('kind', '=', 'MODEL')
      .where('workspace_id', '=', workspaceId)
      .where('item_id', '=', modelId)
      .returning('template_id')
      .execute();
    for (const row of rows) {
      await this.db
        .updateTable('model_template')
        .set({ install_count: sql<number>`greatest(install_count - 1, 0)` })
        .where('id', '=', row.template_id)
        .execute();
    }
  }

  /** Where a model lives and who owns it, for a review decision (which names the model only). */
  async modelHome(modelId: string): Promise<{ workspace_id: string; owner_id: string } | null> {
    const row = await this.db
      .selectFrom('model')
      .select(['workspace_id', 'owner_id'])
      .where('id', '=', modelId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** An installed model's first version: trained elsewhere, so SUCCESS at once (its file is set next). */
  async insertInstalledVersion(input: {
    workspaceId: string;
    modelId: string;
    name: string;
    userId: string;
    accessType: string;
    accuracy: number | null;
    macroF1: number | null;
    statistics: string | null;
  }): Promise<string> {
    const row = await this.db
      .insertInto('model_version')
      .values({
        workspace_id: input.workspaceId,
        model_id: input.modelId,
        number: 1,
        name: input.name,
        status: 'SUCCESS',
        progress: 100,
        access_type: input.accessType,
        accuracy: input.accuracy,
        macro_f1: input.macroF1,
        statistics: input.statistics,
        created_by: input.userId,
        finished_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Stores the version's file and deploys it (verified: the template's owner shipped it as their published version). */
  async deployInstalledVersion(workspaceId: string, modelId: string, versionId: string, fileKey: string): Promise<void> {
    await this.db
      .updateTable('model_version')
      .set({ file_key: fileKey, verified: true })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', versionId)
      .execute();
    await this.db
      .updateTable('model')
      .set({ deployed_version_id: versionId, updated_at: sql<Date>`now()` })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', modelId)
      .execute();
  }

  /**
   * The tags of every template the viewer sees — model and analysis templates together — with how many carry each,
   * most used first.
   */
  async tags(workspaceId: string): Promise<{ tag: string; count: number }[]> {
    const { rows } = await sql<{ tag: string; count: number }>`
      select g.tag, count(*)::int as count
      from (
        select jsonb_array_elements_text(m.tags) as tag from model_template m
        where m.visibility = 'PUBLIC' or m.workspace_id = ${workspaceId}
        union all
        select jsonb_array_elements_text(p.tags) as tag from project_template p
        where p.visibility = 'PUBLIC' or p.workspace_id = ${workspaceId}
      ) g
      group by g.tag
      order by count(*) desc, lower(g.tag), g.tag`.execute(this.db);
    return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
  }
}
