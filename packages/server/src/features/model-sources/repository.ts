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

/** What a re-sent document ID does (see docs/model-data.md). */
export type DuplicateMode = 'UPDATE' | 'SKIP';

/** New documents, documents updated in place, and rows left out because their ID was already there. */
export interface StoreCounts {
  inserted: number;
  updated: number;
  skipped: number;
}

const columns = [
  'workspace_id',
  'model_id',
  'source_id',
  'external_id',
  'text',
  'turns',
  'content_date',
  'status',
  'label_ids',
  'labelled_by',
  'labelled_at',
  'attributes',
  'created_at',
] as const;
const columnList = `(${columns.join(', ')})`;

type DocumentValues = Record<(typeof columns)[number], unknown>;

const valuesOf = (rows: readonly DocumentValues[]) =>
  sql`values ${sql.join(rows.map((r) => sql`(${sql.join(columns.map((c) => r[c]))})`))}`;

/**
 * One row per ID (rows without an ID all stay), with its position in the call: one INSERT … ON CONFLICT may not
 * touch the same row twice. UPDATE keeps the last row of an ID (the file's final word), SKIP the first.
 */
function keepOnePerId(docs: readonly NewDocument[], mode: DuplicateMode): { doc: NewDocument; index: number }[] {
  const chosen = new Map<string, number>();
  docs.forEach((d, i) => {
    if (d.externalId === null) return;
    if (mode === 'UPDATE' || !chosen.has(d.externalId)) chosen.set(d.externalId, i);
  });
  return docs.flatMap((doc, index) =>
    doc.externalId === null || chosen.get(doc.externalId) === index ? [{ doc, index }] : [],
  );
}

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
   * them. Documents are keyed by their ID within the model (a unique index): a row whose ID the model already holds
   * updates that document (`UPDATE`) or is left out (`SKIP`), never stored twice; within one call the last row of
   * an ID wins (the first with `SKIP`). An update keeps the document's source, creation order and, when the row
   * brings no labels or the same ones, its labels and status. Labelled rows of a person are recorded as IMPORT
   * markings. Call inside a transaction.
   */
  async insertDocuments(
    target: { workspaceId: string; modelId: string; sourceId: string },
    docs: readonly NewDocument[],
    offset = 0,
    duplicates: DuplicateMode = 'UPDATE',
  ): Promise<StoreCounts> {
    const counts: StoreCounts = { inserted: 0, updated: 0, skipped: 0 };
    const kept = keepOnePerId(docs, duplicates);
    counts.skipped += docs.length - kept.length;
    for (let start = 0; start < kept.length; start += BATCH) {
      const batch = kept.slice(start, start + BATCH);
      const values = batch.map(({ doc: d, index }) => ({
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
        created_at: sql<Date>`now() + make_interval(secs => ${(offset + index) / 1e6})`,
      }));
      // The conflict target is the partial unique index of migration 0008 (documents with an ID and a source).
      const keyed = sql`(model_id, external_id) where external_id is not null and source_id is not null`;
      const keepLabels = sql`(excluded.label_ids = '[]'::jsonb or excluded.label_ids = model_document.label_ids)`;
      // Labels a person brought with the data are their labelling, as marking one by one would be: recorded as IMPORT
      // markings, so "who labelled how many" counts an imported labelled file (rows whose labels this statement set).
      const marked = sql`marked as (
        insert into model_marking (workspace_id, model_id, document_id, user_id, action, label_ids)
        select workspace_id, model_id, id, labelled_by, 'IMPORT', label_ids from stored
        where labelled_by is not null and label_ids <> '[]'::jsonb and labelled_at = now()
      )`;
      const stored =
        duplicates === 'SKIP'
          ? await sql<{ inserted: boolean }>`
              with stored as (
                insert into model_document ${sql.raw(columnList)} ${valuesOf(values)}
                on conflict ${keyed} do nothing
                returning id, workspace_id, model_id, labelled_by, label_ids, labelled_at, true as inserted
              ), ${marked}
              select inserted from stored`.execute(this.db)
          : await sql<{ inserted: boolean }>`
              with stored as (
              insert into model_document ${sql.raw(columnList)} ${valuesOf(values)}
              on conflict ${keyed} do update set
                text = excluded.text,
                turns = excluded.turns,
                content_date = excluded.content_date,
                attributes = excluded.attributes,
                label_ids = case when ${keepLabels} then model_document.label_ids else excluded.label_ids end,
                status = case when ${keepLabels} then model_document.status else excluded.status end,
                labelled_by = case when ${keepLabels} then model_document.labelled_by else excluded.labelled_by end,
                labelled_at = case when ${keepLabels} then model_document.labelled_at else excluded.labelled_at end
              returning id, workspace_id, model_id, labelled_by, label_ids, labelled_at, (xmax = 0) as inserted
              ), ${marked}
              select inserted from stored`.execute(this.db);
      const inserted = stored.rows.filter((r) => r.inserted).length;
      counts.inserted += inserted;
      if (duplicates === 'SKIP') counts.skipped += batch.length - inserted;
      else counts.updated += stored.rows.length - inserted;
      // PGlite runs in this thread: without a macrotask break a long import would starve every timer and socket.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return counts;
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
