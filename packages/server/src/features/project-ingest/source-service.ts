import type { ProjectSource } from '@sentio/domain';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { errors } from '../../platform/errors.js';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue.js';
import { readUploadedFile } from '../../platform/uploads/multipart.js';
import { parseUpload } from '../../platform/uploads/parse.js';
import { dateReader } from '../model-sources/dates.js';
import { suggestRoles } from '../model-sources/presenter.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import { importKey } from './classify-job.js';
import { allowedChannels, emit, type IngestCore } from './core.js';
import type { ImportPayload } from './import-job.js';
import { presentSource, presentTemplate } from './presenter.js';
import type { SourceRow } from './repository.js';
import { guessType, type ProjectMatching } from './rows.js';

export const PREVIEW_ROWS = 20;
const SAMPLES = 5;

const sourceKey = (workspaceId: string, projectId: string, sourceId: string) =>
  `${workspaceId}/projects/${projectId}/sources/${sourceId}`;

interface Preview {
  columns: string[];
  rows: string[][];
}

/** Uploads of an analysis: store and check the file, preview and type guesses, column matching, failed rows. */
export class SourceService {
  constructor(
    private readonly core: IngestCore,
    private readonly queue: JobQueue,
    private readonly importJob: JobDefinition<ImportPayload>,
    private readonly uploadMaxBytes: number,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<ProjectSource[]> {
    const project = await this.core.access.require(scope, code);
    const counts = await this.core.repo.sourceCounts(project.id);
    return (await this.core.repo.sources(scope.id, project.id)).map((s) => presentSource(s, counts.get(s.id)));
  }

  /**
   * A multipart upload to one of the analysis's channels (or, with a proxy channel, any of the workspace's). The
   * file is parsed at once, so a bad one is refused with its UPLOAD_* code and nothing is kept.
   */
  async upload(scope: ProjectScope, code: string, switchCode: string, request: FastifyRequest): Promise<ProjectSource> {
    const project = await this.core.access.require(scope, code);
    if (!(await allowedChannels(this.core.repo, project)).has(switchCode)) {
      throw errors.badRequest('ANALYSIS_CHANNEL_UNKNOWN', 'switchCode');
    }
    const { fileName, data } = await readUploadedFile(request, { maxBytes: this.uploadMaxBytes });
    const table = await parseUpload(data, fileName);
    const id = randomUUID();
    const base = sourceKey(scope.id, project.id, id);
    const preview: Preview = { columns: table.columns, rows: table.rows.slice(0, PREVIEW_ROWS) };
    await this.core.files.put(`${base}/upload`, data);
    await this.core.files.put(`${base}/preview.json`, JSON.stringify(preview));
    const row = await this.core.repo.insertSource({
      id,
      project_id: project.id,
      workspace_id: scope.id,
      channel_code: switchCode,
      file_name: fileName.slice(0, 255),
      file_type: table.fileType,
      size: data.length,
      status: 'PENDING',
      total: table.rows.length,
      columns: JSON.stringify(table.columns),
      file_key: `${base}/upload`,
      created_by: scope.userId,
    });
    await emit(this.core.events, project, { sourceId: id, documents: false });
    return presentSource(row);
  }

  /** By source id alone (the web's preview URL has no code); the analysis must be one the user may see. */
  async preview(scope: ProjectScope, sourceId: string) {
    const source = await this.core.repo.source(scope.id, sourceId);
    if (!source) throw errors.notFound();
    const owner = await this.core.access.byId(scope.id, source.project_id);
    if (!owner) throw errors.notFound();
    await this.core.access.require(scope, owner.code);
    const preview = await this.previewOf(source);
    return {
      source: presentSource(source),
      columns: preview.columns,
      rows: preview.rows,
      suggested: suggestRoles(preview.columns, preview.rows).map((s) => ({
        ...s,
        role: s.role === 'LABEL' ? 'ATTRIBUTE' : s.role,
      })),
    };
  }

  async fieldTypes(scope: ProjectScope, code: string, sourceId: string) {
    const { source } = await this.source(scope, code, sourceId);
    const preview = await this.previewOf(source);
    const roles = suggestRoles(preview.columns, preview.rows);
    return preview.columns.map((column, i) => {
      const values = preview.rows.map((r) => r[i] ?? '');
      const role = roles[i]?.role ?? 'ATTRIBUTE';
      return {
        column,
        role: role === 'LABEL' ? 'ATTRIBUTE' : role,
        type: guessType(values),
        samples: values.filter((v) => v.trim() !== '').slice(0, SAMPLES),
      };
    });
  }

  /**
   * Checks the matching against the file, saves a named template, defines new attribute codes, and queues the
   * import. An attribute already defined keeps its type (ATTRIBUTE_TYPE_IMMUTABLE is the fields page's business).
   */
  async match(scope: ProjectScope, code: string, sourceId: string, matching: ProjectMatching): Promise<ProjectSource> {
    const { project, source } = await this.source(scope, code, sourceId);
    if (source.status !== 'PENDING') throw errors.conflict('SOURCE_NOT_PENDING');
    const known = new Set(source.columns);
    const unknown: string[] = [];
    matching.columns.forEach((c, i) => !known.has(c.column) && unknown.push(`columns.${i}.column`));
    matching.attributes.forEach((a, i) => !known.has(a.column) && unknown.push(`attributes.${i}.column`));
    matching.sortFields.forEach((f, i) => !known.has(f) && unknown.push(`sortFields.${i}`));
    if (matching.channelColumn !== null && !known.has(matching.channelColumn)) unknown.push('channelColumn');
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
    const defined = await this.core.repo.attributes(project.id);
    const stored: ProjectMatching = {
      ...matching,
      attributes: matching.attributes.map((a) => ({ ...a, type: (defined.get(a.code) ?? a.type) as typeof a.type })),
    };
    if (matching.name !== null) await this.core.repo.saveTemplate(scope.id, project.id, matching.name, matching, scope.userId);
    await this.core.repo.addAttributes(
      scope.id,
      project.id,
      stored.attributes.filter((a) => !defined.has(a.code)),
    );
    const moved = await this.core.repo.transition(scope.id, sourceId, ['PENDING'], {
      status: 'IMPORTING',
      progress: 0,
      imported_rows: 0,
      matching: JSON.stringify(stored),
      error_code: null,
    });
    if (!moved) throw errors.conflict('SOURCE_NOT_PENDING');
    try {
      await this.queue.send(this.importJob, { workspaceId: scope.id, sourceId }, { singletonKey: importKey(sourceId) });
    } catch (err) {
      // No job will pick the source up: back to PENDING, so the user can match again (or delete it).
      await this.core.repo.transition(scope.id, sourceId, ['IMPORTING'], { status: 'PENDING', matching: null });
      throw err;
    }
    await emit(this.core.events, project, { sourceId, documents: false });
    const after = await this.core.repo.source(scope.id, sourceId);
    return presentSource(after ?? source);
  }

  /** The failed rows as CSV with a `reason` column; gone after 24 hours (FAILED_ROWS_EXPIRED). */
  async failedRows(scope: ProjectScope, code: string, sourceId: string): Promise<{ fileName: string; csv: string }> {
    const { source } = await this.source(scope, code, sourceId);
    if (!source.failed_rows_key || !source.failed_rows_until) throw errors.notFound();
    const expired = errors.notFound('FAILED_ROWS_EXPIRED');
    if (new Date(source.failed_rows_until).getTime() <= Date.now()) throw expired;
    const data = await this.core.files.get(source.failed_rows_key);
    if (!data) throw expired;
    const stem = source.file_name.replace(/\.[^.]*$/, '');
    return { fileName: `${stem}-failed-rows.csv`, csv: data.toString('utf8') };
  }

  /** Removes an upload that was not imported (pending, or ended in an error), with its stored files. */
  async delete(scope: ProjectScope, code: string, sourceId: string): Promise<{ ok: true }> {
    const { project, source } = await this.source(scope, code, sourceId);
    if (source.status !== 'PENDING' && source.status !== 'ERROR') throw errors.conflict('SOURCE_NOT_PENDING');
    await this.core.repo.deleteSource(scope.id, sourceId);
    await this.core.files.deletePrefix(sourceKey(scope.id, project.id, sourceId));
    await emit(this.core.events, project, { sourceId, documents: false });
    return { ok: true };
  }

  async templates(scope: ProjectScope, code: string) {
    const project = await this.core.access.require(scope, code);
    return (await this.core.repo.templates(scope.id, project.id)).map(presentTemplate);
  }

  private async source(scope: ProjectScope, code: string, sourceId: string): Promise<{ project: ProjectRow; source: SourceRow }> {
    const project = await this.core.access.require(scope, code);
    const source = await this.core.repo.source(scope.id, sourceId);
    if (!source || source.project_id !== project.id) throw errors.notFound();
    return { project, source };
  }

  private async previewOf(source: SourceRow): Promise<Preview> {
    const stored = await this.core.files.get(`${sourceKey(source.workspace_id, source.project_id, source.id)}/preview.json`);
    return stored ? (JSON.parse(stored.toString('utf8')) as Preview) : { columns: source.columns, rows: [] };
  }
}
