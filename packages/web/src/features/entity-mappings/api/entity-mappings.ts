import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type EntityMappingPreviewBody, type EntityMappingSaveBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys } from '../../projects';

/** Under `projectKeys.project(code)`: an analysis-wide refresh (events) reaches the mappings too. */
export const entityMappingKeys = {
  list: (code: string) => [...projectKeys.project(code), 'entity-mappings'] as const,
};

export const useEntityMappings = (code: string) =>
  useApiQuery(entityMappingKeys.list(code), endpoints.entityMappingList, { params: { code } });

/** Create (no id) or change a mapping; field errors (ENTITY_MAPPING_NAME_TAKEN, ENTITY_GROUPING_INVALID…) go to the form. */
export function useSaveEntityMapping(code: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: entityMappingKeys.list(code) });
  const create = useApiMutation(endpoints.entityMappingCreate, { form: true, onSuccess: refresh }, (body: EntityMappingSaveBody) => ({
    params: { code },
    body,
  }));
  const update = useApiMutation(
    endpoints.entityMappingUpdate,
    { form: true, onSuccess: refresh },
    ({ id, body }: { id: string; body: EntityMappingSaveBody }) => ({ params: { code, id }, body }),
  );
  return { create, update };
}

export function useDeleteEntityMapping(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.entityMappingDelete,
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: entityMappingKeys.list(code) }) },
    (id: string) => ({ params: { code, id } }),
  );
}

/** A preview is a question, not a change: a mutation only because it posts a draft. */
export const useEntityMappingPreview = (code: string) =>
  useApiMutation(endpoints.entityMappingPreview, { form: true }, (body: EntityMappingPreviewBody) => ({ params: { code }, body }));
