/** The efficiency area's public face (docs/reports.md): the area, and the export seam the correlation area uses. */
export { efficiencyArea, type EfficiencyServices } from './area.js';
export { efficiencyExports } from './exports.js';
export type { EfficiencyExports, ReportTable } from './ports.js';
