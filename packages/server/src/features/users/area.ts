import type { SessionRepository } from '../../platform/auth/session-repository.js';
import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { EventRepository } from '../events/repository.js';
import type { Notifier } from '../notifications/notifier.js';
import type { NotificationSettingsRepository } from '../notifications/settings-repository.js';
import { ActivityRepository } from './activity-repository.js';
import { UserRepository } from './repository.js';
import { userRoutes } from './routes.js';
import { UserService } from './service.js';

export interface UsersAreaDeps {
  db: Db;
  sessions: SessionRepository;
  notificationSettings: NotificationSettingsRepository;
  events: EventRepository;
  notifier: Notifier;
  tenantName: string;
}

export interface UsersAreaServices {
  users: UserService;
  /** Read by sign-up and the workspaces (members, invitations). */
  repo: UserRepository;
  activity: ActivityRepository;
}

/** The signed-in user: profile, password, sessions, activity. */
export function usersArea(deps: UsersAreaDeps): { routes: RouteDef[]; services: UsersAreaServices } {
  const repo = new UserRepository(deps.db);
  const activity = new ActivityRepository(deps.db);
  const users = new UserService(
    repo,
    deps.sessions,
    activity,
    deps.notificationSettings,
    deps.events,
    deps.notifier,
    deps.tenantName,
  );
  return { routes: userRoutes(users), services: { users, repo, activity } };
}
