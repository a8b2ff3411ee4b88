import type { User } from '@sentio/domain';
import { json, mockApi, renderAt, userWith, type Call } from './api';
import { ProjectDataTab } from '../../features/project-data';
import { categoryTree, documentOf, docId, fields, projectDetail, searchResponse } from './analysis-fixtures';

export { json, userWith, type Call };

type Routes = Record<string, (call: Call) => Response>;

/** The answers the tab needs to render, overridable per test. */
export function defaultRoutes(over: Routes = {}): Routes {
  return {
    'POST /api/project/care/document/search': () => json(searchResponse([documentOf(docId, 'Parcel arrived late and broken')])),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    'GET /api/project/document/sort/option': () =>
      json([
        { value: 'CONTENT_DATE_DESC', label: 'Newest' },
        { value: 'RELEVANCE', label: 'Relevance' },
      ]),
    'GET /api/project/care/field': () => json(fields),
    'GET /api/project/care/labels': () => json([]),
    ...over,
  };
}

export const dataUrl = (query = 'sd=2026-01-01T00&ed=2026-03-31T24') => `/project/detail/care?tab=project_data&${query}`;

/** The tab under its real route, with the API answered by `routes`. */
export function renderTab(url: string, routes: Routes = defaultRoutes(), user: User = userWith('ANALYST')) {
  const calls = mockApi(routes);
  const router = renderAt([{ path: '/project/detail/:code', element: <ProjectDataTab project={projectDetail()} /> }], url, user);
  return { calls, router, searches: () => calls.filter((c) => c.path === '/api/project/care/document/search') };
}
