import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area grows
export interface CustomerServices {}

/** Customers (docs/customers.md): the customers list and detail, the customer settings and the background re-link. */
export function customersArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: CustomerServices } {
  void deps;
  return { routes: [], services: {} };
}
