import { sql, type Insertable, type Selectable } from 'kysely';
import { UploadSourceRepository } from '../ingest/source-repository.js';
import type { Db } from '../../platform/db/database.js';
import type { ModelMatchingTemplateTable, ModelPushSourceTable, ModelSourceTable } from '../../platform/db/schema-models.js';

export type SourceRow = Selectable<ModelSourceTable>;
export type TemplateRow = Selectable<ModelMatchingTemplateTable>;
export type PushSourceRow = Selectable<ModelPushSourceTable>;

/** A document ready to store; the repository adds model, workspace, source and the creation order. */
export interface NewDocument {
  externalId: string | null;
  text: string;
  turns: { speaker: 'customer' | 'agent' | 'bot'; text: string; time?: string }[] | null;
  contentDate: Date | null;
  labelIds: string[];
  status: string;
  labelledBy: string | null;
  attributes: Record<string, string | number | boolean | null>;
}

/** Rows per INSERT: large enough to be fast, small enough to stay under the parameter limit (65,535). */
const BATCH = 500;

/** Uploads, matching templates, push sources and the documents they bring; scoped by workspace. */
export class SourceRepository extends UploadSourceRepository<SourceRow> {
  constructor(db: Db) {
    super(db, 'model_source');
  }

  async insert(values: Insertable<ModelSourceTable>): Promise<SourceRow> {
    return this.db.insertInto('model_source').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Deletes the source and any documents an import committed under it before it failed: a model upload that did
   * not end IMPORTED leaves nothing behind. One transaction that locks the source row first: a batch commit running
   * at the same time (it moves the cursor, so it holds that row) finishes before the documents are deleted, and a
   * later one finds no source and rolls back. Without the lock its documents would survive with `source_id` nulled.
   */
  override async delete(workspaceId: string, sourceId: string): Promise<void> {
    const work = async (db: Db) => {
      await db
        .selectFrom('model_source')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', sourceId)
        .forUpdate()
        .execute();
      await db.deleteFrom('model_document').where('workspace_id', '=', workspaceId).where('source_id', '=', sourceId).execute();
      await db.deleteFrom('model_source').where('workspace_id', '=', workspaceId).where('id', '=', sourceId).execute();
    };
    // Already inside a caller's transaction: Kysely transactions do not nest.
    await (this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work));
  }

  async deleteDocuments(workspaceId: string, sourceId: string): Promise<void> {
    await this.db
      .deleteFrom('model_document')
      .where('workspace_id', '=', workspaceId)
      .where('source_id', '=', sourceId)
      .execute();
  }

  /**
   * Stores documents in file order: each row's created_at is the transaction's time plus its position in
   * microseconds (`offset` continues the count of an earlier batch), so "oldest first" lists them as the file had
   * them. Call inside a transaction.
   */
  async insertDocuments(
    target: { workspaceId: string; modelId: string; sourceId: string },
    docs: readonly NewDocument[],
    offset = 0,
  ): Promise<void> {
    for (let start = 0; start < docs.length; start += BATCH) {
      const batch = docs.slice(start, start + BATCH);
      const values = batch.map((d, i) => ({
        workspace_id: target.workspaceId,
        model_id: target.modelId,
        source_id: target.sourceId,
        external_id: d.externalId,
        text: d.text,
        turns: d.turns ? JSON.stringify(d.turns) : null,
        content_date: d.contentDate,
        status: d.status,
        label_ids: JSON.stringify(d.labelIds),
        labelled_by: d.labelIds.length > 0 ? d.labelledBy : null,
        labelled_at: d.labelIds.length > 0 ? sql<Date>`now()` : null,
        attributes: JSON.stringify(d.attributes),
        created_at: sql<Date>`now() + make_interval(secs => ${(offset + start + i) / 1e6})`,
      }));
      await this.db.insertInto('model_document').values(values).execute();
      // PGlite runs in this thread: without a macrotask break a long import would starve every timer and socket.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  async templates(workspaceId: string): Promise<TemplateRow[]> {
    return this.db
      .selectFrom('model_matching_template')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_at', 'desc')
      .orderBy('name')
      .execute();
  }

  /** Saving a matching under an existing name replaces that template. */
  async saveTemplate(workspaceId: string, name: string, matching: unknown, userId: string): Promise<void> {
    await this.db
      .insertInto('model_matching_template')
      .values({ workspace_id: workspaceId, name, matching: JSON.stringify(matching), created_by: userId })
      .onConflict((oc) =>
        oc.columns(['workspace_id', 'name']).doUpdateSet({ matching: JSON.stringify(matching), created_by: userId }),
      )
      .execute();
  }

  async pushSource(workspaceId: string, modelId: string): Promise<PushSourceRow | null> {
    const row = await this.db
      .selectFrom('model_push_source')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The push source of a model, for the token check of the public ingest call (no session, so no workspace). */
  async pushSourceOfModel(modelId: string): Promise<PushSourceRow | null> {
    return (await this.db.selectFrom('model_push_source').selectAll().where('model_id', '=', modelId).executeTakeFirst()) ?? null;
  }

  /** Creates the push source or gives it a new token (the old one stops working at once). */
  async savePushSource(workspaceId: string, modelId: string, tokenHash: string): Promise<PushSourceRow> {
    return this.db
      .insertInto('model_push_source')
      .values({ workspace_id: workspaceId, model_id: modelId, token_hash: tokenHash })
      .onConflict((oc) => oc.column('model_id').doUpdateSet({ token_hash: tokenHash, created_at: sql<Date>`now()` }))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
