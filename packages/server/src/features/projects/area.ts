import { endpoints } from '@sentio/domain';
import { AppError } from '../../platform/errors.js';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from './deps.js';

/** Placeholder routes (501) until this folder's services land. Replaced by the folder's own wiring. */
export function projectsArea(_deps: ProjectAreaDeps): { routes: RouteDef[]; services: Record<string, never> } {
  const todo = async (): Promise<never> => {
    throw new AppError(501, 'NotImplementedException', 'NOT_IMPLEMENTED');
  };
  return {
    routes: [
      route(endpoints.projectList, todo),
      route(endpoints.projectWorkspaces, todo),
      route(endpoints.projectRecent, todo),
      route(endpoints.projectTags, todo),
      route(endpoints.projectIcons, todo),
      route(endpoints.projectColors, todo),
      route(endpoints.projectUserList, todo),
      route(endpoints.projectSortOptions, todo),
      route(endpoints.documentSortOptions, todo),
      route(endpoints.projectGet, todo),
      route(endpoints.projectCreate, todo),
      route(endpoints.projectDraftGet, todo),
      route(endpoints.projectDraftSave, todo),
      route(endpoints.projectPatch, todo),
      route(endpoints.projectDelete, todo),
      route(endpoints.projectDeleteInvalid, todo),
      route(endpoints.fileUpload, todo),
      route(endpoints.usableDateFields, todo),
      route(endpoints.channelList, todo),
      route(endpoints.channelSave, todo),
      route(endpoints.channelDelete, todo),
      route(endpoints.fieldList, todo),
      route(endpoints.fieldSave, todo),
      route(endpoints.fieldTypes, todo),
      route(endpoints.projectModels, todo),
      route(endpoints.projectCategoryTree, todo),
      route(endpoints.settingsSave, todo),
      route(endpoints.advancedSettingsSave, todo),
      route(endpoints.keepLoadedGet, todo),
      route(endpoints.keepLoadedSave, todo),
      route(endpoints.predictionSwitch, todo),
      route(endpoints.aspectSentimentSwitch, todo),
    ],
    services: {},
  };
}
