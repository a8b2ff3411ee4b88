import type { SessionRepository } from '../../platform/auth/session-repository.js';
import type { Db } from '../../platform/db/database.js';
import { RegistrationRules } from '../accounts/repository.js';
import { transactionPort } from '../../platform/db/transaction.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PackageRepository } from '../packages/repository.js';
import type { ActivityRepository } from '../users/activity-repository.js';
import { UserRepository } from '../users/repository.js';
import type { UserService } from '../users/service.js';
import { WorkspaceRepository } from '../workspaces/repository.js';
import { AuthRepository } from './repository.js';
import { authRoutes } from './routes.js';
import { AuthService } from './service.js';

export interface AuthAreaDeps {
  /** SENTIO_OPERATOR_EMAILS (config): made operators at registration. */
  operatorEmails?: readonly string[];
  db: Db;
  users: UserRepository;
  userService: UserService;
  packages: PackageRepository;
  sessions: SessionRepository;
  activity: ActivityRepository;
  notifier: Notifier;
  mailer: Mailer;
  publicUrl: string;
}

/** Sign-up, e-mail verification, sign-in and out, password reset. */
export function authArea(deps: AuthAreaDeps): { routes: RouteDef[] } {
  const auth = new AuthService(
    new AuthRepository(deps.db),
    deps.users,
    transactionPort(deps.db, (tx) => ({
      users: new UserRepository(tx),
      workspaces: new WorkspaceRepository(tx),
      registration: new RegistrationRules(tx, deps.operatorEmails ?? []),
    })),
    deps.packages,
    deps.sessions,
    deps.activity,
    deps.userService,
    deps.notifier,
    deps.mailer,
    deps.publicUrl,
  );
  // Cookies are marked Secure whenever the app is served over https.
  return { routes: authRoutes(auth, { secureCookies: deps.publicUrl.startsWith('https://') }) };
}
