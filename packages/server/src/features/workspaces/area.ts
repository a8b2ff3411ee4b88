import type { Db } from '../../platform/db/database.js';
import { transactionPort } from '../../platform/db/transaction.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventRepository } from '../events/repository.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PackageService } from '../packages/service.js';
import type { ActivityRepository } from '../users/activity-repository.js';
import type { UserRepository } from '../users/repository.js';
import { WorkspaceRepository } from './repository.js';
import { workspaceRoutes } from './routes.js';
import { WorkspaceService } from './service.js';

export interface WorkspacesAreaDeps {
  db: Db;
  users: UserRepository;
  packages: PackageService;
  activity: ActivityRepository;
  events: EventRepository;
  notifier: Notifier;
  mailer: Mailer;
  publicUrl: string;
}

/** Workspaces of an account: creation, members, roles and invitations. */
export function workspacesArea(deps: WorkspacesAreaDeps): { routes: RouteDef[] } {
  const workspaces = new WorkspaceService(
    new WorkspaceRepository(deps.db),
    transactionPort(deps.db, (tx) => new WorkspaceRepository(tx)),
    deps.users,
    deps.packages,
    deps.activity,
    deps.events,
    deps.notifier,
    deps.mailer,
    deps.publicUrl,
  );
  return { routes: workspaceRoutes(workspaces) };
}
