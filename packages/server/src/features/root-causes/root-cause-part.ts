import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the root causes' services arrive
export interface RootCauseServices {}

/** Root causes: confirm topics (background updates with undo), merge, assign, keywords (docs/root-causes.md). */
export function rootCausePart(deps: ProjectAreaDeps): { routes: RouteDef[]; services: RootCauseServices } {
  void deps;
  return { routes: [], services: {} };
}
