import type { z } from 'zod';
import type { modelTemplateListQuery, projectTemplateListQuery } from '@sentio/domain';

export type ModelTemplateListQuery = z.input<typeof modelTemplateListQuery>;
export type ProjectTemplateListQuery = z.input<typeof projectTemplateListQuery>;

/**
 * Query keys of the marketplace area. Everything starts with `all`, so making, deleting or installing a template
 * refreshes every list, tag cloud and detail at once (they are few and cheap).
 */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  tags: ['marketplace', 'tags'] as const,
  modelList: (query: ModelTemplateListQuery) => ['marketplace', 'model', 'list', query] as const,
  modelDetail: (id: string) => ['marketplace', 'model', 'detail', id] as const,
  projectList: (query: ProjectTemplateListQuery) => ['marketplace', 'project', 'list', query] as const,
  projectDetail: (id: string) => ['marketplace', 'project', 'detail', id] as const,
};
