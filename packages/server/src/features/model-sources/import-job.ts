import { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import { runImport, type ImportOptions, type ImportTx, type RowSink } from '../ingest/import-job.js';
import { sourceKey } from '../ingest/uploads.js';
import type { ModelAccess } from '../models/model-access.js';
import { LabelResolver } from './labels.js';
import type { NewDocument, SourceRepository, SourceRow } from './repository.js';
import { rowReader, type Matching } from './rows.js';

export const importPayload = z.object({ workspaceId: z.uuid(), modelId: z.uuid(), sourceId: z.uuid() });
export type ImportPayload = z.infer<typeof importPayload>;

export const IMPORT_RETRY_LIMIT = 1;
export const IMPORT_EXPIRE_SECONDS = 3600;
/**
 * An IMPORTING source untouched this long has no live job (every attempt would have expired, with its retry delay
 * on top), so it may be deleted.
 */
export const IMPORT_STUCK_MS = (IMPORT_RETRY_LIMIT + 1) * IMPORT_EXPIRE_SECONDS * 1000 + 10 * 60_000;
/** Training documents need no slow work before storing, so a chunk is just a commit's worth. */
const CHUNK_ROWS = 2_000;
const EVENT_EVERY_MS = 2_000;

/** The repositories one import commit writes through: the source's cursor and the model's documents. */
export interface ModelImportTx extends ImportTx<SourceRow> {
  sources: SourceRepository;
  documents: Pick<SourceRepository, 'insertDocuments'>;
}

export interface ImportJobDeps {
  sources: SourceRepository;
  transaction: TransactionPort<ModelImportTx>;
  access: ModelAccess;
  files: FileStore;
  events: EventRepository;
  now?: () => Date;
}

export const failedRowsKey = (workspaceId: string, modelId: string, sourceId: string): string =>
  `${sourceKey('models', workspaceId, modelId, sourceId)}/failed-rows.csv`;

/**
 * `model.import`: the shared import job (see docs/ingestion.md) with the model's row sink: every valid row becomes
 * a training document (labels resolved against the model), stored in batched commits with a resume cursor, so a
 * crash or restart midway is continued by the retry with exact counts.
 */
export function defineImportJob(deps: ImportJobDeps): JobDefinition<ImportPayload> {
  return defineJob({
    name: 'model.import',
    payload: importPayload,
    // A retry covers a crash, a restart or a database hiccup in the middle: it goes on from the cursor. The
    // source stays IMPORTING until the last attempt fails.
    retryLimit: IMPORT_RETRY_LIMIT,
    expireInSeconds: IMPORT_EXPIRE_SECONDS,
    handler: (payload, ctx) => runModelImport(deps, payload, { final: ctx.final, signal: ctx.signal }),
  });
}

/** The job's work for one source: the shared job with the model's sink. */
function runModelImport(deps: ImportJobDeps, payload: ImportPayload, options: ImportOptions): Promise<void> {
  return runImport(
    {
      sources: deps.sources,
      transaction: deps.transaction,
      files: deps.files,
      sink: modelSink(deps, payload.modelId),
      now: deps.now,
    },
    payload,
    options,
  );
}

function modelSink(deps: ImportJobDeps, modelId: string): RowSink<SourceRow, NewDocument, NewDocument, ModelImportTx> {
  return {
    chunkRows: { first: CHUNK_ROWS, next: CHUNK_ROWS },
    failedRowsKey: (source) => failedRowsKey(source.workspace_id, source.model_id, source.id),
    notifier: (source) => {
      let last = 0;
      const notify = () =>
        deps.events.add({
          type: 'SOURCE_UPDATED',
          userId: null,
          workspaceId: source.workspace_id,
          payload: { modelId: source.model_id, sourceId: source.id },
        });
      return Promise.resolve(
        source.model_id === modelId
          ? {
              tick: async () => {
                if (Date.now() - last < EVENT_EVERY_MS) return;
                last = Date.now();
                await notify();
              },
              flush: notify,
            }
          : null,
      );
    },
    open: async (source, table, readDate) => {
      const model = await deps.access.require(source.workspace_id, source.model_id);
      const read = rowReader({
        columns: table.columns,
        matching: source.matching as Matching,
        dialogue: model.data_type === 'DIALOGUE',
        multiLabel: model.classification_type === 'MULTI_LABEL',
        resolver: new LabelResolver(await deps.access.labels(model), model.sense_type),
        readDate,
        userId: source.created_by,
        uploadedAt: source.created_at,
      });
      let completed = false;
      const target = { workspaceId: source.workspace_id, modelId: source.model_id, sourceId: source.id };
      const duplicates = (source.matching as Matching).duplicates ?? 'UPDATE';
      return {
        read,
        prepare: (docs) => Promise.resolve([...docs]),
        store: async (tx, docs, at) => {
          completed ||= docs.some((d) => d.labelIds.length > 0 && d.status === 'COMPLETED');
          await tx.documents.insertDocuments(target, docs, at, duplicates);
        },
        // A resumed run may have stored the labelled rows before the crash: look at what the source holds.
        finish: async () => {
          if (completed || source.imported_rows > 0) await deps.access.touchLabels(source.workspace_id, source.model_id);
        },
      };
    },
    // An upload either lands whole or not at all, as the training data a user sees: a failed import keeps nothing.
    abandon: (tx, source) => tx.sources.deleteDocuments(source.workspace_id, source.id),
  };
}
