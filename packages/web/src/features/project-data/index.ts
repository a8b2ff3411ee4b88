/**
 * The data tab of the project-detail page (`?tab=project_data`), used by the projects area's detail shell, and the
 * pieces the dashboard and saved views build on: the document search, the date filter, the filter URL, the category tree,
 * and the hint that says where the documents are when a date range holds none (OutOfRangeHint, useDateExtent).
 */
export { ProjectDataTab } from './ProjectDataTab';
export { useCategoryTree, useDateExtent, useDocumentSearch } from './api/queries';
export { DateFilter } from './components/DateFilter';
export { OutOfRangeHint } from './components/OutOfRangeHint';
export { coveringRange } from './lib/extent';
export { useFilterUrl } from './lib/useFilterUrl';
export { useDefaultRange } from './lib/useDefaultRange';
/** The document list (one server page), which the reports tab shows for a marking target's bucket. */
export { DocumentList } from './components/DocumentList';
/** The document drawer, which the assistant tab opens for a suggestion's or a citation's document. */
export { DocumentDrawer } from './components/DocumentDrawer';
