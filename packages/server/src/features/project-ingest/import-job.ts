import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/queue.js';
import { parseUpload, toCsv } from '../../platform/uploads/parse.js';
import { dateReader } from '../model-sources/dates.js';
import { sortRows } from '../model-sources/rows.js';
import type { ProjectRow } from '../projects/project-access.js';
import { classifyBatch, type ClassifyInput, type ClassifyResult } from './classify-core.js';
import type { ResolvedPlan } from './classifier.js';
import { allowedChannels, emit, ThrottledEvents, type IngestCore } from './core.js';
import { upsertDocuments, type NewProjectDocument } from './document-store.js';
import { IngestRepository, type SourceRow } from './repository.js';
import { projectRowReader, type ProjectMatching, type ReadDocument } from './rows.js';

export const importPayload = z.object({ workspaceId: z.uuid(), sourceId: z.uuid() });
export type ImportPayload = z.infer<typeof importPayload>;

export const FAILED_ROWS_HOURS = 24;
/** Rows committed per transaction; the source's `imported_rows` cursor moves with each commit. */
export const COMMIT_ROWS = 2_000;
/** Rows classified per worker run: a thread's start and model load are paid once per this many. */
export const CLASSIFY_ROWS = 20_000;
const FIRST_CLASSIFY_ROWS = 4_000;

export const failedRowsKey = (workspaceId: string, projectId: string, sourceId: string): string =>
  `${workspaceId}/projects/${projectId}/sources/${sourceId}/failed-rows.csv`;

export interface ImportOptions {
  final: boolean;
  signal?: AbortSignal;
  /** Tests: stop (as a killed server would) after this many commits. */
  maxCommits?: number;
}

/**
 * `project.import`: reads a matched upload, classifies its valid rows in a worker thread and stores them in
 * commits of 2,000 rows, each moving the source's resume cursor. A server killed midway leaves the source
 * IMPORTING; the job's retry (or the sweep) reads the file again and continues at the cursor. Rows are read in
 * the same order every time and stored by upsert on their ID, so nothing is stored twice and nothing is lost.
 */
export function defineImportJob(core: IngestCore): JobDefinition<ImportPayload> {
  return defineJob({
    name: 'project.import',
    payload: importPayload,
    retryLimit: 2,
    expireInSeconds: 3600,
    handler: (payload, ctx) => runImport(core, payload, { final: ctx.final, signal: ctx.signal }),
  });
}

interface RowOutcome {
  doc?: ReadDocument;
  failure?: string[];
}

export async function runImport(core: IngestCore, payload: ImportPayload, options: ImportOptions): Promise<void> {
  const { repo } = core;
  const { workspaceId, sourceId } = payload;
  const source = await repo.source(workspaceId, sourceId);
  if (!source || source.status !== 'IMPORTING') return;
  const project = await core.access.byId(workspaceId, source.project_id);
  if (!project) return;
  const throttle = new ThrottledEvents(core.events, project, { sourceId });
  try {
    const data = source.file_key ? await core.files.get(source.file_key) : null;
    if (!data) throw new AppError(400, 'ValidationException', 'UPLOAD_FAILED', { message: 'The uploaded file is gone.' });
    const table = await parseUpload(data, source.file_name);
    const matching = source.matching as ProjectMatching;
    const readDate = dateReader(matching.dateFormat);
    if (!readDate) throw new AppError(400, 'ValidationException', 'COLUMNS_DATE_FORMAT_REQUIRED');
    const read = projectRowReader({
      columns: table.columns,
      matching,
      dialogue: project.data_type === 'DIALOGUE',
      readDate,
      attributeTypes: await repo.attributes(project.id),
      channels: await allowedChannels(repo, project),
      defaultChannel: source.channel_code ?? '',
      now: source.created_at,
    });
    const sorted = sortRows(
      table.rows,
      table.columns,
      { ...matching, labelColumn: null, labelSeparator: ';', labelStatus: 'AWAITING_APPROVAL' },
      readDate,
    );
    // Read every row on every attempt: duplicate IDs and the failed rows depend on the whole file.
    const outcomes: RowOutcome[] = sorted.map((row) => {
      const r = read(row);
      return 'doc' in r ? { doc: r.doc } : { failure: [...table.columns.map((_, c) => row[c] ?? ''), r.reason] };
    });
    const finished = await storeFrom(core, project, source, outcomes, options, throttle);
    if (!finished) return;

    const failed = outcomes.flatMap((o) => (o.failure ? [o.failure] : []));
    const until = new Date(Date.now() + FAILED_ROWS_HOURS * 3600_000);
    const failedKey = failed.length > 0 ? failedRowsKey(workspaceId, project.id, sourceId) : null;
    if (failedKey) await core.files.putExpiring(failedKey, workspaceId, toCsv([...table.columns, 'reason'], failed), until);
    const done = await repo.transition(workspaceId, sourceId, ['IMPORTING'], {
      status: 'IMPORTED',
      progress: 100,
      total: outcomes.length,
      success_count: outcomes.length - failed.length,
      fail_count: failed.length,
      imported_rows: outcomes.length,
      failed_rows_key: failedKey,
      failed_rows_until: failedKey ? until : null,
      error_code: null,
      file_key: null,
    });
    if (done && source.file_key) await core.files.delete(source.file_key);
    throttle.tick().catch(() => undefined);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    if (err instanceof AppError || options.final) {
      await repo.updateSource(workspaceId, sourceId, {
        status: 'ERROR',
        error_code: err instanceof AppError ? err.messageCode : 'UPLOAD_FAILED',
      });
    }
    if (!(err instanceof AppError)) throw err;
  } finally {
    await emit(core.events, project, { sourceId });
  }
}

