import type { z } from 'zod';
import type { projectListQuery } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';

export type ProjectListQuery = z.input<typeof projectListQuery>;

/**
 * Query keys of the projects area (projects, project-data, project-sources). Every query about one analysis starts
 * with `project(code)`, so one invalidation (after a mutation, or when a PROJECT_* / SOURCE_UPDATED event names the
 * analysis) refreshes all of its tabs. The data and sources areas add their own suffixes under `project(code)`.
 */
export const projectKeys = {
  all: rootKeys.projects,
  lists: [...rootKeys.projects, 'list'] as const,
  list: (query: ProjectListQuery) => [...rootKeys.projects, 'list', query] as const,
  project: (code: string) => [...rootKeys.projects, 'project', code] as const,
  detail: (code: string) => [...rootKeys.projects, 'project', code, 'detail'] as const,
  search: (code: string) => [...rootKeys.projects, 'project', code, 'search'] as const,
  sources: (code: string) => [...rootKeys.projects, 'project', code, 'sources'] as const,
  tasks: (code: string) => [...rootKeys.projects, 'project', code, 'tasks'] as const,
  channels: [...rootKeys.projects, 'channels'] as const,
  limit: [...rootKeys.projects, 'limit'] as const,
  recent: [...rootKeys.projects, 'recent'] as const,
  /** Preset lists (tags, icons, colours, sort options) by their name. */
  options: (name: 'tags' | 'icons' | 'colors' | 'sorts') => [...rootKeys.projects, 'options', name] as const,
  workspaces: [...rootKeys.projects, 'workspaces'] as const,
  /** Workspace models offered by the wizard (not under `project(code)`: no analysis yet). */
  models: [...rootKeys.projects, 'models'] as const,
  draft: (code: string) => [...rootKeys.projects, 'draft', code] as const,
  keepLoaded: (code: string) => [...rootKeys.projects, 'project', code, 'keepLoaded'] as const,
  /** The deployed versions' quality shown in the statistics tab, per model id. */
  modelVersions: (code: string, modelId: string) => [...rootKeys.projects, 'project', code, 'modelVersions', modelId] as const,
};
