import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the analyses' services arrive
export interface AnalysisServices {}

/** Root cause analyses: create, run (a job in a worker thread), nightly runs, topics (docs/root-causes.md). */
export function analysisPart(deps: ProjectAreaDeps): { routes: RouteDef[]; services: AnalysisServices } {
  void deps;
  return { routes: [], services: {} };
}
