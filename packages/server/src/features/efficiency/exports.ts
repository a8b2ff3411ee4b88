import { errors } from '../../platform/errors.js';
import type { EfficiencyExports } from './ports.js';
import type { EfficiencyReportService } from './report-service.js';
import type { MarkingTargetService } from './target-service.js';

/** The exports of the efficiency area's two reports, through the same services (and checks) as their reads. */
export function efficiencyExports(reports: EfficiencyReportService, targets: MarkingTargetService): EfficiencyExports {
  return {
    table(scope, code, q) {
      if (q.kind === 'MARKING') {
        if (!q.markingGoalId) throw errors.badRequest('FIELD_REQUIRED', 'markingGoalId');
        return targets.exportTables(scope, code, q.markingGoalId);
      }
      if (q.kind !== 'EFFICIENCY') throw errors.badRequest('FIELD_INVALID_OPTION', 'kind');
      if (!q.modelCode) throw errors.badRequest('FIELD_REQUIRED', 'modelCode');
      if (!q.startDate) throw errors.badRequest('DATE_RANGE_REQUIRED', 'startDate');
      if (!q.endDate) throw errors.badRequest('DATE_RANGE_REQUIRED', 'endDate');
      if (Date.parse(q.startDate) > Date.parse(q.endDate)) throw errors.badRequest('DATE_RANGE_INVALID', 'endDate');
      return reports.exportTables(scope, code, {
        modelCode: q.modelCode,
        startDate: q.startDate,
        endDate: q.endDate,
        dateType: q.dateType,
      });
    },
  };
}
