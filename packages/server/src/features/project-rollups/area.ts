import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { Cube } from './cube.js';

export interface ProjectRollupsServices {
  cube: Cube;
}

/** The rollups behind the dashboards: no routes of their own; the cube is what the dashboard and the search read. */
export function projectRollupsArea(_deps: ProjectAreaDeps): { routes: RouteDef[]; services: ProjectRollupsServices } {
  const cube: Cube = {
    query: () => Promise.reject(new Error('the cube is not built yet')),
  };
  return { routes: [], services: { cube } };
}
