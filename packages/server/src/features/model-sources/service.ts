import type { Source } from '@sentio/domain';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Auth } from '../../platform/auth/auth.js';
import { errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue.js';
import { readUploadedFile } from '../../platform/uploads/multipart.js';
import { parseUpload } from '../../platform/uploads/parse.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess, ModelScope } from '../models/model-access.js';
import { dateReader } from './dates.js';
import { IMPORT_STUCK_MS, type ImportPayload } from './import-job.js';
import { presentSource, presentTemplate, suggestRoles } from './presenter.js';
import type { SourceRepository, SourceRow } from './repository.js';
import type { Matching } from './rows.js';

/** Rows the preview shows. */
export const PREVIEW_ROWS = 20;

const sourceKey = (workspaceId: string, modelId: string, sourceId: string) =>
  `${workspaceId}/models/${modelId}/sources/${sourceId}`;

interface Preview {
  columns: string[];
  rows: string[][];
}

/**
 * Uploads of training data: store and check the file, preview it, match its columns and start the import job;
 * failed rows, deletion of what has not been imported, and the workspace's matching templates.
 */
export class SourceService {
  constructor(
    private readonly repo: SourceRepository,
    private readonly access: ModelAccess,
    private readonly files: FileStore,
    private readonly queue: JobQueue,
    private readonly importJob: JobDefinition<ImportPayload>,
    private readonly events: EventRepository,
    private readonly uploadMaxBytes: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(ws: ModelScope, modelId: string): Promise<Source[]> {
    await this.access.requireIn(ws, modelId);
    return (await this.repo.list(ws.id, modelId)).map(presentSource);
  }

  /**
   * A multipart upload (part `file`): parsed at once, so a bad file (type, encoding, quoting, empty, too many
   * rows) is refused with its own code and nothing is stored. A good one becomes a PENDING source with its
   * columns, waiting for the column matching.
   */
  async upload(auth: Auth, ws: ModelScope, modelId: string, request: FastifyRequest): Promise<Source> {
    await this.access.requireIn(ws, modelId);
    const { fileName, data } = await readUploadedFile(request, { maxBytes: this.uploadMaxBytes });
    const table = await parseUpload(data, fileName);
    const id = randomUUID();
    const base = sourceKey(ws.id, modelId, id);
    const preview: Preview = { columns: table.columns, rows: table.rows.slice(0, PREVIEW_ROWS) };
    await this.files.put(`${base}/upload`, data);
    await this.files.put(`${base}/preview.json`, JSON.stringify(preview));
    const row = await this.repo.insert({
      id,
      model_id: modelId,
      workspace_id: ws.id,
      file_name: fileName.slice(0, 255),
      file_type: table.fileType,
      size: data.length,
      status: 'PENDING',
      total: table.rows.length,
      columns: JSON.stringify(table.columns),
      file_key: `${base}/upload`,
      created_by: auth.userId,
    });
    await this.sourceEvent(ws.id, modelId, id);
    return presentSource(row);
  }

  async preview(
    ws: ModelScope,
    modelId: string,
    sourceId: string,
  ): Promise<{ source: Source; columns: string[]; rows: string[][]; suggested: { column: string; role: string }[] }> {
    const source = await this.source(ws, modelId, sourceId);
    const stored = await this.files.get(`${sourceKey(ws.id, modelId, sourceId)}/preview.json`);
    const preview: Preview = stored ? (JSON.parse(stored.toString('utf8')) as Preview) : { columns: source.columns, rows: [] };
    return {
      source: presentSource(source),
      columns: preview.columns,
      rows: preview.rows,
      suggested: suggestRoles(preview.columns, preview.rows),
    };
  }

  /**
   * Checks the matching against the file's columns, saves it as a template when named, and queues the import.
   * Importing rows straight as COMPLETED skips the approval step, so it needs MODEL/APPROVE.
   */
  async match(auth: Auth, ws: ModelScope, modelId: string, sourceId: string, matching: Matching): Promise<Source> {
    const source = await this.source(ws, modelId, sourceId);
    if (source.status !== 'PENDING') throw errors.conflict('SOURCE_NOT_PENDING');
    if (matching.labelStatus === 'COMPLETED' && !ws.permissions.includes('MODEL/APPROVE')) throw errors.permissionDenied();
    const known = new Set(source.columns);
    const unknown: string[] = [];
    matching.columns.forEach((c, i) => {
      if (!known.has(c.column)) unknown.push(`columns.${i}.column`);
    });
    if (matching.labelColumn !== null && !known.has(matching.labelColumn)) unknown.push('labelColumn');
    matching.sortFields.forEach((f, i) => {
      if (!known.has(f)) unknown.push(`sortFields.${i}`);
    });
    if (unknown.length > 0) {
      throw errors.validation(
        unknown.map((field) => ({
          field,
          messageCode: 'UPLOAD_COLUMN_UNKNOWN',
          message: 'A matched column is not in the file.',
        })),
        'UPLOAD_COLUMN_UNKNOWN',
      );
    }
    if (!dateReader(matching.dateFormat)) throw errors.badRequest('FIELD_INVALID', 'dateFormat');
    if (matching.name !== null) await this.repo.saveTemplate(ws.id, matching.name, matching, auth.userId);
    const moved = await this.repo.transition(ws.id, sourceId, ['PENDING'], {
      status: 'IMPORTING',
      progress: 0,
      matching: JSON.stringify(matching),
      error_code: null,
    });
    if (!moved) throw errors.conflict('SOURCE_NOT_PENDING');
    try {
      await this.queue.send(this.importJob, { workspaceId: ws.id, modelId, sourceId });
    } catch (err) {
      // No job will ever pick the source up: back to PENDING, so the user can match again (or delete it).
      await this.repo.transition(ws.id, sourceId, ['IMPORTING'], { status: 'PENDING', matching: null });
      throw err;
    }
    await this.sourceEvent(ws.id, modelId, sourceId);
    return presentSource(await this.source(ws, modelId, sourceId));
  }

  /** The failed rows as CSV, with a `reason` column; gone after 24 hours (FAILED_ROWS_EXPIRED). */
  async failedRows(ws: ModelScope, modelId: string, sourceId: string): Promise<{ fileName: string; csv: string }> {
    const source = await this.source(ws, modelId, sourceId);
    if (!source.failed_rows_key || !source.failed_rows_until) throw errors.notFound();
    // 404 (not 410): the web warns with the server's message for 404, while an unknown status reads as a crash.
    const expired = errors.notFound('FAILED_ROWS_EXPIRED');
    if (new Date(source.failed_rows_until).getTime() <= this.now().getTime()) throw expired;
    const data = await this.files.get(source.failed_rows_key);
    if (!data) throw expired;
    const stem = source.file_name.replace(/\.[^.]*$/, '');
    return { fileName: `${stem}-failed-rows.csv`, csv: data.toString('utf8') };
  }

  /**
   * Deletes an upload that was not imported (pending, or ended in an error), with its stored file; also one left
   * IMPORTING after its job can no longer be running (a crash that lost the job).
   */
  async delete(ws: ModelScope, modelId: string, sourceId: string): Promise<{ ok: true }> {
    const source = await this.source(ws, modelId, sourceId);
    const stuck = source.status === 'IMPORTING' && this.now().getTime() - new Date(source.updated_at).getTime() > IMPORT_STUCK_MS;
    if (source.status !== 'PENDING' && source.status !== 'ERROR' && !stuck) throw errors.conflict('SOURCE_NOT_PENDING');
    await this.repo.delete(ws.id, sourceId);
    const base = sourceKey(ws.id, modelId, sourceId);
    await this.files.delete(`${base}/upload`);
    await this.files.delete(`${base}/preview.json`);
    await this.sourceEvent(ws.id, modelId, sourceId);
    return { ok: true };
  }

  async templates(ws: ModelScope, modelId: string) {
    await this.access.requireIn(ws, modelId);
    return (await this.repo.templates(ws.id)).map(presentTemplate);
  }

  private async source(ws: ModelScope, modelId: string, sourceId: string): Promise<SourceRow> {
    await this.access.requireIn(ws, modelId);
    const source = await this.repo.find(ws.id, modelId, sourceId);
    if (!source) throw errors.notFound();
    return source;
  }

  private sourceEvent(workspaceId: string, modelId: string, sourceId: string): Promise<void> {
    return this.events.add({ type: 'SOURCE_UPDATED', userId: null, workspaceId, payload: { modelId, sourceId } });
  }
}
