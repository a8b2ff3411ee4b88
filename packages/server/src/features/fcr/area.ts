import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area grows
export interface FcrServices {}

/** First-call resolution (docs/first-call-resolution.md): the settings, the report and the topic-based sub-reports. */
export function fcrArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: FcrServices } {
  void deps;
  return { routes: [], services: {} };
}