/** Classifies and commits from the cursor on; false when stopped early (cancelled, deleted, test limit). */
async function storeFrom(
  core: IngestCore,
  project: ProjectRow,
  source: SourceRow,
  outcomes: readonly RowOutcome[],
  options: ImportOptions,
  throttle: ThrottledEvents,
): Promise<boolean> {
  const resolved = await core.classifier.plan(project);
  // The first chunk is small so the first commit (and the progress bar) come early; later ones overlap the writes.
  const chunks: [number, number][] = [];
  for (let start = source.imported_rows; start < outcomes.length;) {
    const end = Math.min(outcomes.length, start + (start === source.imported_rows ? FIRST_CLASSIFY_ROWS : CLASSIFY_ROWS));
    chunks.push([start, end]);
    start = end;
  }
  const classify = ([start, end]: [number, number]) => classifyRows(core, resolved, outcomes.slice(start, end), options.signal);
  let commits = 0;
  let next = chunks[0] ? classify(chunks[0]) : null;
  for (const [k, [start]] of chunks.entries()) {
    const results = await (next as Promise<(ClassifyResult | null)[]>);
    // The next rows are classified in the worker while these are written.
    const following = chunks[k + 1];
    next = following ? classify(following) : null;
    next?.catch(() => undefined);
    for (let from = 0; from < results.length; from += COMMIT_ROWS) {
      const to = Math.min(results.length, from + COMMIT_ROWS);
      const docs: NewProjectDocument[] = [];
      for (let i = from; i < to; i++) {
        const doc = outcomes[start + i]?.doc;
        const result = results[i];
        if (doc && result) docs.push(newDocument(project, doc, result));
      }
      const cursor = start + to;
      const stored = await core.db.transaction().execute(async (trx) => {
        const txRepo = new IngestRepository(trx);
        // Checked inside the transaction: a delete of the source between commits stops the import.
        const moving = await txRepo.transition(source.workspace_id, source.id, ['IMPORTING'], {
          imported_rows: cursor,
          progress: Math.min(99, Math.floor((cursor / outcomes.length) * 100)),
        });
        if (!moving) return false;
        await upsertDocuments(trx, { workspaceId: source.workspace_id, projectId: project.id, sourceId: source.id }, docs);
        return true;
      });
      if (!stored) return false;
      await throttle.tick();
      commits++;
      if (options.maxCommits !== undefined && commits >= options.maxCommits) return false;
    }
  }
  return true;
}

function newDocument(project: ProjectRow, doc: ReadDocument, result: ClassifyResult): NewProjectDocument {
  return {
    id: randomUUID(),
    externalId: doc.externalId,
    dataType: project.data_type,
    contentDate: doc.contentDate,
    channelCode: doc.channelCode,
    attributes: doc.attributes,
    result,
  };
}

/** Results aligned with the rows (null for failed rows). A crashed classification stores the rows FAILED, masked. */
async function classifyRows(
  core: IngestCore,
  resolved: ResolvedPlan,
  rows: readonly RowOutcome[],
  signal: AbortSignal | undefined,
): Promise<(ClassifyResult | null)[]> {
  const inputs: ClassifyInput[] = rows.flatMap((r) => (r.doc ? [{ text: r.doc.text, turns: r.doc.turns }] : []));
  const results = await classifyOrFail(core, resolved, inputs, signal);
  let k = 0;
  return rows.map((r) => (r.doc ? (results[k++] ?? null) : null));
}

export async function classifyOrFail(
  core: IngestCore,
  resolved: ResolvedPlan,
  inputs: readonly ClassifyInput[],
  signal?: AbortSignal,
): Promise<ClassifyResult[]> {
  try {
    return await core.classifier.classify(resolved, inputs, signal);
  } catch (err) {
    if (signal?.aborted) throw err;
    core.log.error({ err }, 'classification failed');
    // Masking must still happen before storage: the same code without models, on this thread.
    const bare = classifyBatch({ ...resolved.plan, models: [] }, new Map(), inputs);
    return bare.map((r) => ({ ...r, status: 'FAILED', error: 'PREDICTION_FAILED' }));
  }
}
