/**
 * The data tab of the project-detail page (`?tab=project_data`), used by the projects area's detail shell, and the
 * pieces the dashboard and saved views build on: the document search, the date filter, the filter URL, the category tree.
 */
export { ProjectDataTab } from './ProjectDataTab';
export { useCategoryTree, useDocumentSearch } from './api/queries';
export { DateFilter } from './components/DateFilter';
export { useFilterUrl } from './lib/useFilterUrl';
