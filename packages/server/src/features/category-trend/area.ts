import type { RouteDef } from '../../platform/http/route.js';
import { documentReads } from '../project-documents/reads.js';
import type { Cube } from '../project-rollups/cube.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { categoryTrendRoutes } from './routes.js';
import { CategoryTrendService } from './trend-service.js';

export interface CategoryTrendServices {
  trend: CategoryTrendService;
}

/**
 * The reports tab's category trend (docs/reports.md#category-trend): no tables of its own, it reads the dashboard's
 * cube (the rollups, or the documents under the search's filter) and buckets as the trend widget does.
 */
export function categoryTrendArea(
  deps: ProjectAreaDeps,
  uses: { cube: Cube },
): { routes: RouteDef[]; services: CategoryTrendServices } {
  const trend = new CategoryTrendService({
    access: deps.access,
    reads: documentReads(deps.db, deps.access),
    cube: uses.cube,
    timeZone: deps.config.timeZone,
  });
  return { routes: categoryTrendRoutes(trend), services: { trend } };
}
