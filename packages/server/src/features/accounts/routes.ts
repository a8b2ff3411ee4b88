import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { PackageService } from '../packages/service.js';
import type { AccountService } from './service.js';

const ok = { ok: true } as const;

/** Installation operators only (SYSTEM/ADMIN, enforced by the route layer): accounts, packages, statistics. */
export function accountRoutes(accounts: AccountService, packages: PackageService): RouteDef[] {
  return [
    route(endpoints.adminAccountList, ({ query }) => accounts.list(query)),
    route(endpoints.adminAccountCreate, ({ auth, body }) => accounts.create(auth, body)),
    route(endpoints.adminAccountGet, ({ params }) => accounts.get(params.id)),
    route(endpoints.adminAccountUpdate, ({ auth, params, body }) => accounts.update(auth, params.id, body)),
    route(endpoints.adminAccountSuspend, async ({ params }) => (await accounts.setSuspended(params.id, true), ok)),
    route(endpoints.adminAccountResume, async ({ params }) => (await accounts.setSuspended(params.id, false), ok)),
    route(endpoints.adminAccountUsage, ({ params, query }) => accounts.usage(params.id, query.months)),
    route(endpoints.adminAccountUsers, ({ params }) => accounts.users(params.id)),
    route(endpoints.adminPackageList, () => packages.adminList()),
    route(endpoints.adminPackageCreate, ({ body }) => packages.adminCreate(body)),
    route(endpoints.adminPackageGet, ({ params }) => packages.adminGet(params.id)),
    route(endpoints.adminPackageUpdate, ({ params, body }) => packages.adminUpdate(params.id, body)),
    route(endpoints.adminPackageDelete, async ({ params }) => (await packages.adminDelete(params.id), ok)),
    route(endpoints.adminStatistics, ({ query }) => accounts.statistics(query.months)),
  ];
}
