import type { SearchRequest } from '@sentio/domain';
import { projectKeys } from '../../projects';

/** Query keys of the data tab, all under `projectKeys.project(code)` so one invalidation refreshes the analysis. */
export const dataKeys = {
  search: (code: string, request: SearchRequest) => [...projectKeys.search(code), request] as const,
  searches: (code: string) => projectKeys.search(code),
  /** Under the searches: what refreshes the search (documents stored, trashed) refreshes the extent too. */
  dateExtent: (code: string, request: SearchRequest) => [...projectKeys.search(code), 'dateExtent', request] as const,
  categoryTree: (code: string) => [...projectKeys.project(code), 'categoryTree'] as const,
  fields: (code: string) => [...projectKeys.project(code), 'fields'] as const,
  fieldValues: (code: string, field: string, text: string, search?: SearchRequest) =>
    [...projectKeys.project(code), 'fieldValues', field, text, search ?? null] as const,
  document: (code: string, id: string) => [...projectKeys.project(code), 'document', id] as const,
  documents: (code: string) => [...projectKeys.project(code), 'document'] as const,
  audit: (code: string, id: string) => [...projectKeys.project(code), 'audit', id] as const,
  labels: (code: string) => [...projectKeys.project(code), 'labels'] as const,
  alerted: (code: string, page: number) => [...projectKeys.project(code), 'alerted', page] as const,
  reevaluatable: (code: string) => [...projectKeys.project(code), 'reevaluatable'] as const,
  rootCauses: (code: string) => [...projectKeys.project(code), 'rootCauses'] as const,
  topics: (code: string) => [...projectKeys.project(code), 'rootCauses', 'topics'] as const,
  documentTopics: (code: string, id: string) => [...projectKeys.project(code), 'rootCauses', 'document', id] as const,
  sortOptions: [...projectKeys.all, 'documentSortOptions'] as const,
};
