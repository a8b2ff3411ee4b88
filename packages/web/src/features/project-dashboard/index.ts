/** Dashboards of an analysis: the cx_dashboard tab and the widgets above the data tab's document list. */
export { ProjectDashboardTab } from './ProjectDashboardTab';
export { DashboardPanel } from './components/DashboardPanel';
/** The query string that opens the data tab on a drill's documents (the reports tab's heat-map and trend use it too). */
export { drillSearch } from './lib/drill';
/** A stored widget answer drawn read-only with the dashboard's charts (the analysis templates' preview). */
export { WidgetPreview } from './components/WidgetPreview';
