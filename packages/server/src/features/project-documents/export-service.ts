import type { CsvStyle, ProjectTask, SearchRequest } from '@sentio/domain';
import { csvStyles, pivotBody, searchRequestSchema } from '@sentio/domain';
import { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob, type JobDefinition, type JobQueue } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import { recipientOf, type Notifier } from '../notifications/notifier.js';
import type { PackageService } from '../packages/service.js';
import {
  viewerRulesKey,
  viewerRulesOf,
  type ProjectAccess,
  type ProjectRow,
  type ProjectScope,
} from '../projects/project-access.js';
import { exportFilter, exportMime, exportTable, renderExport, type ExportType } from './export-file.js';
import { checkPivot, pivotTable, type Pivot } from './export-pivot.js';
import type { ExportRepository, TaskRow } from './export-repository.js';
import { iso, isoOrNull } from './presenter.js';
import type { DocumentReads } from './reads.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const exportPayload = z.object({ workspaceId: z.string(), projectId: z.string(), taskId: z.string() });
type ExportPayload = z.infer<typeof exportPayload>;
const taskParams = z.object({
  type: z.enum(['CSV', 'XLSX']),
  search: searchRequestSchema,
  fields: z.array(z.string()),
  // Tasks stored before the choice existed were written for spreadsheets.
  csvStyle: z.enum(csvStyles).default('EXCEL'),
  // Tasks stored before pivot downloads existed are document lists.
  pivot: pivotBody.nullable().default(null),
  // A restricted viewer's rules (docs/data-restrictions.md), so a file built later by the job holds only their documents.
  restriction: z.array(z.object({ field: z.string(), values: z.array(z.string()) })).default([]),
});

export interface ExportOptions {
  /** Up to this many documents the file is written during the request; more run as the `project.export` job. */
  syncLimit?: number;
}

export interface ExportDeps {
  repo: ExportRepository;
  reads: DocumentReads;
  access: ProjectAccess;
  files: FileStore;
  jobs: JobQueue;
  events: EventRepository;
  notifier: Notifier;
  packages: PackageService;
  /** The reporting zone: a pivot by content day, week or month counts its local dates. */
  config: { timeZone: string };
}

/**
 * Export of successful predictions under the list's filters, as CSV or XLSX: at once when small, else as a job.
 * With `pivot`, the file is the counts of those documents by a field × the categories of a model (export-pivot.ts).
 */
export class ExportService {
  readonly job: JobDefinition<ExportPayload>;
  syncLimit: number;

  constructor(
    private readonly deps: ExportDeps,
    options: ExportOptions = {},
  ) {
    this.syncLimit = options.syncLimit ?? 5000;
    this.job = defineJob({
      name: 'project.export',
      payload: exportPayload,
      retryLimit: 1,
      handler: (payload) => this.runJob(payload),
    });
  }

