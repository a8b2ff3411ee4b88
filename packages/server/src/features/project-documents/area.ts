import { endpoints } from '@sentio/domain';
import { AppError } from '../../platform/errors.js';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

/** Placeholder routes (501) until this folder's services land. Replaced by the folder's own wiring. */
export function projectDocumentsArea(_deps: ProjectAreaDeps): { routes: RouteDef[]; services: Record<string, never> } {
  const todo = async (): Promise<never> => {
    throw new AppError(501, 'NotImplementedException', 'NOT_IMPLEMENTED');
  };
  return {
    routes: [
      route(endpoints.documentSearch, todo),
      route(endpoints.documentFacet, todo),
      route(endpoints.fieldFacet, todo),
      route(endpoints.documentGet, todo),
      route(endpoints.documentAlerted, todo),
      route(endpoints.documentCountAndLastDate, todo),
      route(endpoints.documentDelete, todo),
      route(endpoints.documentAlert, todo),
      route(endpoints.documentReviewed, todo),
      route(endpoints.documentNote, todo),
      route(endpoints.documentTrash, todo),
      route(endpoints.documentMark, todo),
      route(endpoints.documentsApprove, todo),
      route(endpoints.documentExport, todo),
      route(endpoints.exportDownload, todo),
      route(endpoints.labelList, todo),
      route(endpoints.labelCreate, todo),
      route(endpoints.audit, todo),
      route(endpoints.feedbackSend, todo),
      route(endpoints.feedbackCounts, todo),
    ],
    services: {},
  };
}
