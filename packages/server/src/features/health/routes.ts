import { endpoints } from '@sentio/domain';
import { pingDatabase, type Db, type DatabaseKind } from '../../platform/db/database.js';
import { publicRoute, type RouteDef } from '../../platform/http/route.js';

export function healthRoutes(db: Db, kind: DatabaseKind): RouteDef[] {
  return [
    publicRoute(endpoints.health, async () => {
      await pingDatabase(db);
      return { status: 'ok' as const, database: kind };
    }),
  ];
}
