/** The `reports` tab of an analysis (docs/reports.md). */
export { ReportsTab } from './ReportsTab';
