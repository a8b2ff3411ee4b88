import { widgetKinds, type User, type WidgetResult } from '@sentio/domain';
import { json, mockApi, renderAt, userWith, type Call } from '../../../shared/test/api';
import { projectDetail, searchResponse } from '../../../shared/test/analysis-fixtures';
import { ProjectDashboardTab } from '../ProjectDashboardTab';
import { widgetResult } from './fixtures';

export { json, userWith, type Call };
type Routes = Record<string, (call: Call) => Response>;

export const allWidgets = (): WidgetResult[] => widgetKinds.map((kind) => widgetResult(kind));

export const searchPath = '/api/project/care/document/search';

export function routesWith(widgets: WidgetResult[], over: Routes = {}): Routes {
  return { [`POST ${searchPath}`]: () => json(searchResponse([], { widgets })), ...over };
}

export const dashboardUrl = (query = 'sd=2026-03-01T00&ed=2026-03-31T24&csd=2026-02-01T00&ced=2026-02-28T24') =>
  `/project/detail/care?tab=cx_dashboard&${query}`;

/** The CX dashboard tab under its real route, with the API answered by `routes`. */
export function renderDashboard(url: string, routes: Routes, user: User = userWith('ANALYST')) {
  const calls = mockApi(routes);
  const router = renderAt(
    [{ path: '/project/detail/:code', element: <ProjectDashboardTab project={projectDetail()} /> }],
    url,
    user,
  );
  const params = () => new URLSearchParams(router.state.location.search);
  return { calls, router, params, searches: () => calls.filter((c) => c.path === searchPath) };
}
