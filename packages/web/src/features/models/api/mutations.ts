import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type CategoryNode,
  type ModelCategory,
  type ModelDetail,
  type ModelSummary,
  type ModelUpdateBody,
  type PipelineStage,
} from '@sentio/domain';
import type { EndpointResult } from '../../../app/api/client';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { modelKeys } from './keys';

type ModelPage = EndpointResult<typeof endpoints.modelList>;

/** A fresh model answer replaces the cached detail; lists show names and tags, so they are refetched. */
function storeModel(queryClient: QueryClient, model: ModelDetail) {
  queryClient.setQueryData(modelKeys.detail(model.id), model);
  return queryClient.invalidateQueries({ queryKey: modelKeys.lists });
}

export function useCreateModel() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.modelCreate, {
    form: true,
    onSuccess: async (model) => {
      await storeModel(queryClient, model);
      await queryClient.invalidateQueries({ queryKey: modelKeys.limit });
    },
  });
}

export function useUpdateModel(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.modelUpdate,
    { form: true, onSuccess: (model) => storeModel(queryClient, model) },
    (body: ModelUpdateBody) => ({ params: { id }, body }),
  );
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.modelDelete,
    {
      onSuccess: async (_ok, id) => {
        queryClient.removeQueries({ queryKey: modelKeys.model(id) });
        await queryClient.invalidateQueries({ queryKey: modelKeys.lists });
        await queryClient.invalidateQueries({ queryKey: modelKeys.limit });
      },
    },
    (id: string) => ({ params: { id } }),
  );
}

/** The star flips at once on every cached list page and on the detail; a failure puts it back. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const setEverywhere = (id: string, favourite: boolean) => {
    queryClient.setQueriesData<ModelPage>({ queryKey: modelKeys.lists }, (page) =>
      page ? { ...page, content: page.content.map((m: ModelSummary) => (m.id === id ? { ...m, favourite } : m)) } : page,
    );
    queryClient.setQueryData<ModelDetail>(modelKeys.detail(id), (m) => (m ? { ...m, favourite } : m));
  };
  return useApiMutation(
    endpoints.modelFavourite,
    {
      onMutate: ({ id, favourite }) => setEverywhere(id, favourite),
      onError: (_error, { id, favourite }) => setEverywhere(id, !favourite),
      // The favourites tab must drop (or gain) the model.
      onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.lists }),
    },
    ({ id, favourite }: { id: string; favourite: boolean }) => ({ params: { id }, body: { favourite } }),
  );
}

export function useSavePipeline(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.modelPipeline,
    { form: true, onSuccess: (model) => storeModel(queryClient, model) },
    (stages: PipelineStage[]) => ({ params: { id }, body: { stages } }),
  );
}

export function useMakePublic(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.modelMakePublic,
    { form: true, onSuccess: (model) => storeModel(queryClient, model) },
    (input: { note: string; includeWeights: boolean }) => ({ params: { id }, body: input }),
  );
}

/**
 * Every category call answers the whole tree: it replaces the cached one. The model detail (labels, category count)
 * and the labelling screens depend on the tree, so the rest of the model is refetched.
 */
function useCategoryMutationOptions(id: string) {
  const queryClient = useQueryClient();
  return {
    form: true,
    onSuccess: async (tree: ModelCategory[]) => {
      queryClient.setQueryData(modelKeys.categories(id), tree);
      await queryClient.invalidateQueries({
        queryKey: modelKeys.model(id),
        predicate: (q) => q.queryKey[3] !== 'categories',
      });
    },
  };
}

export function useCreateCategory(id: string) {
  return useApiMutation(
    endpoints.modelCategoryCreate,
    useCategoryMutationOptions(id),
    (body: { name: string; parentId: string | null; aliases?: { en?: string; tr?: string } }) => ({
      params: { id },
      body: { name: body.name, parentId: body.parentId, aliases: body.aliases ?? {} },
    }),
  );
}

export interface CategoryChange {
  categoryId: string;
  name?: string;
  parentId?: string | null;
  aliases?: { en?: string; tr?: string };
}

export function useUpdateCategory(id: string) {
  return useApiMutation(
    endpoints.modelCategoryUpdate,
    useCategoryMutationOptions(id),
    ({ categoryId, ...body }: CategoryChange) => ({ params: { id, categoryId }, body }),
  );
}

export function useDeleteCategory(id: string) {
  return useApiMutation(endpoints.modelCategoryDelete, useCategoryMutationOptions(id), (categoryId: string) => ({
    params: { id, categoryId },
  }));
}

export function useImportCategories(id: string) {
  return useApiMutation(endpoints.modelCategoryImport, useCategoryMutationOptions(id), (categories: CategoryNode[]) => ({
    params: { id },
    body: { categories },
  }));
}
