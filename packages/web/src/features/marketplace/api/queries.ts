import { keepPreviousData } from '@tanstack/react-query';
import { endpoints, type SenseType } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { modelKeys } from '../../models';
import { marketplaceKeys, type ModelTemplateListQuery, type ProjectTemplateListQuery } from './keys';

/** One page of model templates; the previous page stays on screen while the next loads. */
export const useModelTemplates = (query: ModelTemplateListQuery, enabled = true) =>
  useApiQuery(
    marketplaceKeys.modelList(query),
    endpoints.modelTemplateList,
    { query },
    { placeholderData: keepPreviousData, enabled },
  );

export const useProjectTemplates = (query: ProjectTemplateListQuery, enabled = true) =>
  useApiQuery(
    marketplaceKeys.projectList(query),
    endpoints.projectTemplateList,
    { query },
    { placeholderData: keepPreviousData, enabled },
  );

/** Tags of every template the viewer sees (both kinds), most used first. */
export const useTemplateTags = () =>
  useApiQuery(marketplaceKeys.tags, endpoints.marketplaceTags, undefined, { staleTime: 60_000 });

/** A template's detail; the page shows a missing (or another workspace's private) template itself, as "not found". */
export const useModelTemplate = (id: string) =>
  useApiQuery(
    marketplaceKeys.modelDetail(id),
    endpoints.modelTemplateDetail,
    { params: { id } },
    { enabled: Boolean(id), meta: { handlesErrors: true } },
  );

export const useProjectTemplate = (id: string) =>
  useApiQuery(
    marketplaceKeys.projectDetail(id),
    endpoints.projectTemplateDetail,
    { params: { id } },
    { enabled: Boolean(id), meta: { handlesErrors: true } },
  );

/**
 * The workspace's models of one sense type: the replacements a template's model may be swapped for (the models
 * area's list call and cache; the server checks that the pick is the workspace's and of the same sense type).
 */
export const useReplacementModels = (senseType: SenseType, enabled: boolean) => {
  const query = { senseType, size: 100, page: 0 };
  return useApiQuery(modelKeys.list(query), endpoints.modelList, { query }, { enabled, staleTime: 30_000 });
};
