import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { OutboxRepository } from '../../platform/mail/outbox-repository.js';

/** Installation operators only (SYSTEM/ADMIN): the outbox holds every customer's mail. */
export function adminRoutes(outbox: OutboxRepository): RouteDef[] {
  return [route(endpoints.outbox, ({ query }) => outbox.page(query))];
}
