import { mayRemove, type Source } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import type { Auth } from '../../platform/auth/auth.js';
import { errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import { presentSource, presentTemplate, suggestRoles } from '../ingest/presenter.js';
import { sourceKey, SourceUploads, type UploadReader } from '../ingest/uploads.js';
import type { ModelAccess, ModelScope } from '../models/model-access.js';
import { ModelChanges } from '../models/model-changes.js';
import { IMPORT_STUCK_MS, type ImportPayload } from './import-job.js';
import type { SourceRepository, SourceRow } from './repository.js';
import type { Matching } from './rows.js';

const baseOf = (workspaceId: string, modelId: string, sourceId: string) => sourceKey('models', workspaceId, modelId, sourceId);

/**
 * Uploads of training data: the shared source lifecycle (see docs/ingestion.md) plus what is the model's own —
 * the label column, and the permission to import labels as already approved.
 */
export class SourceService {
  private readonly uploads: SourceUploads<SourceRow>;
  private readonly changes: ModelChanges;

  constructor(
    private readonly repo: SourceRepository,
    private readonly access: ModelAccess,
    private readonly files: FileStore,
    private readonly queue: JobQueue,
    private readonly importJob: JobDefinition<ImportPayload>,
    private readonly events: EventRepository,
    now: () => Date = () => new Date(),
  ) {
    this.uploads = new SourceUploads(repo, files, now);
    this.changes = new ModelChanges(events);
  }

  async list(ws: ModelScope, modelId: string): Promise<Source[]> {
    await this.access.requireIn(ws, modelId);
    return (await this.repo.list(ws.id, modelId)).map(presentSource);
  }

  /** A good file becomes a PENDING source with its columns, waiting for the column matching. */
  async upload(auth: Auth, ws: ModelScope, modelId: string, file: UploadReader): Promise<Source> {
    await this.access.requireIn(ws, modelId);
    const id = randomUUID();
    const { row } = await this.uploads.receive(file, baseOf(ws.id, modelId, id));
    const source = await this.repo.insert({ ...row, id, model_id: modelId, workspace_id: ws.id, created_by: auth.userId });
    await this.sourceEvent(ws.id, modelId, id);
    return presentSource(source);
  }

  async preview(
    ws: ModelScope,
    modelId: string,
    sourceId: string,
  ): Promise<{ source: Source; columns: string[]; rows: string[][]; suggested: { column: string; role: string }[] }> {
    const source = await this.source(ws, modelId, sourceId);
    const preview = await this.uploads.preview(source, baseOf(ws.id, modelId, sourceId));
    return {
      source: presentSource(source),
      columns: preview.columns,
      rows: preview.rows,
      suggested: suggestRoles(preview.columns, preview.rows),
    };
  }

  /**
   * Checks the matching against the file's columns, saves it as a template when named, and queues the import.
   * Importing rows straight as COMPLETED skips the approval step, so it needs MODEL/APPROVE. Without a choice,
   * labelled rows of someone who may approve are training data (a manager's labelled file is ground truth: parking
   * it in "awaiting approval" only left training refused for want of labels), anyone else's await approval.
   */
  async match(auth: Auth, ws: ModelScope, modelId: string, sourceId: string, body: Matching): Promise<Source> {
    const source = await this.source(ws, modelId, sourceId);
    if (source.status !== 'PENDING') throw errors.conflict('SOURCE_NOT_PENDING');
    const approves = ws.permissions.includes('MODEL/APPROVE');
    const matching: Matching = { ...body, labelStatus: body.labelStatus ?? (approves ? 'COMPLETED' : 'AWAITING_APPROVAL') };
    if (matching.labelStatus === 'COMPLETED' && !approves) throw errors.permissionDenied();
    this.uploads.checkMatching(
      source,
      [
        ...matching.columns.map((c, i) => ({ field: `columns.${i}.column`, column: c.column })),
        { field: 'labelColumn', column: matching.labelColumn },
        ...matching.sortFields.map((f, i) => ({ field: `sortFields.${i}`, column: f })),
      ],
      matching.dateFormat,
    );
    if (matching.name !== null) await this.repo.saveTemplate(ws.id, matching.name, matching, auth.userId);
    await this.uploads.startImport(source, matching, () =>
      this.queue.send(this.importJob, { workspaceId: ws.id, modelId, sourceId }),
    );
    await this.sourceEvent(ws.id, modelId, sourceId);
    return presentSource(await this.source(ws, modelId, sourceId));
  }

  async failedRows(ws: ModelScope, modelId: string, sourceId: string): Promise<{ fileName: string; csv: string }> {
    return this.uploads.failedRows(await this.source(ws, modelId, sourceId));
  }

  /**
   * Deletes an upload with the documents it brought: a pending or failed one through the shared lifecycle (also one
   * left IMPORTING once its job can no longer be running), and an IMPORTED one — a file uploaded by mistake must
   * not stay in the training data for good. Documents a later upload updated by ID still belong to the upload that
   * first brought them. Refused while the import runs (SOURCE_NOT_PENDING).
   */
  async delete(ws: ModelScope, modelId: string, sourceId: string): Promise<{ ok: true }> {
    const source = await this.source(ws, modelId, sourceId);
    // An imported upload's documents and labels go with it: the uploader's, the model owner's or a manager's call.
    // A pending one holds no documents yet.
    if (source.status === 'IMPORTED' && !mayRemove(ws.permissions, ws.userId, source.created_by)) {
      const model = await this.access.requireIn(ws, modelId);
      if (model.owner_id !== ws.userId) throw errors.permissionDenied();
    }
    const base = baseOf(ws.id, modelId, sourceId);
    if (source.status === 'IMPORTED') {
      await this.repo.delete(ws.id, sourceId);
      await this.files.deletePrefix(base);
      if (source.success_count > 0) await this.access.touchLabels(ws.id, modelId);
      await this.changes.modelUpdated(ws.id, modelId);
    } else {
      await this.uploads.delete(source, base, IMPORT_STUCK_MS);
    }
    await this.sourceEvent(ws.id, modelId, sourceId);
    return { ok: true };
  }

  async templates(ws: ModelScope, modelId: string) {
    await this.access.requireIn(ws, modelId);
    return (await this.repo.templates(ws.id)).map(presentTemplate);
  }

  private async source(ws: ModelScope, modelId: string, sourceId: string): Promise<SourceRow> {
    await this.access.requireIn(ws, modelId);
    const source = await this.repo.byId(ws.id, sourceId);
    if (!source || source.model_id !== modelId) throw errors.notFound();
    return source;
  }

  private sourceEvent(workspaceId: string, modelId: string, sourceId: string): Promise<void> {
    return this.events.add({ type: 'SOURCE_UPDATED', userId: null, workspaceId, payload: { modelId, sourceId } });
  }
}
