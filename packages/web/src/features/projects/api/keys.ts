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
};
