import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { modelKeys } from './keys';

/**
 * One model with its settings, labels and latest version (`GET /api/model/:id`). Shared by every /model/*\/:id page
 * (the shell and the pages read the same cached query). Events about the model refetch it.
 */
export function useModel(id: string | undefined) {
  return useApiQuery(modelKeys.detail(id ?? ''), endpoints.modelGet, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

/**
 * The name of a model if a page has already loaded it (no request of its own): the breadcrumb shows it instead of
 * the id.
 */
export function useCachedModelName(id: string | undefined): string | undefined {
  const { data } = useApiQuery(modelKeys.detail(id ?? ''), endpoints.modelGet, { params: { id: id ?? '' } }, { enabled: false });
  return id ? data?.name : undefined;
}
