import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { StoredCall } from '../../platform/db/schema-calls.js';
import type { AttributeValue, StoredPrediction } from '../../platform/db/schema-projects.js';
import type { ClassifyResult } from './classify-core.js';

/** A document ready to store: what the row or JSON gave, and what the classifier made of it. */
export interface NewProjectDocument {
  /** A fresh id; an upsert onto a stored external id keeps the stored one. */
  id: string;
  externalId: string | null;
  dataType: string;
  contentDate: Date;
  channelCode: string | null;
  attributes: Record<string, AttributeValue>;
  /** A dialogue's call metadata (docs/dialogue-format.md); null or absent: none. */
  call?: StoredCall | null;
  result: ClassifyResult;
}

/** A stored document handed back to the classifier (classify job, retry, re-evaluation). */
export interface StoredDocument {
  id: string;
  content: string;
  turns: { speaker: 'customer' | 'agent' | 'bot'; text: string; time?: string | null }[] | null;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const predictionOf = (r: ClassifyResult): StoredPrediction => ({
  categories: r.categories.map((c) => ({ ...c, spans: [] })),
  sentiment: r.sentiment,
  entities: r.entities,
  versions: r.versions,
});

function predictionColumns(r: ClassifyResult) {
  const done = r.status !== 'INLINE';
  return {
    language: r.language,
    content: r.content,
    turns: r.turns ? JSON.stringify(r.turns) : null,
    masked: r.masked,
    prediction_status: r.status,
    prediction_error: r.error,
    predicted_at: done ? new Date() : null,
    sentiment: r.sentiment?.label ?? null,
    sentiment_score: r.sentiment?.score ?? null,
    prediction: JSON.stringify(predictionOf(r)),
  };
}

/** A batch's rows as one JSON parameter, with their positions in the batch (created_at keeps the file's order). */
function rowsJson(docs: readonly { doc: NewProjectDocument; pos: number }[], now: number): string {
  return JSON.stringify(
    docs.map(({ doc: d, pos }) => {
      const r = d.result;
      return {
        id: d.id,
        pos,
        external_id: d.externalId,
        data_type: d.dataType,
        content: r.content,
        turns: r.turns,
        language: r.language,
        content_date: d.contentDate.toISOString(),
        channel_code: d.channelCode,
        attributes: d.attributes,
        call: d.call ?? null,
        masked: r.masked,
        prediction_status: r.status,
        prediction_error: r.error,
        predicted_at: r.status === 'INLINE' ? null : new Date(now).toISOString(),
        sentiment: r.sentiment?.label ?? null,
        sentiment_score: r.sentiment?.score ?? null,
        prediction: predictionOf(r),
      };
    }),
  );
}

const insertColumns = sql`insert into project_document (id, project_id, workspace_id, source_id, external_id, data_type,
  content, turns, language, content_date, created_at, channel_code, attributes, call, masked, prediction_status, prediction_error,
  predicted_at, sentiment, sentiment_score, prediction)`;

function selectRows(target: { workspaceId: string; projectId: string; sourceId: string }, json: string) {
  return sql`select x.id, ${target.projectId}::uuid, ${target.workspaceId}::uuid, ${target.sourceId}::uuid, x.external_id,
      x.data_type, x.content, x.turns, x.language, x.content_date, now() + make_interval(secs => x.pos / 1e6), x.channel_code,
      x.attributes, x.call, x.masked, x.prediction_status, x.prediction_error, x.predicted_at, x.sentiment, x.sentiment_score,
      x.prediction
    from jsonb_to_recordset(${json}::jsonb) as x(id uuid, pos integer, external_id text, data_type text, content text,
      turns jsonb, language text, content_date timestamptz, channel_code text, attributes jsonb, call jsonb, masked boolean,
      prediction_status text, prediction_error text, predicted_at timestamptz, sentiment text, sentiment_score real,
      prediction jsonb)`;
}

/**
 * Stores new documents of a source. A document whose external id the analysis already holds replaces it (content,
 * attributes, prediction; back to UNMARKED, its categories replaced), so a re-sent record is never a duplicate.
 * The rows travel as one JSON parameter (jsonb_to_recordset): binding thousands of parameters costs PGlite about
 * four times as much as the insert itself. created_at grows by a microsecond per row, keeping the file's order.
 *
 * Two statements, because the usual batch is all new: an insert that skips the external ids already stored, then an
 * upsert of only the skipped ones. One `on conflict do update` for everything would also fire the documents' update
 * triggers (rollups, customers) on every batch, with nothing to update. The upsert also catches a row that another
 * writer stored between the two statements. Callers never send one external id twice in a call (the row readers
 * refuse it as DOCUMENT_DUPLICATE_ID).
 * Call inside a transaction. Returns the stored ids in input order.
 */
export async function upsertDocuments(
  trx: Db,
  target: { workspaceId: string; projectId: string; sourceId: string },
  docs: readonly NewProjectDocument[],
): Promise<string[]> {
  if (docs.length === 0) return [];
  const now = Date.now();
  const positioned = docs.map((doc, pos) => ({ doc, pos }));
  const inserted = await sql<{ id: string; external_id: string | null }>`
    ${insertColumns} ${selectRows(target, rowsJson(positioned, now))}
    on conflict (project_id, external_id) do nothing
    returning id, external_id
  `.execute(trx);
  const fresh = new Set(inserted.rows.map((r) => r.id));
  const skipped = positioned.filter(({ doc }) => !fresh.has(doc.id));
  const { rows } =
    skipped.length === 0
      ? { rows: [] }
      : await sql<{ id: string; external_id: string | null }>`
    ${insertColumns} ${selectRows(target, rowsJson(skipped, now))}
    on conflict (project_id, external_id) do update set
      source_id = excluded.source_id, data_type = excluded.data_type, content = excluded.content, turns = excluded.turns,
      language = excluded.language, content_date = excluded.content_date, channel_code = excluded.channel_code,
      attributes = excluded.attributes, call = excluded.call, masked = excluded.masked, prediction_status = excluded.prediction_status,
      prediction_error = excluded.prediction_error, predicted_at = excluded.predicted_at, sentiment = excluded.sentiment,
      sentiment_score = excluded.sentiment_score, prediction = excluded.prediction, status = 'UNMARKED',
      status_updated_at = now()
    returning id, external_id
  `.execute(trx);
  const byExternal = new Map(rows.filter((r) => r.external_id !== null).map((r) => [r.external_id as string, r.id]));
  const ids = docs.map((d) => (d.externalId !== null ? (byExternal.get(d.externalId) ?? d.id) : d.id));
  // A replaced document's old categories (AI or manual) described the old content; new ones have none to delete.
  const replaced = ids.filter((id, i) => id !== docs[i]?.id);
  if (replaced.length > 0) {
    await sql`delete from project_document_category
      where document_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(replaced)}::jsonb))`.execute(trx);
  }
  await insertCategories(
    trx,
    target.projectId,
    docs.map((d, i) => ({ documentId: ids[i] as string, result: d.result })),
  );
  // PGlite runs in this thread: a long import must let timers and sockets in between statements.
  await yieldToEventLoop();
  return ids;
}

async function insertCategories(
  trx: Db,
  projectId: string,
  docs: readonly { documentId: string; result: ClassifyResult; skipModels?: ReadonlySet<string> }[],
): Promise<void> {
  const rows = docs.flatMap((d) =>
    d.result.categories
      .filter((c) => !d.skipModels?.has(c.modelId))
      .map((c) => ({
        document_id: d.documentId,
        model_id: c.modelId,
        category_id: c.categoryId,
        confidence: c.confidence,
        sentiment: c.sentiment,
      })),
  );
  if (rows.length === 0) return;
  await sql`
    insert into project_document_category (document_id, project_id, model_id, category_id, confidence, origin, sentiment)
    select x.document_id, ${projectId}::uuid, x.model_id, x.category_id, x.confidence, 'AI', x.sentiment
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(document_id uuid, model_id uuid, category_id text, confidence real, sentiment text)
    on conflict (document_id, model_id, category_id) do nothing
  `.execute(trx);
}

/**
 * Writes a new classification onto stored documents (classify job, retry, re-evaluation): prediction columns and
 * AI category rows of the re-run models. A model a person corrected on a document (MANUAL rows) keeps the
 * person's rows. Only documents still in one of `fromStatuses` are touched (locked, skipping those another
 * process holds). Call inside a transaction; returns the ids written.
 */
export async function applyResults(
  trx: Db,
  projectId: string,
  results: readonly { documentId: string; result: ClassifyResult }[],
  options: { fromStatuses: readonly string[] | null; modelIds: readonly string[] },
): Promise<string[]> {
  if (results.length === 0) return [];
  let query = trx
    .selectFrom('project_document')
    .select('id')
    .where('project_id', '=', projectId)
    .where(
      'id',
      'in',
      results.map((r) => r.documentId),
    );
  if (options.fromStatuses) query = query.where('prediction_status', 'in', [...options.fromStatuses]);
  const open = new Set((await query.forUpdate().skipLocked().execute()).map((r) => r.id));
  const todo = results.filter((r) => open.has(r.documentId));
  if (todo.length === 0) return [];
  const ids = todo.map((r) => r.documentId);
  const manual = await trx
    .selectFrom('project_document_category')
    .select(['document_id', 'model_id'])
    .where('document_id', 'in', ids)
    .where('origin', '=', 'MANUAL')
    .execute();
  const manualOf = new Map<string, Set<string>>();
  for (const m of manual) manualOf.set(m.document_id, (manualOf.get(m.document_id) ?? new Set()).add(m.model_id));
  const json = JSON.stringify(
    todo.map((r) => ({
      id: r.documentId,
      ...predictionColumns(r.result),
      turns: r.result.turns,
      prediction: predictionOf(r.result),
    })),
  );
  await sql`
    update project_document d set language = x.language, content = x.content, turns = x.turns, masked = x.masked,
      prediction_status = x.prediction_status, prediction_error = x.prediction_error, predicted_at = x.predicted_at,
      sentiment = x.sentiment, sentiment_score = x.sentiment_score, prediction = x.prediction
    from jsonb_to_recordset(${json}::jsonb) as x(id uuid, language text, content text, turns jsonb, masked boolean,
      prediction_status text, prediction_error text, predicted_at timestamptz, sentiment text, sentiment_score real,
      prediction jsonb)
    where d.id = x.id
  `.execute(trx);
  if (options.modelIds.length > 0) {
    await trx
      .deleteFrom('project_document_category')
      .where('document_id', 'in', ids)
      .where('model_id', 'in', [...options.modelIds])
      .where('origin', '=', 'AI')
      .execute();
  }
  const rerun = new Set(options.modelIds);
  await insertCategories(
    trx,
    projectId,
    todo.map((r) => ({
      documentId: r.documentId,
      result: { ...r.result, categories: r.result.categories.filter((c) => rerun.has(c.modelId)) },
      skipModels: manualOf.get(r.documentId) ?? new Set(),
    })),
  );
  return ids;
}

/** Stored documents by id, in the given order (missing ones left out). */
export async function documentsByIds(db: Db, projectId: string, ids: readonly string[]): Promise<StoredDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('project_document')
    .select(['id', 'content', 'turns'])
    .where('project_id', '=', projectId)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, content: r.content, turns: r.turns }] : [];
  });
}
