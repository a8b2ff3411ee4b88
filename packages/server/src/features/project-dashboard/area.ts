import { endpoints } from '@sentio/domain';
import { sendDownload } from '../../platform/http/download.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { documentReads } from '../project-documents/reads.js';
import { SearchService, type SearchParts } from '../project-documents/search-service.js';
import type { ProjectRollupsServices } from '../project-rollups/area.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { DashboardService } from './dashboard-service.js';
import { ScanRepository } from './scan-repository.js';
import { DashboardSettingsRepository } from './settings-repository.js';
import { DashboardSettingsService } from './settings-service.js';
import { quadrantAxes, widgetKindInfos } from './widget-kinds.js';
import { WidgetRepository } from './widget-repository.js';
import { WidgetService } from './widget-service.js';

export interface ProjectDashboardServices {
  widgets: WidgetService;
  dashboard: DashboardService;
  settings: DashboardSettingsService;
}

/** Widgets, dashboards, NPS/CSAT and attribute settings of an analysis. */
export function projectDashboardArea(
  deps: ProjectAreaDeps,
  uses: { search: SearchParts; rollups: ProjectRollupsServices },
): { routes: RouteDef[]; services: ProjectDashboardServices } {
  const widgets = new WidgetService(new WidgetRepository(deps.db), deps.access);
  const dashboard = new DashboardService(
    new ScanRepository(deps.readDb, deps.config.timeZone),
    documentReads(deps.db, deps.access),
    deps.access,
    widgets,
    // Its drill-down search asks for no widgets: a search without a widget provider serves it.
    new SearchService(uses.search),
    uses.rollups.cube,
    deps.jobs,
    () => new Date(),
    deps.config.timeZone,
  );
  const settings = new DashboardSettingsService(
    new DashboardSettingsRepository(deps.db),
    deps.access,
    (workspaceId, projectId) => uses.rollups.rollups.rescore(workspaceId, projectId),
    uses.rollups.dimensions,
  );
  deps.jobs.register(dashboard.job);
  const ok = { ok: true as const };

  return {
    routes: [
      route(endpoints.widgetKinds, async ({ auth, params }) => {
        await deps.access.require(s(auth), params.code);
        return widgetKindInfos();
      }),
      route(endpoints.widgetList, ({ auth, params }) => widgets.list(s(auth), params.code)),
      route(endpoints.widgetUserAll, ({ auth, params }) => widgets.userAll(s(auth), params.code)),
      route(endpoints.widgetUserSelected, ({ auth, params, body }) => widgets.select(s(auth), params.code, body.widgetIds)),
      route(endpoints.widgetSave, ({ auth, params, body }) => widgets.save(s(auth), params.code, body)),
      route(endpoints.widgetDelete, async ({ auth, params }) => {
        await widgets.delete(s(auth), params.code, params.id);
        return ok;
      }),
      route(endpoints.widgetRequest, ({ auth, params, body }) => dashboard.request(s(auth), params.code, params.id, body)),
      route(endpoints.widgetCalculate, ({ auth, params, body }) => dashboard.calculate(s(auth), params.code, params.id, body)),
      route(endpoints.widgetResult, ({ auth, params }) => dashboard.result(s(auth), params.code, params.id)),
      route(endpoints.widgetExport, async ({ auth, params, query, body, reply }) => {
        const file = await dashboard.export(s(auth), params.code, params.id, query.type, body, query.csvStyle);
        await sendDownload(reply, file.fileName, file.mime, file.bytes);
        return '';
      }),
      route(endpoints.widgetSearch, ({ auth, params, body }) => dashboard.drillSearch(s(auth), params.code, params.id, body)),
      route(endpoints.quadrantAxisTypes, () => Promise.resolve(quadrantAxes())),
      route(endpoints.npsField, ({ auth, params }) => settings.npsField(s(auth), params.code)),
      route(endpoints.npsSettingsGet, ({ auth, params }) => settings.npsSettings(s(auth), params.code)),
      route(endpoints.npsSettingsSave, ({ auth, params, body }) => settings.saveNpsSettings(s(auth), params.code, body)),
      route(endpoints.attributeSettingsGet, ({ auth, params }) => settings.attributeSettings(s(auth), params.code)),
      route(endpoints.attributeSettingsSave, ({ auth, params, body }) =>
        settings.saveAttributeSettings(s(auth), params.code, body),
      ),
    ],
    services: { widgets, dashboard, settings },
  };
}
