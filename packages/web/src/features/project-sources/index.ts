/** The sources and test tabs of the project-detail page, used by the projects area's detail shell. */
export { ProjectSourcesTab } from './ProjectSourcesTab';
export { ProjectTestTab } from './ProjectTestTab';
