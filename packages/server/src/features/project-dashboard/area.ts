import { endpoints, type Endpoint } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { errors } from '../../platform/errors.js';
import type { ProjectDocumentsServices } from '../project-documents/area.js';
import type { ProjectRollupsServices } from '../project-rollups/area.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

const placeholder = (e: Endpoint): RouteDef =>
  route(e, () => {
    throw errors.notFound('ROUTE_NOT_FOUND');
  });

/** Widgets, dashboards, NPS/CSAT and attribute settings of an analysis (issue 7). */
export function projectDashboardArea(
  _deps: ProjectAreaDeps,
  _uses: { documents: ProjectDocumentsServices; rollups: ProjectRollupsServices },
): { routes: RouteDef[]; services: Record<string, never> } {
  return {
    routes: [
      endpoints.widgetKinds,
      endpoints.widgetList,
      endpoints.widgetUserAll,
      endpoints.widgetUserSelected,
      endpoints.widgetSave,
      endpoints.widgetDelete,
      endpoints.widgetRequest,
      endpoints.widgetCalculate,
      endpoints.widgetResult,
      endpoints.widgetExport,
      endpoints.widgetSearch,
      endpoints.quadrantAxisTypes,
      endpoints.npsField,
      endpoints.npsSettingsGet,
      endpoints.npsSettingsSave,
      endpoints.attributeSettingsGet,
      endpoints.attributeSettingsSave,
    ].map(placeholder),
    services: {},
  };
}
