import type { RouteDef } from '../../platform/http/route.js';
import type { OutboxRepository } from '../../platform/mail/outbox-repository.js';
import { adminRoutes } from './routes.js';

/** The system administrator's views (the mail outbox). */
export function adminArea(deps: { outbox: OutboxRepository }): { routes: RouteDef[] } {
  return { routes: adminRoutes(deps.outbox) };
}
