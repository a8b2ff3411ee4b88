import { z } from 'zod';
import { defineJob, type JobDefinition, type JobQueue } from '../../../platform/jobs/queue.js';
import type { DimensionRepository, DimensionState } from './dimension-repository.js';

/** Above this many distinct values a dimension is not rolled up (OVERFLOW): its rows would be as many as the documents. */
export const DIMENSION_VALUE_CAP = 200;

const payload = z.object({ workspaceId: z.string(), projectId: z.string() });

/**
 * Attributes declared as dimensions (docs/dashboards.md "Dimension attributes"): declaring starts the backfill job
 * (`rollups.dimension-backfill`, idempotent: it recounts every dimension of the analysis); undeclaring deletes the
 * rows. The cube reads a dimension only when `usable`: READY and still within the cap of distinct values.
 */
export class DimensionService {
  readonly job: JobDefinition<z.infer<typeof payload>>;

  constructor(
    private readonly repo: DimensionRepository,
    private readonly jobs: Pick<JobQueue, 'send'>,
  ) {
    this.job = defineJob({
      name: 'rollups.dimension-backfill',
      payload,
      retryLimit: 2,
      handler: (p) => this.repo.rebuild(p.workspaceId, p.projectId, DIMENSION_VALUE_CAP),
    });
  }

  /** Each dimension's state as the settings show it: a READY one that outgrew the cap counts as OVERFLOW. */
  async states(workspaceId: string, projectId: string): Promise<Map<string, DimensionState>> {
    const rows = await this.repo.list(workspaceId, projectId, DIMENSION_VALUE_CAP);
    return new Map(rows.map((r) => [r.code, r.state === 'READY' && r.values > DIMENSION_VALUE_CAP ? 'OVERFLOW' : r.state]));
  }

  /** The dimensions the planner may read. */
  async usable(workspaceId: string, projectId: string): Promise<Set<string>> {
    const states = await this.states(workspaceId, projectId);
    return new Set([...states].filter(([, s]) => s === 'READY').map(([code]) => code));
  }

  /** Makes `codes` the analysis's dimensions (the caller checked them); a new one is backfilled by the job. */
  async declare(workspaceId: string, projectId: string, codes: readonly string[]): Promise<void> {
    const added = await this.repo.declare(workspaceId, projectId, codes);
    if (added.length > 0) await this.jobs.send(this.job, { workspaceId, projectId });
  }

  /** Recounts every analysis's dimensions now (after the reporting zone changed, the days moved). */
  async rebuildAll(): Promise<void> {
    for (const p of await this.repo.projects()) await this.repo.rebuild(p.workspaceId, p.projectId, DIMENSION_VALUE_CAP);
  }
}
