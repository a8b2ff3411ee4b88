import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area grows
export interface JourneyServices {}

/** Customer journeys (docs/customer-journeys.md): journeys with their steps, and the per-step report. */
export function customerJourneysArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: JourneyServices } {
  void deps;
  return { routes: [], services: {} };
}
