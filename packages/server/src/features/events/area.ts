import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import { EventRepository } from './repository.js';
import { eventRoutes } from './routes.js';

/** The event stream open screens poll; every area that changes something adds to it. */
export function eventsArea(deps: { db: Db }): { routes: RouteDef[]; services: { events: EventRepository } } {
  const events = new EventRepository(deps.db);
  return { routes: eventRoutes(events), services: { events } };
}
