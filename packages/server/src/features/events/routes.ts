import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { EventRepository } from './repository.js';

/** Events are thin enough that the repository is the service: the writers are the services that change state. */
export function eventRoutes(events: EventRepository): RouteDef[] {
  return [
    route(endpoints.eventCheckpoint, async () => ({ id: await events.checkpoint() })),
    route(endpoints.events, ({ query, auth }) =>
      events.after({ lastId: query.lastId, userId: auth.userId, workspaceId: auth.workspace?.id ?? null }),
    ),
    route(endpoints.eventDuration, async ({ body, auth }) => {
      await events.addDuration({ userId: auth.userId, workspaceId: auth.workspace?.id ?? null, ...body });
      return { ok: true as const };
    }),
  ];
}
