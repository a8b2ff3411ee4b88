/** The data tab of the project-detail page (`?tab=project_data`), used by the projects area's detail shell. */
export { ProjectDataTab } from './ProjectDataTab';
