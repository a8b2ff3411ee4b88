import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../platform/jobs/queue.js';
import { runImport as runIngestImport, type ImportOptions, type ImportTx, type RowSink } from '../ingest/import-job.js';
import { sourceKey } from '../ingest/uploads.js';
import type { ProjectRow } from '../projects/project-access.js';
import { classifyBatch, type ClassifyInput, type ClassifyResult } from './classify-core.js';
import type { ResolvedPlan } from './classifier.js';
import { allowedChannels, emit, ThrottledEvents, type IngestCore } from './core.js';
import type { NewProjectDocument } from './document-repository.js';
import type { IngestRepository, SourceRow } from './repository.js';
import { projectRowReader, type ProjectMatching, type ReadDocument } from './rows.js';

export { COMMIT_ROWS, type ImportOptions } from '../ingest/import-job.js';

export const importPayload = z.object({ workspaceId: z.uuid(), sourceId: z.uuid() });
export type ImportPayload = z.infer<typeof importPayload>;

/** Rows classified per worker run: a thread's start and model load are paid once per this many. */
export const CLASSIFY_ROWS = 20_000;
const FIRST_CLASSIFY_ROWS = 4_000;

export const failedRowsKey = (workspaceId: string, projectId: string, sourceId: string): string =>
  `${sourceKey('projects', workspaceId, projectId, sourceId)}/failed-rows.csv`;

/** The repositories one import commit writes through: the source's cursor and the analysis's documents. */
export interface ProjectImportTx extends ImportTx<SourceRow> {
  sources: IngestRepository;
  documents: Pick<IngestRepository, 'upsertDocuments' | 'applyResults'>;
}

/**
 * `project.import`: the shared import job (see docs/ingestion.md) with the analysis's row sink, which classifies
 * valid rows in a worker thread (the next chunk while this one is written) and stores them with their
 * predictions. Documents are upserted on their ID as well, so even a re-read batch is never a duplicate.
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

export function runImport(core: IngestCore, payload: ImportPayload, options: ImportOptions): Promise<void> {
  return runIngestImport(
    { sources: core.repo, transaction: core.transaction, files: core.files, sink: projectSink(core) },
    payload,
    options,
  );
}

function projectSink(core: IngestCore): RowSink<SourceRow, ReadDocument, NewProjectDocument, ProjectImportTx> {
  const owners = new Map<string, ProjectRow>();
  const ownerOf = async (source: SourceRow): Promise<ProjectRow | null> => {
    const project = owners.get(source.id) ?? (await core.access.byId(source.workspace_id, source.project_id));
    if (project) owners.set(source.id, project);
    return project;
  };
  return {
    chunkRows: { first: FIRST_CLASSIFY_ROWS, next: CLASSIFY_ROWS },
    failedRowsKey: (source) => failedRowsKey(source.workspace_id, source.project_id, source.id),
    notifier: async (source) => {
      const project = await ownerOf(source);
      if (!project) return null;
      const throttle = new ThrottledEvents(core.events, project, { sourceId: source.id });
      return { tick: () => throttle.tick(), flush: () => emit(core.events, project, { sourceId: source.id }) };
    },
    open: async (source, table, readDate) => {
      const project = (await ownerOf(source)) as ProjectRow;
      const matching = source.matching as ProjectMatching;
      const read = projectRowReader({
        columns: table.columns,
        matching,
        dialogue: project.data_type === 'DIALOGUE',
        readDate,
        attributeTypes: await core.repo.attributes(project.id),
        channels: await allowedChannels(core.repo, project),
        defaultChannel: source.channel_code ?? '',
        now: source.created_at,
      });
      const resolved = await core.classifier.plan(project);
      const target = { workspaceId: source.workspace_id, projectId: project.id, sourceId: source.id };
      return {
        read,
        prepare: async (docs, signal) => {
          const results = await classifyRows(core, resolved, docs, signal);
          return docs.map((doc, i) => {
            const result = results[i];
            return doc && result ? newDocument(project, doc, result) : null;
          });
        },
        store: async (tx, items) => {
          await tx.documents.upsertDocuments(target, items);
        },
      };
    },
  };
}

function newDocument(project: ProjectRow, doc: ReadDocument, result: ClassifyResult): NewProjectDocument {
  return {
    id: randomUUID(),
    externalId: doc.externalId,
    dataType: project.data_type,
    contentDate: doc.contentDate,
    channelCode: doc.channelCode,
    attributes: doc.attributes,
    call: doc.call,
    result,
  };
}

/** Results aligned with the rows (null for failed rows). A crashed classification stores the rows FAILED, masked. */
async function classifyRows(
  core: IngestCore,
  resolved: ResolvedPlan,
  docs: readonly (ReadDocument | null)[],
  signal: AbortSignal | undefined,
): Promise<(ClassifyResult | null)[]> {
  const inputs: ClassifyInput[] = docs.flatMap((d) => (d ? [{ text: d.text, turns: d.turns }] : []));
  const results = await classifyOrFail(core, resolved, inputs, signal);
  let k = 0;
  return docs.map((d) => (d ? (results[k++] ?? null) : null));
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
    const bare = await classifyBatch({ ...resolved.plan, models: [] }, new Map(), inputs);
    return bare.map((r) => ({ ...r, status: 'FAILED', error: 'PREDICTION_FAILED' }));
  }
}
