import { endpoints } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { NotificationRepository } from './repository.js';

const orNotFound = <T>(value: T | null): T => {
  if (value === null) throw errors.notFound();
  return value;
};

/** The seven in-app notification calls (docs/notifications-and-events.md), all scoped by the caller's user id. */
export function notificationRoutes(repo: NotificationRepository): RouteDef[] {
  return [
    route(endpoints.notifications, ({ query, auth }) => repo.page(auth.userId, query.page, query.size)),
    route(endpoints.markNotificationRead, async ({ body, auth }) => orNotFound(await repo.markRead(auth.userId, body.code))),
    route(endpoints.markAllNotificationsRead, async ({ auth }) => ({ updated: await repo.markAllRead(auth.userId) })),
    route(endpoints.notificationsAfter, async ({ query, auth }) =>
      orNotFound(await repo.around(auth.userId, query.code, 'after', query.size)),
    ),
    route(endpoints.notificationsBefore, async ({ query, auth }) =>
      orNotFound(await repo.around(auth.userId, query.code, 'before', query.size)),
    ),
    route(endpoints.deleteNotification, async ({ query, auth }) => {
      if (!(await repo.delete(auth.userId, query.code))) throw errors.notFound();
      return { ok: true as const };
    }),
    route(endpoints.notificationCount, ({ auth }) => repo.count(auth.userId)),
  ];
}
