import { projectKeys } from '../../projects';

/**
 * Query keys of the rules tab, under `projectKeys.project(code)`: an analysis event (documents changed by a rule run)
 * reaches them, and one key refreshes the whole tab after a change.
 */
export const ruleKeys = {
  all: (code: string) => [...projectKeys.project(code), 'rules'] as const,
  list: (code: string) => [...projectKeys.project(code), 'rules', 'list'] as const,
  history: (code: string, id: string) => [...projectKeys.project(code), 'rules', 'history', id] as const,
  labels: (code: string) => [...projectKeys.project(code), 'rules', 'labels'] as const,
  categoryTree: (code: string) => [...projectKeys.project(code), 'rules', 'categoryTree'] as const,
};
