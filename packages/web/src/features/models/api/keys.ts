import type { z } from 'zod';
import type { modelListQuery } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';

export type ModelListQuery = z.input<typeof modelListQuery>;

/**
 * Query keys of the models area. Every query about one model starts with `model(id)`, so one invalidation (after a
 * mutation, or when an event names the model) refreshes all of its screens. H3b's model-data hooks build on `model(id)`.
 */
export const modelKeys = {
  all: rootKeys.models,
  lists: [...rootKeys.models, 'list'] as const,
  list: (query: ModelListQuery) => [...rootKeys.models, 'list', query] as const,
  model: (id: string) => [...rootKeys.models, 'model', id] as const,
  detail: (id: string) => [...rootKeys.models, 'model', id, 'detail'] as const,
  categories: (id: string) => [...rootKeys.models, 'model', id, 'categories'] as const,
  versions: (id: string) => [...rootKeys.models, 'model', id, 'versions'] as const,
  limit: [...rootKeys.models, 'limit'] as const,
};
