import type { SystemJob, SystemJobPage, SystemJobQuery } from '@sentio/domain';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { JobRow, JobsRepository } from './jobs-repository.js';

const SUMMARY_MAX = 160;
const RETRYABLE = new Set(['failed', 'cancelled']);
const CANCELLABLE = new Set(['created', 'retry', 'active']);

/** The payload's first scalar fields (`projectId=…, versionId=…`), shortened: enough to tell jobs apart. */
export function jobSummary(data: unknown): string {
  if (data === null || typeof data !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) parts.push(`${key}=${String(value)}`);
    else if (Array.isArray(value)) parts.push(`${key}=[${value.length}]`);
  }
  const text = parts.join(', ');
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

function errorOf(row: JobRow): string | null {
  if (row.state !== 'failed' || row.output === null || typeof row.output !== 'object') return null;
  const message = (row.output as Record<string, unknown>).message;
  return typeof message === 'string' ? message.slice(0, 500) : null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function presentJob(row: JobRow): SystemJob {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    createdAt: new Date(row.created_on).toISOString(),
    startedAt: iso(row.started_on),
    completedAt: iso(row.completed_on),
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    summary: jobSummary(row.data),
    error: errorOf(row),
    canRetry: RETRYABLE.has(row.state),
    canCancel: CANCELLABLE.has(row.state),
  };
}

/** The project queue page (docs/system-admin.md, "Project queue"): pg-boss's jobs, retried and cancelled through it. */
export class JobsService {
  constructor(
    private readonly repo: JobsRepository,
    private readonly jobs: JobQueue,
  ) {}

  async page(q: SystemJobQuery): Promise<SystemJobPage> {
    const [{ rows, total }, depths] = await Promise.all([this.repo.page(q), this.jobs.depths()]);
    return { content: rows.map(presentJob), page: q.page, size: q.size, total, queues: depths.map((d) => d.name) };
  }

  async retry(id: string): Promise<SystemJob> {
    const row = await this.find(id);
    if (row.state !== 'failed' && row.state !== 'cancelled') throw new AppError(409, 'ConflictException', 'JOB_NOT_RETRYABLE');
    await this.jobs.rerun(row.name, row.id, row.state);
    return presentJob(await this.find(id));
  }

  async cancel(id: string): Promise<SystemJob> {
    const row = await this.find(id);
    if (!CANCELLABLE.has(row.state)) throw new AppError(409, 'ConflictException', 'JOB_NOT_CANCELLABLE');
    await this.jobs.cancelByName(row.name, row.id);
    return presentJob(await this.find(id));
  }

  private async find(id: string): Promise<JobRow> {
    const row = await this.repo.byId(id);
    if (!row) throw new AppError(404, 'NotFoundException', 'JOB_NOT_FOUND');
    return row;
  }
}
