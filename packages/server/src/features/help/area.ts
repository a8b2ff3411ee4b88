import { helpEndpoints as e } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { HelpRepository } from './repository.js';
import { HelpService } from './service.js';

/** The learning center (docs/tour-and-help.md): the operator-set videos of its guides. */
export function helpArea(deps: { db: Db }) {
  const service = new HelpService(new HelpRepository(deps.db));
  const routes: RouteDef[] = [
    route(e.helpVideos, () => service.videos()),
    route(e.helpVideoSave, ({ auth, body }) => service.save(auth.userId, body)),
  ];
  return { routes, services: { help: service } };
}
