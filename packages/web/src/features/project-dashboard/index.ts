/** Dashboards of an analysis: the cx_dashboard tab and the widgets above the data tab's document list. */
export { ProjectDashboardTab } from './ProjectDashboardTab';
export { DashboardPanel } from './components/DashboardPanel';
