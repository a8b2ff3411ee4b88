import type { ProjectTask, SearchRequest } from '@sentio/domain';
import { searchRequestSchema } from '@sentio/domain';
import type { FastifyReply } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { ProjectTaskTable } from '../../platform/db/schema-projects.js';
import { errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { sendDownload } from '../../platform/http/download.js';
import { defineJob, type JobDefinition, type JobQueue } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import { recipientOf, type Notifier } from '../notifications/notifier.js';
import type { PackageService } from '../packages/service.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { loadCatalogue } from './catalogue.js';
import { countExport, exportFilter, exportMime, exportTable, renderExport, type ExportType } from './export-file.js';
import { iso, isoOrNull } from './presenter.js';

type TaskRow = Selectable<ProjectTaskTable>;
const DAY_MS = 24 * 60 * 60 * 1000;

const exportPayload = z.object({ workspaceId: z.string(), projectId: z.string(), taskId: z.string() });
type ExportPayload = z.infer<typeof exportPayload>;
const taskParams = z.object({ type: z.enum(['CSV', 'XLSX']), search: searchRequestSchema, fields: z.array(z.string()) });

export interface ExportOptions {
  /** Up to this many documents the file is written during the request; more run as the `project.export` job. */
  syncLimit?: number;
}

export interface ExportDeps {
  db: Db;
  access: ProjectAccess;
  files: FileStore;
  jobs: JobQueue;
  events: EventRepository;
  notifier: Notifier;
  packages: PackageService;
}

/** Export of successful predictions under the list's filters, as CSV or XLSX: at once when small, else as a job. */
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
    body: { search: SearchRequest; fields: string[] },
  ): Promise<{ mode: 'FILE' | 'JOB'; count: number; fileUrl: string | null; task: ProjectTask | null }> {
    const { db } = this.deps;
    const project = await this.deps.access.require(scope, code);
    await this.deps.packages.assertAvailable(scope.accountId, 'EXPORT');
    const cat = await loadCatalogue(db, this.deps.access, project);
    const fields = [...new Set(body.fields)];
    if (fields.some((f) => !cat.attributes.has(f))) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'fields');
    const filter = exportFilter(body.search, cat);
    const count = await countExport(db, filter);
    if (count === 0) throw errors.badRequest('EXPORT_NOTHING');
    const task = await db
      .insertInto('project_task')
      .values({
        project_id: project.id,
        workspace_id: project.workspace_id,
        kind: 'EXPORT',
        status: count <= this.syncLimit ? 'RUNNING' : 'QUEUED',
        total: count,
        params: JSON.stringify({ type, search: body.search, fields }),
        created_by: scope.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (count <= this.syncLimit) {
      const done = await this.write(project, task);
      return { mode: 'FILE', count, fileUrl: this.fileUrl(project, task.id), task: await this.present(project, done) };
    }
    await this.deps.jobs.send(this.job, { workspaceId: project.workspace_id, projectId: project.id, taskId: task.id });
    return { mode: 'JOB', count, fileUrl: null, task: await this.present(project, task) };
  }

  /** Streams a finished export of this analysis; another workspace's task is 404 like a missing one. */
  async download(scope: ProjectScope, code: string, taskId: string, reply: FastifyReply): Promise<string> {
    const project = await this.deps.access.require(scope, code);
    const task = await this.task(project, taskId);
    const key = task?.status === 'SUCCESS' ? task.file_key : null;
    const bytes = key ? await this.deps.files.get(key) : null;
    if (!task || !bytes) throw errors.notFound('FILE_NOT_FOUND');
    const type = taskParams.parse(task.params).type;
    const date = iso(task.finished_at ?? task.created_at).slice(0, 10);
    await sendDownload(reply, `${project.name}-${date}.${type.toLowerCase()}`, exportMime[type], bytes);
    return '';
  }

  private fileUrl(project: ProjectRow, taskId: string): string {
    return `/api/project/${project.code}/export/${taskId}/file`;
  }

  private async task(project: ProjectRow, taskId: string): Promise<TaskRow | null> {
    const row = await this.deps.db
      .selectFrom('project_task')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('kind', '=', 'EXPORT')
      .where('id', '=', taskId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Builds the file, stores it for 24 hours and marks the task done. */
  private async write(project: ProjectRow, task: TaskRow): Promise<TaskRow> {
    const { db, files } = this.deps;
    const params = taskParams.parse(task.params);
    const cat = await loadCatalogue(db, this.deps.access, project);
    const table = await exportTable(db, cat, exportFilter(params.search, cat), params.fields);
    const key = `exports/${project.workspace_id}/${task.id}.${params.type.toLowerCase()}`;
    await files.putExpiring(key, project.workspace_id, await renderExport(params.type, table), new Date(Date.now() + DAY_MS));
    return db
      .updateTable('project_task')
      .set({ status: 'SUCCESS', done: table.rows.length, total: table.rows.length, file_key: key, finished_at: sql<Date>`now()` })
      .where('id', '=', task.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private async runJob(payload: ExportPayload): Promise<void> {
    const { db } = this.deps;
    const project = await this.deps.access.byId(payload.workspaceId, payload.projectId);
    const task = project ? await this.task(project, payload.taskId) : null;
    if (!project || !task || task.status === 'SUCCESS' || task.status === 'CANCELLED') return;
    await db.updateTable('project_task').set({ status: 'RUNNING' }).where('id', '=', task.id).execute();
    try {
      await this.write(project, task);
    } catch (err) {
      await db
        .updateTable('project_task')
        .set({ status: 'FAILED', error: 'INTERNAL_ERROR', finished_at: sql<Date>`now()` })
        .where('id', '=', task.id)
        .execute();
      await this.taskEvent(project, task.id);
      throw err;
    }
    await this.taskEvent(project, task.id);
    const user = task.created_by
      ? await db.selectFrom('app_user').select(['id', 'email', 'language']).where('id', '=', task.created_by).executeTakeFirst()
      : undefined;
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
    const user = task.created_by
      ? await this.deps.db
          .selectFrom('app_user')
          .select(sql<string>`trim(full_name || ' ' || last_name)`.as('name'))
          .where('id', '=', task.created_by)
          .executeTakeFirst()
      : undefined;
    return {
      id: task.id,
      kind: 'EXPORT',
      status: task.status as ProjectTask['status'],
      total: task.total,
      done: task.done,
      percentage: task.total > 0 ? Math.round((task.done / task.total) * 1000) / 10 : 0,
      createdBy: { id: task.created_by ?? '', name: user?.name ?? '' },
      createdAt: iso(task.created_at),
      finishedAt: isoOrNull(task.finished_at),
      error: task.error,
      fileUrl: task.status === 'SUCCESS' ? this.fileUrl(project, task.id) : null,
    };
  }
}
