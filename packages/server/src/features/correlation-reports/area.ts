import { z } from 'zod';
import type { RouteDef } from '../../platform/http/route.js';
import { defineJob } from '../../platform/jobs/queue.js';
import { documentReads } from '../project-documents/reads.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { defineCorrelationJob, prepareReport } from './calculation.js';
import { CorrelationCountRepository } from './count-repository.js';
import type { EfficiencyExports } from './ports.js';
import { ReportRepository } from './repository.js';
import { reportRoutes } from './routes.js';
import { ReportService, type ReportClock, type ReportServicePorts } from './service.js';

/** 00:05 on the 1st of each month in the reporting zone: the month just ended gets its repeats (docs/reports.md). */
export const REPORT_REPEAT_CRON = '5 0 1 * *';

export interface CorrelationReportServices {
  reports: ReportService;
  /** The job's work, for tests and the demo seed (which prepare a report without the queue). */
  prepare(reportId: string): Promise<void>;
  /** The area's clock: tests move `clock.now` to run the monthly repeat for a chosen month. */
  clock: ReportClock;
}

/**
 * Stored correlation reports (docs/reports.md, "Correlation"): create, list, read, delete and export, the
 * `reports.correlation` job that prepares one, and the monthly `reports.repeat` schedule. The efficiency and marking
 * exports are the efficiency area's tables, passed in (`efficiency`).
 */
export function correlationReportsArea(
  deps: ProjectAreaDeps,
  uses: { efficiency?: EfficiencyExports | null } = {},
): { routes: RouteDef[]; services: CorrelationReportServices } {
  const clock: ReportClock = { now: () => new Date() };
  // The job is defined after the ports it runs with; `enqueue` reads it only when a report is created.
  let job: ReturnType<typeof defineCorrelationJob> | null = null;
  const ports: ReportServicePorts = {
    reports: new ReportRepository(deps.db),
    counts: new CorrelationCountRepository(deps.db),
    reads: documentReads(deps.db, deps.access),
    access: deps.access,
    clock,
    timeZone: deps.config.timeZone,
    maxDocuments: deps.config.correlation.maxDocuments,
    enqueue: (reportId) => (job ? deps.jobs.send(job, { reportId }) : Promise.resolve(null)),
    changed: (workspaceId, projectCode, reportId) =>
      deps.events.add({ type: 'PROJECT_TASK_UPDATED', userId: null, workspaceId, payload: { projectCode, reportId } }),
    log: deps.log,
  };
  const reports = new ReportService(ports);
  job = defineCorrelationJob(ports);
  deps.jobs.register(job);
  const repeat = defineJob({
    name: 'reports.repeat',
    payload: z.object({}),
    retryLimit: 0,
    handler: async () => {
      await reports.repeat();
    },
  });
  deps.jobs.register(repeat);
  void deps.jobs.schedule(repeat, REPORT_REPEAT_CRON, {}, { tz: deps.config.timeZone });
  return {
    routes: reportRoutes(reports, uses.efficiency ?? null),
    services: { reports, prepare: (id) => prepareReport(ports, id), clock },
  };
}
