import { keepPreviousData } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { workspaceKeys } from '../../workspace';
import { modelKeys, type ModelListQuery } from './keys';

/** One page of the model list; the previous page stays on screen while the next loads. */
export const useModelList = (query: ModelListQuery) =>
  useApiQuery(modelKeys.list(query), endpoints.modelList, { query }, { placeholderData: keepPreviousData });

/** Whether one more model fits the plan (MODEL_COUNT); the create button waits for this answer. */
export const useModelLimit = (enabled = true) =>
  useApiQuery(modelKeys.limit, endpoints.packageCheck, { query: { feature: 'MODEL_COUNT' } }, { enabled, staleTime: 10_000 });

export const useModelCategories = (id: string, enabled = true) =>
  useApiQuery(modelKeys.categories(id), endpoints.modelCategories, { params: { id } }, { enabled: enabled && Boolean(id) });

/** The workspace's members (same cache as the workspace area) for the owner filter; needs MEMBER/READ. */
export const useWorkspaceMembers = (enabled: boolean) =>
  useApiQuery(workspaceKeys.members, endpoints.members, undefined, { enabled });
