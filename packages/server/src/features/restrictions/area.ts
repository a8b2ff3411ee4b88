import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import { RestrictionRepository } from './repository.js';
import { restrictionRoutes } from './routes.js';
import { RestrictionService } from './service.js';

/**
 * Data restrictions (docs/data-restrictions.md). `service` is also the lookup ProjectAccess and the gate read: build
 * this area before ProjectAccess.
 */
export function restrictionsArea(deps: { db: Db }): { routes: RouteDef[]; service: RestrictionService } {
  const service = new RestrictionService(new RestrictionRepository(deps.db));
  return { routes: restrictionRoutes(service), service };
}
