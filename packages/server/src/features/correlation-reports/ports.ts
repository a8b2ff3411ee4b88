/**
 * The export seam with the efficiency area (docs/reports.md): `reportExport` is routed here and the EFFICIENCY and
 * MARKING kinds are tables the efficiency area builds; app.ts passes its implementation in.
 */
export type { EfficiencyExports, ReportTable } from '../efficiency/index.js';
