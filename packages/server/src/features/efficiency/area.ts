import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { efficiencyExports } from './exports.js';
import type { EfficiencyExports } from './ports.js';
import { EfficiencyRepository } from './report-repository.js';
import { EfficiencyReportService } from './report-service.js';
import { efficiencyRoutes, type DocumentSearch } from './routes.js';
import { MarkingTargetRepository } from './target-repository.js';
import { MarkingTargetService } from './target-service.js';

export interface EfficiencyServices {
  reports: EfficiencyReportService;
  targets: MarkingTargetService;
  /** For the correlation area's `reportExport` (kinds EFFICIENCY and MARKING). */
  exports: EfficiencyExports;
}

/**
 * AI success rate, marker statistics and marking-efficiency targets of an analysis (docs/reports.md). Reads go to
 * the read database; targets are written on the primary. `search` is the documents area's search, for the
 * marking drill-down.
 */
export function efficiencyArea(
  deps: ProjectAreaDeps,
  uses: { search: DocumentSearch },
): { routes: RouteDef[]; services: EfficiencyServices } {
  const reads = new EfficiencyRepository(deps.readDb);
  const targetRepo = new MarkingTargetRepository(deps.db);
  const timeZone = deps.config.timeZone;
  const targets = new MarkingTargetService({
    targets: targetRepo,
    access: deps.access,
    timeZone,
    names: (ids) => reads.userNames(ids),
  });
  const reports = new EfficiencyReportService({
    reads,
    access: deps.access,
    timeZone,
    targetCount: (s) => targetRepo.count(s),
  });
  return {
    routes: efficiencyRoutes(reports, targets, uses.search),
    services: { reports, targets, exports: efficiencyExports(reports, targets) },
  };
}
