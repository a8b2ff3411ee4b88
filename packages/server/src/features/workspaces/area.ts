import type { SessionRepository } from '../../platform/auth/session-repository.js';
import type { Db } from '../../platform/db/database.js';
import { transactionPort } from '../../platform/db/transaction.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventRepository } from '../events/repository.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PackageService } from '../packages/service.js';
import { AccountRepository } from '../roles/account-repository.js';
import { AccountScopes } from '../roles/account-scope.js';
import { RoleRepository } from '../roles/repository.js';
import { roleRoutes } from '../roles/routes.js';
import { RoleService } from '../roles/service.js';
import { AccountUsersRepository } from '../users/account-users-repository.js';
import { accountUserRoutes } from '../users/account-users-routes.js';
import { AccountUserService } from '../users/account-users-service.js';
import type { ActivityRepository } from '../users/activity-repository.js';
import type { UserRepository } from '../users/repository.js';
import { WorkspaceDeletionService, type WorkspaceFiles } from './deletion-service.js';
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
  sessions: SessionRepository;
  files: WorkspaceFiles;
}

export interface WorkspacesAreaServices {
  workspaces: WorkspaceService;
  roles: RoleService;
  accountUsers: AccountUserService;
}

/** Workspaces of an account: creation, members, roles and invitations; the account's custom roles and users. */
export function workspacesArea(deps: WorkspacesAreaDeps): { routes: RouteDef[]; services: WorkspacesAreaServices } {
  const scopes = new AccountScopes(new AccountRepository(deps.db));
  const roles = new RoleService(new RoleRepository(deps.db), scopes, deps.sessions);
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
    roles,
    deps.sessions,
  );
  const accountUsers = new AccountUserService(
    new AccountUsersRepository(deps.db),
    deps.users,
    scopes,
    roles,
    workspaces,
    deps.packages,
    deps.activity,
    deps.sessions,
  );
  const deletion = new WorkspaceDeletionService(
    new WorkspaceRepository(deps.db),
    scopes,
    deps.files,
    deps.sessions,
    deps.events,
    deps.activity,
  );
  return {
    routes: [...workspaceRoutes(workspaces, deletion), ...roleRoutes(roles, scopes), ...accountUserRoutes(accountUsers)],
    services: { workspaces, roles, accountUsers },
  };
}
