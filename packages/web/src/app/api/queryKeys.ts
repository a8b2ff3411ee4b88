/**
 * Root query keys shared across areas. Feature key factories extend these, so the shell can
 * invalidate an area (e.g. the events poller refreshing notifications) without knowing its queries.
 */
export const rootKeys = {
  me: ['user', 'me'] as const,
  user: ['user'] as const,
  notifications: ['notifications'] as const,
  workspace: ['workspace'] as const,
  packages: ['packages'] as const,
  admin: ['admin'] as const,
  /** Everything of the models area; `[...models, 'model', id]` prefixes every query of one model (events refetch it). */
  models: ['models'] as const,
  /** Everything of the projects area; `[...projects, 'project', code]` prefixes every query of one analysis. */
  projects: ['projects'] as const,
};
