import type { ReportExportQuery } from '@sentio/domain';
import type { ProjectScope } from '../projects/project-access.js';

/** One table of a report file: a CSV block or an XLSX sheet (the correlation area writes the file). */
export interface ReportTable {
  sheet: string;
  header: string[];
  rows: (string | number | null)[][];
}

/** The export seam with the correlation area (docs/reports.md): the EFFICIENCY and MARKING kinds as tables. */
export interface EfficiencyExports {
  /** kind EFFICIENCY (modelCode, startDate, endDate, dateType) or MARKING (markingGoalId); 404s as the reads do. */
  table(scope: ProjectScope, code: string, query: ReportExportQuery): Promise<ReportTable[]>;
}
