import type { ReportExportQuery } from '@sentio/domain';
import type { ProjectScope } from '../projects/project-access.js';

/**
 * The export seam with the efficiency area (docs/reports.md): `reportExport` is routed here and the EFFICIENCY and
 * MARKING kinds are tables the efficiency area builds. The shape is the one fixed in the design note; app.ts passes
 * that area's implementation in.
 */
export interface ReportTable {
  sheet: string;
  header: string[];
  rows: (string | number | null)[][];
}
export interface EfficiencyExports {
  /** kind EFFICIENCY (modelCode, startDate, endDate, dateType) or MARKING (markingGoalId); 404s as the reads do. */
  table(scope: ProjectScope, code: string, query: ReportExportQuery): Promise<ReportTable[]>;
}