  async export(
    scope: ProjectScope,
    code: string,
    type: ExportType,
    body: { search: SearchRequest; fields: string[]; csvStyle?: CsvStyle; pivot?: Pivot | null },
  ): Promise<{ mode: 'FILE' | 'JOB'; count: number; fileUrl: string | null; task: ProjectTask | null }> {
    const { repo } = this.deps;
    const project = await this.deps.access.require(scope, code);
    await this.deps.packages.assertAvailable(scope.accountId, 'EXPORT');
    const cat = await this.deps.reads.catalogue(project);
    const pivot = body.pivot ?? null;
    // A pivot has no document columns: its fields are ignored.
    const fields = pivot ? [] : [...new Set(body.fields)];
    if (pivot) checkPivot(cat, pivot, this.deps.config.timeZone);
    if (fields.some((f) => !cat.attributes.has(f))) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'fields');
    const filter = exportFilter(body.search, cat);
    const count = await repo.count(filter);
    if (count === 0) throw errors.badRequest('EXPORT_NOTHING');
    const task = await repo.insertTask({
      project_id: project.id,
      workspace_id: project.workspace_id,
      kind: 'EXPORT',
      status: count <= this.syncLimit ? 'RUNNING' : 'QUEUED',
      total: count,
      params: JSON.stringify({
        type,
        search: body.search,
        fields,
        csvStyle: body.csvStyle ?? 'EXCEL',
        pivot,
        restriction: viewerRulesOf(project),
      }),
      created_by: scope.userId,
    });
    if (count <= this.syncLimit) {
      const done = await this.write(project, task);
      return { mode: 'FILE', count, fileUrl: this.fileUrl(project, task.id), task: await this.present(project, done) };
    }
    await this.deps.jobs.send(this.job, { workspaceId: project.workspace_id, projectId: project.id, taskId: task.id });
    return { mode: 'JOB', count, fileUrl: null, task: await this.present(project, task) };
  }

  /** A finished export of this analysis, for the route to send; another workspace's task is 404 like a missing one. */
  async download(scope: ProjectScope, code: string, taskId: string): Promise<{ fileName: string; mime: string; bytes: Buffer }> {
    const project = await this.deps.access.require(scope, code);
    const found = await this.task(project, taskId);
    // A restricted viewer downloads only the files they made (docs/data-restrictions.md).
    const task = found && viewerRulesOf(project).length > 0 && found.created_by !== scope.userId ? null : found;
    const key = task?.status === 'SUCCESS' ? task.file_key : null;
    const bytes = key ? await this.deps.files.get(key) : null;
    if (!task || !bytes) throw errors.notFound('FILE_NOT_FOUND');
    const type = taskParams.parse(task.params).type;
    const date = iso(task.finished_at ?? task.created_at).slice(0, 10);
    return { fileName: `${project.name}-${date}.${type.toLowerCase()}`, mime: exportMime[type], bytes };
  }

  private fileUrl(project: ProjectRow, taskId: string): string {
    return `/api/project/${project.code}/export/${taskId}/file`;
  }

  private task(project: ProjectRow, taskId: string): Promise<TaskRow | null> {
    return this.deps.repo.task(project, taskId);
  }

  /** Builds the file, stores it for 24 hours and marks the task done. */
  private async write(project: ProjectRow, task: TaskRow): Promise<TaskRow> {
    const { repo, files } = this.deps;
    const params = taskParams.parse(task.params);
    const rules = params.restriction.length > 0 ? params.restriction : viewerRulesOf(project);
    const cat = await this.deps.reads.catalogue(rules.length > 0 ? { ...project, [viewerRulesKey]: rules } : project);
    const filter = exportFilter(params.search, cat);
    const table = params.pivot
      ? await pivotTable(repo, cat, filter, params.pivot, this.deps.config.timeZone)
      : await exportTable(repo, cat, filter, params.fields);
    const key = `exports/${project.workspace_id}/${task.id}.${params.type.toLowerCase()}`;
    await files.putExpiring(
      key,
      project.workspace_id,
      await renderExport(params.type, table, params.csvStyle, params.pivot ? 'Pivot' : 'Documents'),
      new Date(Date.now() + DAY_MS),
    );
    // A pivot's progress is of the documents it counted, not of its rows.
    return repo.succeeded(task.id, params.pivot ? task.total : table.rows.length, key);
  }

  private async runJob(payload: ExportPayload): Promise<void> {
    const { repo } = this.deps;
    const project = await this.deps.access.byId(payload.workspaceId, payload.projectId);
    const task = project ? await this.task(project, payload.taskId) : null;
    if (!project || !task || task.status === 'SUCCESS' || task.status === 'CANCELLED') return;
    await repo.running(task.id);
    try {
      await this.write(project, task);
    } catch (err) {
      await repo.failed(task.id);
      await this.taskEvent(project, task.id);
      throw err;
    }
    await this.taskEvent(project, task.id);
    const user = task.created_by ? await repo.recipient(task.created_by) : undefined;
    if (user)
      await this.deps.notifier.notify(
        recipientOf(user),
        {
          type: 'SYSTEM',
          key: 'exportReady',
          params: { project: project.name },
          link: this.fileUrl(project, task.id),
        },
        // No e-mail template exists for exports; the bell carries the link.
        { email: false },
      );
  }

  private async taskEvent(project: ProjectRow, taskId: string): Promise<void> {
    await this.deps.events.add({
      type: 'PROJECT_TASK_UPDATED',
      userId: null,
      workspaceId: project.workspace_id,
      payload: { projectCode: project.code, taskId },
    });
  }

  private async present(project: ProjectRow, task: TaskRow): Promise<ProjectTask> {
    const name = task.created_by ? await this.deps.repo.userName(task.created_by) : undefined;
    return {
      id: task.id,
      kind: 'EXPORT',
      status: task.status as ProjectTask['status'],
      total: task.total,
      done: task.done,
      percentage: task.total > 0 ? Math.round((task.done / task.total) * 1000) / 10 : 0,
      createdBy: { id: task.created_by ?? '', name: name ?? '' },
      createdAt: iso(task.created_at),
      finishedAt: isoOrNull(task.finished_at),
      error: task.error,
      fileUrl: task.status === 'SUCCESS' ? this.fileUrl(project, task.id) : null,
    };
  }
}
