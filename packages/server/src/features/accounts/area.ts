import type { Db } from '../../platform/db/database.js';
import { transactionPort } from '../../platform/db/transaction.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { PackageRepository } from '../packages/repository.js';
import type { PackageService } from '../packages/service.js';
import { AccountRepository, AccountWrites } from './repository.js';
import { accountRoutes } from './routes.js';
import { AccountService } from './service.js';

/** The operator's accounts, packages and usage statistics (docs/accounts-admin.md). */
export function accountsArea(deps: {
  db: Db;
  packages: PackageService;
  packageRepo: PackageRepository;
  mailer: Mailer;
  publicUrl: string;
  sessionCache: { clear(): void };
}): { routes: RouteDef[]; services: { accounts: AccountService } } {
  const accounts = new AccountService(
    new AccountRepository(deps.db),
    transactionPort(deps.db, (tx) => new AccountWrites(tx)),
    deps.packageRepo,
    deps.mailer,
    deps.publicUrl,
    deps.sessionCache,
  );
  return { routes: accountRoutes(accounts, deps.packages), services: { accounts } };
}
