import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { projectScope as s } from '../projects/project-access.js';
import type { CategoryTrendService } from './trend-service.js';

export function categoryTrendRoutes(trend: CategoryTrendService): RouteDef[] {
  return [
    // Counts over the analysis's documents when the rollups cannot answer: through the heavy-call limiter (docs/load.md).
    route(endpoints.categoryTrend, ({ auth, params, body }) => trend.trend(s(auth), params.code, body), { cost: 'heavy' }),
  ];
}
