import { keepPreviousData } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys, type ProjectListQuery } from './keys';

/** One page of the analysis list; the previous page stays on screen while the next loads. */
export const useProjectList = (query: ProjectListQuery) =>
  useApiQuery(projectKeys.list(query), endpoints.projectList, { query }, { placeholderData: keepPreviousData });

/** Whether one more analysis fits the plan (PROJECT_COUNT); the create button waits for this answer. */
export const useProjectLimit = (enabled = true) =>
  useApiQuery(projectKeys.limit, endpoints.packageCheck, { query: { feature: 'PROJECT_COUNT' } }, { enabled, staleTime: 10_000 });

export const useRecentProjects = () => useApiQuery(projectKeys.recent, endpoints.projectRecent);

// Preset lists change rarely; one fetch per session is enough.
const presets = { staleTime: 5 * 60_000 };
export const useProjectTags = () => useApiQuery(projectKeys.options('tags'), endpoints.projectTags, undefined, presets);
export const useProjectIcons = () => useApiQuery(projectKeys.options('icons'), endpoints.projectIcons, undefined, presets);
export const useProjectColors = () => useApiQuery(projectKeys.options('colors'), endpoints.projectColors, undefined, presets);
export const useProjectSortOptions = () =>
  useApiQuery(projectKeys.options('sorts'), endpoints.projectSortOptions, undefined, presets);

export const useProjectWorkspaces = (enabled: boolean) =>
  useApiQuery(projectKeys.workspaces, endpoints.projectWorkspaces, undefined, { enabled });

export const useChannels = () => useApiQuery(projectKeys.channels, endpoints.channelList);

/** The workspace's models the wizard offers (one page of 100 is every model a workspace can hold). */
export const useWorkspaceModels = () =>
  useApiQuery(projectKeys.models, endpoints.modelList, { query: { tab: 'ALL', page: 0, size: 100 } });

export const useProjectDraft = (code: string | undefined) =>
  useApiQuery(
    projectKeys.draft(code ?? ''),
    endpoints.projectDraftGet,
    { params: { code: code ?? '' } },
    {
      enabled: Boolean(code),
      staleTime: Infinity,
    },
  );

export const useKeepLoaded = (code: string) =>
  useApiQuery(projectKeys.keepLoaded(code), endpoints.keepLoadedGet, { params: { code } });

export const useModelVersions = (code: string, modelId: string) =>
  useApiQuery(projectKeys.modelVersions(code, modelId), endpoints.modelVersions, { params: { id: modelId } });
