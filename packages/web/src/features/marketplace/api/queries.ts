import { keepPreviousData } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { marketplaceKeys, type ModelTemplateListQuery, type ProjectTemplateListQuery } from './keys';

/** One page of model templates; the previous page stays on screen while the next loads. */
export const useModelTemplates = (query: ModelTemplateListQuery, enabled = true) =>
  useApiQuery(marketplaceKeys.modelList(query), endpoints.modelTemplateList, { query }, { placeholderData: keepPreviousData, enabled });

export const useProjectTemplates = (query: ProjectTemplateListQuery, enabled = true) =>
  useApiQuery(marketplaceKeys.projectList(query), endpoints.projectTemplateList, { query }, { placeholderData: keepPreviousData, enabled });

/** Tags of every template the viewer sees (both kinds), most used first. */
export const useTemplateTags = () => useApiQuery(marketplaceKeys.tags, endpoints.marketplaceTags, undefined, { staleTime: 60_000 });

export const useModelTemplate = (id: string) =>
  useApiQuery(marketplaceKeys.modelDetail(id), endpoints.modelTemplateDetail, { params: { id } }, { enabled: Boolean(id) });

export const useProjectTemplate = (id: string) =>
  useApiQuery(marketplaceKeys.projectDetail(id), endpoints.projectTemplateDetail, { params: { id } }, { enabled: Boolean(id) });
