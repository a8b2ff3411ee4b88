import { endpoints, type Endpoint } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { errors } from '../../platform/errors.js';
import type { ProjectDocumentsServices } from '../project-documents/area.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

const placeholder = (e: Endpoint): RouteDef =>
  route(e, () => {
    throw errors.notFound('ROUTE_NOT_FOUND');
  });

/** Saved views of an analysis's documents (issue 7): quick filters, virtual categories, content groups. */
export function projectViewsArea(
  _deps: ProjectAreaDeps,
  _uses: { documents: ProjectDocumentsServices },
): { routes: RouteDef[]; services: Record<string, never> } {
  return {
    routes: [
      endpoints.bookmarkList,
      endpoints.bookmarkCreate,
      endpoints.bookmarkUpdate,
      endpoints.bookmarkDelete,
      endpoints.virtualCategoryList,
      endpoints.virtualCategorySave,
      endpoints.virtualCategoryTransactions,
      endpoints.virtualCategoryDelete,
      endpoints.contentGroupDocuments,
      endpoints.contentGroupSave,
      endpoints.contentGroupTransactions,
      endpoints.contentGroupTransform,
    ].map(placeholder),
    services: {},
  };
}
