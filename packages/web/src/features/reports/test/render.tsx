import { json, mockApi, renderAt, userWith, type Call } from '../../../shared/test/api';
import { projectDetail } from '../../../shared/test/analysis-fixtures';
import { ReportsTab } from '../index';
import { availability, base, summary } from './fixtures';

/** The reports tab of the `care` analysis at `query`, with the calls every view makes answered. */
export function renderReports(
  query: string,
  routes: Record<string, (call: Call) => Response> = {},
  role: 'MANAGER' | 'ANALYST' = 'MANAGER',
) {
  const calls = mockApi({
    [`GET ${base}/efficiency/report/available`]: () => json(availability()),
    [`GET ${base}/reports`]: () => json([summary()]),
    [`GET ${base}/modelCategories/tree`]: () =>
      json([
        {
          modelCode: 'topics',
          modelName: 'Topics',
          senseType: 'CATEGORY',
          categories: [
            { id: 'c-delivery', name: 'Delivery', parentId: null, path: 'Delivery', count: 10 },
            { id: 'c-payment', name: 'Payment', parentId: null, path: 'Payment', count: 5 },
          ],
        },
      ]),
    ...routes,
  });
  const router = renderAt(
    [{ path: '/project/detail/:code', element: <ReportsTab project={projectDetail()} /> }],
    `/project/detail/care?tab=reports${query ? `&${query}` : ''}`,
    userWith(role),
  );
  const params = () => new URLSearchParams(router.state.location.search);
  return { calls, router, params };
}
