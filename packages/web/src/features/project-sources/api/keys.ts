import { projectKeys } from '../../projects';

/**
 * Query keys of the sources and test tabs. Everything of one analysis sits under `projectKeys.project(code)`, so the
 * project events (SOURCE_UPDATED…) and any mutation's invalidation of the analysis refresh them together.
 */
export const sourceKeys = {
  sources: projectKeys.sources,
  preview: (code: string, sourceId: string) => [...projectKeys.sources(code), sourceId, 'preview'] as const,
  fieldTypes: (code: string, sourceId: string) => [...projectKeys.sources(code), sourceId, 'field-types'] as const,
  templates: (code: string) => [...projectKeys.project(code), 'matching-templates'] as const,
  pushSource: (code: string) => [...projectKeys.project(code), 'push-source'] as const,
  channels: projectKeys.channels,
};
