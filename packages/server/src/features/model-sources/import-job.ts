import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/queue.js';
import { parseUpload, toCsv } from '../../platform/uploads/parse.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess } from '../models/model-access.js';
import { dateReader } from './dates.js';
import { LabelResolver } from './labels.js';
import { SourceRepository, type NewDocument } from './repository.js';
import { rowReader, sortRows, type Matching } from './rows.js';

export const importPayload = z.object({ workspaceId: z.uuid(), modelId: z.uuid(), sourceId: z.uuid() });
export type ImportPayload = z.infer<typeof importPayload>;

/** Failed rows can be downloaded this long, then `files.cleanup` deletes them. */
export const FAILED_ROWS_HOURS = 24;
export const IMPORT_RETRY_LIMIT = 1;
export const IMPORT_EXPIRE_SECONDS = 3600;
/**
 * An IMPORTING source untouched this long has no live job (every attempt would have expired, with its retry delay
 * on top), so it may be deleted.
 */
export const IMPORT_STUCK_MS = (IMPORT_RETRY_LIMIT + 1) * IMPORT_EXPIRE_SECONDS * 1000 + 10 * 60_000;
const PROGRESS_EVERY_MS = 1_000;
const EVENT_EVERY_MS = 2_000;
/** Reading rows is most of the work before the one insert transaction, whose progress nobody else can see. */
const READ_SHARE = 90;
const YIELD_EVERY_ROWS = 1_000;

export interface ImportJobDeps {
  db: Db;
  repo: SourceRepository;
  access: ModelAccess;
  files: FileStore;
  events: EventRepository;
  now?: () => Date;
}

export const failedRowsKey = (workspaceId: string, modelId: string, sourceId: string): string =>
  `${workspaceId}/models/${modelId}/sources/${sourceId}/failed-rows.csv`;

/**
 * `model.import`: reads a matched upload, stores every valid row as a training document and every invalid one
 * (with its reason) in a failed-rows CSV kept 24 hours. All documents of a file land in one transaction, so an
 * import is never half done; the counts are exact (success + fail = rows of the file).
 */
export function defineImportJob(deps: ImportJobDeps): JobDefinition<ImportPayload> {
  return defineJob({
    name: 'model.import',
    payload: importPayload,
    // Re-running is safe (nothing is committed until the one transaction), so a retry covers a crash, a restart or
    // a database hiccup in the middle; the source stays IMPORTING until the last attempt fails.
    retryLimit: IMPORT_RETRY_LIMIT,
    expireInSeconds: IMPORT_EXPIRE_SECONDS,
    handler: (payload, ctx) => runImport(deps, payload, ctx.final),
  });
}

async function runImport(deps: ImportJobDeps, payload: ImportPayload, final: boolean): Promise<void> {
  const { repo, events } = deps;
  const { workspaceId, modelId, sourceId } = payload;
  const source = await repo.byId(sourceId);
  if (!source || source.status !== 'IMPORTING' || source.workspace_id !== workspaceId) return;
  const notify = () => events.add({ type: 'SOURCE_UPDATED', userId: null, workspaceId, payload: { modelId, sourceId } });
  try {
    const model = await deps.access.require(workspaceId, modelId);
    const data = source.file_key ? await deps.files.get(source.file_key) : null;
    if (!data) throw new AppError(400, 'ValidationException', 'UPLOAD_FAILED', { message: 'The uploaded file is gone.' });
    const table = await parseUpload(data, source.file_name);
    const matching = source.matching as Matching;
    const readDate = dateReader(matching.dateFormat);
    if (!readDate) throw new AppError(400, 'ValidationException', 'COLUMNS_DATE_FORMAT_REQUIRED');
    const read = rowReader({
      columns: table.columns,
      matching,
      dialogue: model.data_type === 'DIALOGUE',
      multiLabel: model.classification_type === 'MULTI_LABEL',
      resolver: new LabelResolver(await deps.access.labels(model), model.sense_type),
      readDate,
      userId: source.created_by,
    });

    const docs: NewDocument[] = [];
    const failed: string[][] = [];
    const rows = sortRows(table.rows, table.columns, matching, readDate);
    let lastWrite = Date.now();
    let lastEvent = lastWrite;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as readonly string[];
      const result = read(row);
      if ('doc' in result) docs.push(result.doc);
      else failed.push([...table.columns.map((_, c) => row[c] ?? ''), result.reason]);
      if ((i + 1) % YIELD_EVERY_ROWS !== 0) continue;
      // Long files: let requests in between (the event loop would otherwise be held for the whole read).
      await new Promise<void>((resolve) => setImmediate(resolve));
      const now = Date.now();
      if (now - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = now;
        await repo.update(workspaceId, sourceId, { progress: Math.round(((i + 1) / rows.length) * READ_SHARE) });
        if (now - lastEvent >= EVENT_EVERY_MS) {
          lastEvent = now;
          await notify();
        }
      }
    }

    const now = deps.now?.() ?? new Date();
    const until = new Date(now.getTime() + FAILED_ROWS_HOURS * 3600_000);
    const failedKey = failed.length > 0 ? failedRowsKey(workspaceId, modelId, sourceId) : null;
    if (failedKey) await deps.files.putExpiring(failedKey, workspaceId, toCsv([...table.columns, 'reason'], failed), until);

    const imported = await deps.db.transaction().execute(async (trx) => {
      const txRepo = new SourceRepository(trx);
      // Checked again inside the transaction: a cancel (delete) between the read and here wins.
      const moved = await txRepo.transition(workspaceId, sourceId, ['IMPORTING'], {
        status: 'IMPORTED',
        progress: 100,
        total: rows.length,
        success_count: docs.length,
        fail_count: failed.length,
        failed_rows_key: failedKey,
        failed_rows_until: failedKey ? until : null,
        error_code: null,
      });
      if (!moved) return false;
      await SourceRepository.insertDocuments(trx, { workspaceId, modelId, sourceId }, docs);
      return true;
    });
    if (!imported) return;
    if (docs.some((d) => d.labelIds.length > 0 && d.status === 'COMPLETED')) await deps.access.touchLabels(workspaceId, modelId);
    // The raw file is kept until imported; the small preview stays for the source list.
    if (source.file_key) await deps.files.delete(source.file_key);
    await repo.update(workspaceId, sourceId, { file_key: null });
  } catch (err) {
    // An AppError is about the file or its matching and would fail the same way again; anything else (database,
    // disk) may pass on the retry, which only finds work to do while the source is still IMPORTING.
    if (err instanceof AppError || final) {
      await repo.update(workspaceId, sourceId, {
        status: 'ERROR',
        error_code: err instanceof AppError ? err.messageCode : 'UPLOAD_FAILED',
      });
    }
    if (!(err instanceof AppError)) throw err;
  } finally {
    await notify();
  }
}
