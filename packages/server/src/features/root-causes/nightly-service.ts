import { z } from 'zod';
import { defineJob } from '../../platform/jobs/queue.js';
import type { AnalysisRepository } from './analysis-repository.js';
import type { RunQueue } from './analysis-service.js';

/** The nightly schedule: 00:00 every day, read in the reporting time zone (queue.schedule's tz). */
export const NIGHTLY_CRON = '0 0 * * *';

/**
 * Automated analyses re-run nightly over the documents that came in since their last run (docs/root-causes.md). The
 * clock is injected: it decides which documents count as arrived (created up to now) and tests set it.
 */
export class NightlyService {
  constructor(
    private readonly analyses: AnalysisRepository,
    private readonly runs: RunQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Queues a run per automated analysis with documents created after its watermark; an analysis never run reads
   * everything. One already waiting or computing is left alone (it reads them anyway). Returns the analyses queued.
   */
  async run(): Promise<string[]> {
    const until = this.now();
    const queued: string[] = [];
    for (const a of await this.analyses.dueAutomated(until)) {
      const project = { id: a.project_id, workspace_id: a.workspace_id };
      if (!(await this.analyses.markWaiting(project, a.id))) continue;
      await this.runs.queue(a, { incremental: a.watermark !== null, until });
      queued.push(a.id);
    }
    return queued;
  }
}

/** `rca.nightly`: sent by the schedule, queues the automated analyses' runs. */
export const defineNightlyJob = (nightly: NightlyService) =>
  defineJob({
    name: 'rca.nightly',
    payload: z.object({}),
    retryLimit: 1,
    handler: async () => {
      await nightly.run();
    },
  });
