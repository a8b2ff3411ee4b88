import type { Insertable, Updateable } from 'kysely';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ModelTable } from '../../platform/db/schema-models.js';
import type { ModelRow } from './model-access.js';
import type { ModelSummaryRow, PublicRequestRow, VersionRow } from './presenter.js';

/** Who is looking: PRIVATE models are seen by their owner and by those who may approve (managers, admins). */
export interface Viewer {
  workspaceId: string;
  userId: string;
  seesPrivate: boolean;
}

export interface ModelFilter {
  tab: 'ALL' | 'FAVOURITES' | 'PUBLIC' | 'MINE';
  search?: string | undefined;
  senseType?: string | undefined;
  language?: string | undefined;
  ownerId?: string | undefined;
  trainingStatus?: string | undefined;
  id?: string;
}

const trainedStatuses = ['AI_CONFIRMED', 'MANUAL_CHANGES', 'COMPLETED'];

/** `%text%` for ILIKE with the wildcards of the search text taken literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The training status (docs/models.md) from the newest version (lv) and the last success (ls): a running training wins;
 * a failed newest version is FAILED; labels changed after the last success (or no success yet) is NEEDS_TRAINING.
 * A cancelled newest version falls back to the state before it.
 */
const trainingStatus: RawBuilder<string> = sql<string>`case
  when lv.status = 'TRAINING' then 'TRAINING'
  when lv.status = 'FAILED' then 'FAILED'
  when ls.finished_at is null then 'NEEDS_TRAINING'
  when m.labels_changed_at is not null and m.labels_changed_at > ls.finished_at then 'NEEDS_TRAINING'
  else 'SUCCESS' end`;

export class ModelRepository {
  constructor(private readonly db: Db) {}

