import { trainedLabellingStatuses } from '@sentio/domain';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ModelVersionTable } from '../../platform/db/schema-models.js';
import type { DocumentRow, VersionRow } from '../models/presenter.js';

/** A labelled document as training reads it. */
export interface TrainingDocumentRow {
  id: string;
  text: string;
  turns: { speaker: 'customer' | 'agent' | 'bot'; text: string }[] | null;
  label_ids: string[];
}

const createdByName = sql<string | null>`trim(u.full_name || ' ' || u.last_name)`;

/** Versions and the training data of the models area; every query is scoped by workspace. */
export class TrainingRepository {
  constructor(private readonly db: Db) {}

  private versions(workspaceId: string, modelId: string) {
    return this.db
      .selectFrom('model_version as v')
      .leftJoin('app_user as u', 'u.id', 'v.created_by')
      .selectAll('v')
      .select(createdByName.as('created_by_name'))
      .where('v.workspace_id', '=', workspaceId)
      .where('v.model_id', '=', modelId);
  }

  async list(workspaceId: string, modelId: string): Promise<VersionRow[]> {
    return this.versions(workspaceId, modelId).orderBy('v.number', 'desc').execute();
  }

  async find(workspaceId: string, modelId: string, versionId: string): Promise<VersionRow | null> {
    return (await this.versions(workspaceId, modelId).where('v.id', '=', versionId).executeTakeFirst()) ?? null;
  }

  /** The newest successful version before `number` (the comparison of the statistics page). */
  async previousSuccess(workspaceId: string, modelId: string, number: number): Promise<VersionRow | null> {
    const row = await this.versions(workspaceId, modelId)
      .where('v.status', '=', 'SUCCESS')
      .where('v.number', '<', number)
      .orderBy('v.number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  async latestSuccess(workspaceId: string, modelId: string): Promise<VersionRow | null> {
    const row = await this.versions(workspaceId, modelId)
      .where('v.status', '=', 'SUCCESS')
      .orderBy('v.number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  async running(workspaceId: string, modelId: string): Promise<VersionRow | null> {
    const row = await this.versions(workspaceId, modelId).where('v.status', '=', 'TRAINING').executeTakeFirst();
    return row ?? null;
  }

  /**
   * A new TRAINING version numbered after the last one. The partial unique index on TRAINING (and the unique
   * number) make a concurrent second insert fail, which the service answers with 409.
   */
  async insertTraining(input: {
    workspaceId: string;
    modelId: string;
    name: string | null;
    userId: string;
    accessType: string;
  }): Promise<string> {
    const last = await this.db
      .selectFrom('model_version')
      .select(sql<number>`coalesce(max(number), 0)::int`.as('n'))
      .where('workspace_id', '=', input.workspaceId)
      .where('model_id', '=', input.modelId)
      .executeTakeFirstOrThrow();
    const number = Number(last.n) + 1;
    const row = await this.db
      .insertInto('model_version')
      .values({
        workspace_id: input.workspaceId,
        model_id: input.modelId,
        number,
        name: input.name ?? `v${number}`,
        created_by: input.userId,
        access_type: input.accessType,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Changes a TRAINING version only: a cancelled one stays cancelled whatever its worker reports later. */
  async updateTraining(workspaceId: string, versionId: string, patch: Updateable<ModelVersionTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('model_version')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', versionId)
      .where('status', '=', 'TRAINING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async statusOf(workspaceId: string, versionId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('model_version')
      .select('status')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', versionId)
      .executeTakeFirst();
    return row?.status ?? null;
  }

  /** Any version by id, unscoped: only the job handler uses it, with ids it was given by a scoped call. */
  async byId(versionId: string): Promise<VersionRow | null> {
    const row = await this.db
      .selectFrom('model_version as v')
      .leftJoin('app_user as u', 'u.id', 'v.created_by')
      .selectAll('v')
      .select(createdByName.as('created_by_name'))
      .where('v.id', '=', versionId)
      .executeTakeFirst();
    return row ?? null;
  }

  async setApproval(workspaceId: string, versionId: string, approval: string, verified?: boolean): Promise<void> {
    await this.db
      .updateTable('model_version')
      .set({ approval, ...(verified !== undefined ? { verified } : {}) })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', versionId)
      .execute();
  }

  async deploy(workspaceId: string, modelId: string, versionId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('model')
        .set({ deployed_version_id: versionId, updated_at: sql<Date>`now()` })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', modelId)
        .execute();
      await trx
        .updateTable('model_version')
        .set({ verified: true })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', versionId)
        .execute();
    });
  }

  /** Per label, how many of the documents a training would use (the same ones as `trainingDocuments`) carry it. */
  async labelCounts(workspaceId: string, modelId: string): Promise<Map<string, number>> {
    const rows = await sql<{ label: string; n: number }>`
      select l.value as label, count(*)::int as n
      from model_document d cross join lateral jsonb_array_elements_text(d.label_ids) as l(value)
      where d.workspace_id = ${workspaceId} and d.model_id = ${modelId}
        and d.status in (${sql.join([...trainedLabellingStatuses])})
        and not exists (
          select 1 from model_source s
          where s.id = d.source_id and s.workspace_id = ${workspaceId} and s.status <> 'IMPORTED'
        )
      group by l.value`.execute(this.db);
    return new Map(rows.rows.map((r) => [r.label, Number(r.n)]));
  }

  /**
   * Not the committed batches of an upload still importing (or failed): a file trains whole or not at all.
   * Documents without a source (typed in, or whose source was deleted) are kept.
   */
  async trainingDocuments(workspaceId: string, modelId: string): Promise<TrainingDocumentRow[]> {
    return this.db
      .selectFrom('model_document')
      .select(['id', 'text', 'turns', 'label_ids'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('status', 'in', [...trainedLabellingStatuses])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('model_source as s')
              .select('s.id')
              .whereRef('s.id', '=', 'model_document.source_id')
              .where('s.workspace_id', '=', workspaceId)
              .where('s.status', '<>', 'IMPORTED'),
          ),
        ),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Documents by id, in the given order; ids of deleted documents are skipped. */
  async documents(workspaceId: string, modelId: string, ids: readonly string[]): Promise<DocumentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('model_document as d')
      .leftJoin('app_user as u', 'u.id', 'd.labelled_by')
      .selectAll('d')
      .select(sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('labelled_by_name'))
      .where('d.workspace_id', '=', workspaceId)
      .where('d.model_id', '=', modelId)
      .where('d.id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
