import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { CubeService } from './cube-service.js';
import { RollupService } from './rollup-service.js';

export interface ProjectRollupsServices {
  cube: CubeService;
  rollups: RollupService;
}

/** The rollups behind the dashboards: no routes of their own; the cube is what the dashboard and the search read. */
export function projectRollupsArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: ProjectRollupsServices } {
  return { routes: [], services: { cube: new CubeService(deps.db), rollups: new RollupService(deps.db) } };
}