  /** The list query: one row per visible model with everything the summary shows. */
  private summaries(viewer: Viewer, filter: ModelFilter) {
    let q = this.db
      .selectFrom('model as m')
      .innerJoin('app_user as u', 'u.id', 'm.owner_id')
      .leftJoin('model_version as dv', 'dv.id', 'm.deployed_version_id')
      .leftJoin('model_public_request as pr', 'pr.model_id', 'm.id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('model_version')
            .select(['status', 'progress'])
            .whereRef('model_version.model_id', '=', 'm.id')
            .orderBy('number', 'desc')
            .limit(1)
            .as('lv'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('model_version')
            .select((e) => e.fn.max('finished_at').as('finished_at'))
            .whereRef('model_version.model_id', '=', 'm.id')
            .where('status', '=', 'SUCCESS')
            .as('ls'),
        (join) => join.onTrue(),
      )
      .where('m.workspace_id', '=', viewer.workspaceId);
    if (!viewer.seesPrivate)
      q = q.where((eb) => eb.or([eb('m.access_type', '<>', 'PRIVATE'), eb('m.owner_id', '=', viewer.userId)]));
    if (filter.id) q = q.where('m.id', '=', filter.id);
    if (filter.tab === 'FAVOURITES') q = q.where(favourite(viewer.userId), '=', true);
    if (filter.tab === 'MINE') q = q.where('m.owner_id', '=', viewer.userId);
    if (filter.tab === 'PUBLIC') q = q.where('m.access_type', '=', 'PUBLIC');
    if (filter.search) {
      const pattern = likePattern(filter.search);
      q = q.where((eb) =>
        eb.or([
          eb('m.name', 'ilike', pattern),
          eb('m.code', 'ilike', pattern),
          eb('m.description', 'ilike', pattern),
          sql<boolean>`m.tags::text ilike ${pattern}`,
        ]),
      );
    }
    if (filter.senseType) q = q.where('m.sense_type', '=', filter.senseType);
    if (filter.language) q = q.where(sql<boolean>`m.switches @> ${JSON.stringify([{ code: filter.language }])}::jsonb`);
    if (filter.ownerId) q = q.where('m.owner_id', '=', filter.ownerId);
    if (filter.trainingStatus) q = q.where(trainingStatus, '=', filter.trainingStatus);
    return q;
  }

  private withColumns(q: ReturnType<ModelRepository['summaries']>, userId: string) {
    return q.select((eb) => [
      'm.id',
      'm.code',
      'm.name',
      'm.description',
      'm.type_code',
      'm.classification_type',
      'm.sense_type',
      'm.data_type',
      'm.switches',
      'm.tags',
      'm.color',
      'm.access_type',
      'm.owner_id',
      sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('owner_name'),
      favourite(userId).as('favourite'),
      'pr.status as public_status',
      'm.deployed_version_id',
      'dv.name as deployed_version_name',
      'lv.status as latest_status',
      'lv.progress as latest_progress',
      trainingStatus.as('training_status'),
      eb
        .selectFrom('model_document as d')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('d.model_id', '=', 'm.id')
        .as('document_count'),
      eb
        .selectFrom('model_document as d')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('d.model_id', '=', 'm.id')
        .where('d.status', 'in', trainedStatuses)
        .as('labelled_count'),
      'm.created_at',
      'm.updated_at',
    ]);
  }

  async list(viewer: Viewer, filter: ModelFilter, page: { page: number; size: number }) {
    const base = this.summaries(viewer, filter);
    const [rows, total] = await Promise.all([
      this.withColumns(base, viewer.userId)
        .orderBy('m.updated_at', 'desc')
        .orderBy('m.id')
        .limit(page.size)
        .offset(page.page * page.size)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as ModelSummaryRow[], total: total.n };
  }

  async summary(viewer: Viewer, id: string): Promise<ModelSummaryRow | undefined> {
    const row = await this.withColumns(this.summaries(viewer, { tab: 'ALL', id }), viewer.userId).executeTakeFirst();
    return row as ModelSummaryRow | undefined;
  }

  async insert(values: Insertable<ModelTable>): Promise<ModelRow> {
    return this.db.insertInto('model').values(values).returningAll().executeTakeFirstOrThrow();
  }

  codeTaken(workspaceId: string, code: string): Promise<boolean> {
    return this.db
      .selectFrom('model')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .executeTakeFirst()
      .then((r) => r !== undefined);
  }

  async update(workspaceId: string, id: string, patch: Updateable<ModelTable>): Promise<void> {
    await this.db
      .updateTable('model')
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  /** The model files of its versions, for removing them from the file store with the model. */
  async versionFileKeys(workspaceId: string, id: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('model_version')
      .select('file_key')
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', id)
      .where('file_key', 'is not', null)
      .execute();
    return rows.flatMap((r) => (r.file_key ? [r.file_key] : []));
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    await this.db.deleteFrom('model').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  }

  async setFavourite(modelId: string, userId: string, on: boolean): Promise<void> {
    if (on)
      await this.db
        .insertInto('model_favourite')
        .values({ model_id: modelId, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    else await this.db.deleteFrom('model_favourite').where('model_id', '=', modelId).where('user_id', '=', userId).execute();
  }

  /** Models of every workspace of the account: what MODEL_COUNT limits. */
  async countForAccount(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('model as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('w.account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async latestVersion(workspaceId: string, modelId: string): Promise<VersionRow | null> {
    const row = await this.db
      .selectFrom('model_version as v')
      .leftJoin('app_user as u', 'u.id', 'v.created_by')
      .selectAll('v')
      .select(sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('created_by_name'))
      .where('v.workspace_id', '=', workspaceId)
      .where('v.model_id', '=', modelId)
      .orderBy('v.number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  async publicRequest(workspaceId: string, modelId: string): Promise<PublicRequestRow | null> {
    const row = await this.db
      .selectFrom('model_public_request')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .executeTakeFirst();
    return row ?? null;
  }

  async categoryCount(workspaceId: string, modelId: string): Promise<number> {
    const row = await this.db
      .selectFrom('model_category')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .executeTakeFirstOrThrow();
    return row.n;
  }
}

/** Whether the user marked the model (raw SQL: the lateral joins make the builder's table typing unwieldy here). */
const favourite = (userId: string): RawBuilder<boolean> =>
  sql<boolean>`exists(select 1 from model_favourite f where f.model_id = m.id and f.user_id = ${userId})`;
