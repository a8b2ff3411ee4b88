import { endpoints } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db, DatabaseKind } from '../../platform/db/database.js';
import { publicRoute, type RouteDef } from '../../platform/http/route.js';

export function healthRoutes(db: Db, kind: DatabaseKind): RouteDef[] {
  return [
    publicRoute(endpoints.health, async () => {
      // A real round trip: "ok" means the database answers, not only that the process is up.
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: kind };
    }),
  ];
}
