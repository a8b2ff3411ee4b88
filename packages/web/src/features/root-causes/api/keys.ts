import { projectKeys } from '../../projects';

/**
 * Query keys of the root cause tab, under `projectKeys.project(code)` so an analysis-wide refresh reaches them and a
 * confirmation (which changes the documents' root causes) can refresh the data tab and the dashboards with one key.
 */
export const rcaKeys = {
  all: (code: string) => [...projectKeys.project(code), 'rca'] as const,
  list: (code: string) => [...projectKeys.project(code), 'rca', 'list'] as const,
  detail: (code: string, id: string) => [...projectKeys.project(code), 'rca', 'detail', id] as const,
  parameters: (code: string) => [...projectKeys.project(code), 'rca', 'parameters'] as const,
  rootCauses: (code: string) => [...projectKeys.project(code), 'rca', 'rootCauses'] as const,
  approveList: (code: string, analysisId: string) => [...projectKeys.project(code), 'rca', 'approve', analysisId] as const,
  topicDocuments: (code: string, id: string, topicId: string, page: number) =>
    [...projectKeys.project(code), 'rca', 'topicDocuments', id, topicId, page] as const,
  topicsToAdd: (code: string, topicId: string) => [...projectKeys.project(code), 'rca', 'topicsToAdd', topicId] as const,
  categoryTree: (code: string) => [...projectKeys.project(code), 'rca', 'categoryTree'] as const,
  keywords: (code: string) => [...projectKeys.project(code), 'rca', 'keywords'] as const,
  keywordPage: (code: string, text: string, page: number) =>
    [...projectKeys.project(code), 'rca', 'keywords', text, page] as const,
};
