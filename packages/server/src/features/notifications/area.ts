import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventRepository } from '../events/repository.js';
import { Notifier } from './notifier.js';
import { NotificationRepository } from './repository.js';
import { notificationRoutes } from './routes.js';
import { NotificationSettingsRepository } from './settings-repository.js';

export interface NotificationsAreaDeps {
  db: Db;
  events: EventRepository;
  mailer: Mailer;
  publicUrl: string;
}

/** In-app notifications and their e-mail copies, by each user's settings. */
export function notificationsArea(deps: NotificationsAreaDeps): {
  routes: RouteDef[];
  services: { notifier: Notifier; settings: NotificationSettingsRepository };
} {
  const notifications = new NotificationRepository(deps.db);
  const settings = new NotificationSettingsRepository(deps.db);
  const notifier = new Notifier(notifications, settings, deps.events, deps.mailer, deps.publicUrl);
  return { routes: notificationRoutes(notifications), services: { notifier, settings } };
}
