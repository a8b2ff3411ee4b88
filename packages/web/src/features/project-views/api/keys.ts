import { projectKeys } from '../../projects';

/** Query keys of the saved views, under `projectKeys.project(code)` so an analysis-wide refresh reaches them too. */
export const viewKeys = {
  bookmarks: (code: string) => [...projectKeys.project(code), 'bookmarks'] as const,
  virtualCategories: (code: string) => [...projectKeys.project(code), 'virtualCategories'] as const,
  contentGroup: (code: string, model: string, category: string, page: number) =>
    [...projectKeys.project(code), 'contentGroup', model, category, page] as const,
  contentGroups: (code: string) => [...projectKeys.project(code), 'contentGroup'] as const,
  npsField: (code: string) => [...projectKeys.project(code), 'npsField'] as const,
  attributeSettings: (code: string) => [...projectKeys.project(code), 'attributeSettings'] as const,
};
