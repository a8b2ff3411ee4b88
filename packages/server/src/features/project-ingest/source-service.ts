import { mayRemove, type ProjectSource } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { errors } from '../../platform/errors.js';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue.js';
import { presentTemplate, suggestRoles } from '../ingest/presenter.js';
import { sourceKey, SourceUploads, type UploadReader } from '../ingest/uploads.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import { importKey } from './classify-job.js';
import { allowedChannels, emit, type IngestCore } from './core.js';
import type { ImportPayload } from './import-job.js';
import { presentSource } from './presenter.js';
import type { SourceRow } from './repository.js';
import { guessType, type ProjectMatching } from './rows.js';

const SAMPLES = 5;

const baseOf = (source: Pick<SourceRow, 'workspace_id' | 'project_id' | 'id'>) =>
  sourceKey('projects', source.workspace_id, source.project_id, source.id);

/** A column guess for an analysis: there is no label column, so a guessed LABEL is an attribute. */
const noLabel = (role: string): string => (role === 'LABEL' ? 'ATTRIBUTE' : role);

/**
 * Uploads of an analysis: the shared source lifecycle (see docs/ingestion.md) plus what is the analysis's own —
 * the upload's channel, type guesses for attributes, and attribute codes defined by the matching.
 */
export class SourceService {
  private readonly uploads: SourceUploads<SourceRow>;

  constructor(
    private readonly core: IngestCore,
    private readonly queue: JobQueue,
    private readonly importJob: JobDefinition<ImportPayload>,
  ) {
    this.uploads = new SourceUploads(core.repo, core.files);
  }

  async list(scope: ProjectScope, code: string): Promise<ProjectSource[]> {
    const project = await this.core.access.require(scope, code);
    const counts = await this.core.repo.sourceCounts(project.id);
    return (await this.core.repo.list(scope.id, project.id)).map((s) => presentSource(s, counts.get(s.id)));
  }

  /** An upload to one of the analysis's channels (or, with a proxy channel, any of the workspace's). */
  async upload(scope: ProjectScope, code: string, switchCode: string, file: UploadReader): Promise<ProjectSource> {
    const project = await this.core.access.require(scope, code);
    if (!(await allowedChannels(this.core.repo, project)).has(switchCode)) {
      throw errors.badRequest('ANALYSIS_CHANNEL_UNKNOWN', 'switchCode');
    }
    await this.core.documentQuota(project.workspace_id);
    const id = randomUUID();
    const { row } = await this.uploads.receive(file, baseOf({ workspace_id: scope.id, project_id: project.id, id }));
    const source = await this.core.repo.insertSource({
      ...row,
      id,
      project_id: project.id,
      workspace_id: scope.id,
      channel_code: switchCode,
      created_by: scope.userId,
    });
    await emit(this.core.events, project, { sourceId: id, documents: false });
    return presentSource(source);
  }

  /** By source id alone (the web's preview URL has no code); the analysis must be one the user may see. */
  async preview(scope: ProjectScope, sourceId: string) {
    const source = await this.core.repo.byId(scope.id, sourceId);
    if (!source) throw errors.notFound();
    const owner = await this.core.access.byId(scope.id, source.project_id);
    if (!owner) throw errors.notFound();
    await this.core.access.require(scope, owner.code);
    const preview = await this.uploads.preview(source, baseOf(source));
    return {
      source: presentSource(source),
      columns: preview.columns,
      rows: preview.rows,
      suggested: suggestRoles(preview.columns, preview.rows).map((s) => ({ ...s, role: noLabel(s.role) })),
    };
  }

  async fieldTypes(scope: ProjectScope, code: string, sourceId: string) {
    const { source } = await this.source(scope, code, sourceId);
    const preview = await this.uploads.preview(source, baseOf(source));
    const roles = suggestRoles(preview.columns, preview.rows);
    return preview.columns.map((column, i) => {
      const values = preview.rows.map((r) => r[i] ?? '');
      return {
        column,
        role: noLabel(roles[i]?.role ?? 'ATTRIBUTE'),
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
    this.uploads.checkMatching(
      source,
      [
        ...matching.columns.map((c, i) => ({ field: `columns.${i}.column`, column: c.column })),
        ...matching.attributes.map((a, i) => ({ field: `attributes.${i}.column`, column: a.column })),
        ...matching.sortFields.map((f, i) => ({ field: `sortFields.${i}`, column: f })),
        { field: 'channelColumn', column: matching.channelColumn },
      ],
      matching.dateFormat,
    );
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
    await this.uploads.startImport(source, stored, () =>
      this.queue.send(this.importJob, { workspaceId: scope.id, sourceId }, { singletonKey: importKey(sourceId) }),
    );
    await emit(this.core.events, project, { sourceId, documents: false });
    const after = await this.core.repo.byId(scope.id, sourceId);
    return presentSource(after ?? source);
  }

  async failedRows(scope: ProjectScope, code: string, sourceId: string): Promise<{ fileName: string; csv: string }> {
    const { source } = await this.source(scope, code, sourceId);
    return this.uploads.failedRows(source);
  }

  async delete(scope: ProjectScope, code: string, sourceId: string): Promise<{ ok: true }> {
    const { project, source } = await this.source(scope, code, sourceId);
    // An imported upload's documents go with it: the uploader's, the analysis owner's or a manager's call. A pending
    // one holds no documents yet.
    const owns = mayRemove(scope.permissions, scope.userId, source.created_by) || project.owner_id === scope.userId;
    if (source.status === 'IMPORTED' && !owns) throw errors.permissionDenied();
    await this.uploads.delete(source, baseOf(source));
    await emit(this.core.events, project, { sourceId, documents: false });
    return { ok: true };
  }

  async templates(scope: ProjectScope, code: string) {
    const project = await this.core.access.require(scope, code);
    return (await this.core.repo.templates(scope.id, project.id)).map(presentTemplate);
  }

  private async source(scope: ProjectScope, code: string, sourceId: string): Promise<{ project: ProjectRow; source: SourceRow }> {
    const project = await this.core.access.require(scope, code);
    const source = await this.core.repo.byId(scope.id, sourceId);
    if (!source || source.project_id !== project.id) throw errors.notFound();
    return { project, source };
  }
}
