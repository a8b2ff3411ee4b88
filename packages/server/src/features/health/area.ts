import type { Db, DatabaseKind } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import { healthRoutes } from './routes.js';

/** The health check: the app is up and its database answers (and which kind of database it is). */
export function healthArea(deps: { db: Db; kind: DatabaseKind }): { routes: RouteDef[] } {
  return { routes: healthRoutes(deps.db, deps.kind) };
}
