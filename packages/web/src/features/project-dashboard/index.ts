/** Dashboards of an analysis (issue 7): the cx_dashboard tab and the widgets above the data tab's document list. */
export { ProjectDashboardTab } from './ProjectDashboardTab';
export { DashboardPanel } from './components/DashboardPanel';
