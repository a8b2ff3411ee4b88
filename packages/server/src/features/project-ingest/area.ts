import { endpoints } from '@sentio/domain';
import { AppError } from '../../platform/errors.js';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

/** Placeholder routes (501) until this folder's services land. Replaced by the folder's own wiring. */
export function projectIngestArea(_deps: ProjectAreaDeps): { routes: RouteDef[]; services: Record<string, never> } {
  const todo = async (): Promise<never> => {
    throw new AppError(501, 'NotImplementedException', 'NOT_IMPLEMENTED');
  };
  return {
    routes: [
      route(endpoints.sourceList, todo),
      route(endpoints.sourceUpload, todo),
      route(endpoints.sourcePreview, todo),
      route(endpoints.sourceFieldTypes, todo),
      route(endpoints.sourceMatch, todo),
      route(endpoints.sourceDelete, todo),
      route(endpoints.sourceFailedRows, todo),
      route(endpoints.matchingTemplates, todo),
      route(endpoints.jsonIngest, todo),
      route(endpoints.pushSourceActivate, todo),
      route(endpoints.pushSourceGet, todo),
      publicRoute(endpoints.pushIngest, todo),
      route(endpoints.documentTest, todo),
      route(endpoints.dialogueTest, todo),
      route(endpoints.retryAll, todo),
      route(endpoints.retryOne, todo),
      route(endpoints.reevaluate, todo),
      route(endpoints.reevaluatable, todo),
      route(endpoints.taskGet, todo),
    ],
    services: {},
  };
}
