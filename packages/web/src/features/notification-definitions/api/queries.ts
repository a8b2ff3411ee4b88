import { actionEndpoints, endpoints, notificationDefinitionEndpoints as api } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { notificationDefinitionKeys as keys } from './keys';

/** The analysis's notification definitions, by name, each with its last run and next due time. */
export const useNotificationDefinitions = (code: string, enabled = true) =>
  useApiQuery(keys.list(code), api.notificationDefinitionList, { params: { code } }, { enabled });

/** The last 20 runs of a definition, newest first. */
export const useNotificationRuns = (code: string, id: string) =>
  useApiQuery(keys.runs(code, id), api.notificationDefinitionRuns, { params: { code, id } });

/** Workspace members a definition can mail (every member may read them). */
export const useReceiverPeople = (enabled = true) =>
  useApiQuery(keys.people, actionEndpoints.actionPeople, undefined, { staleTime: 60_000, enabled });

/** The category trees of the analysis's models (the category a share threshold watches). */
export const useCategoryTrees = (code: string, enabled: boolean) =>
  useApiQuery(keys.categoryTree(code), endpoints.projectCategoryTree, { params: { code } }, { enabled, staleTime: 60_000 });
