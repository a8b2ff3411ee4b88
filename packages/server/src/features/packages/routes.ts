import { endpoints } from '@sentio/domain';
import { route, scope, type RouteDef } from '../../platform/http/route.js';
import type { PackageService } from './service.js';

/** Plans belong to the account that owns the session's workspace. */
export function packageRoutes(packages: PackageService): RouteDef[] {
  return [
    route(endpoints.packageCheck, ({ auth, query }) => packages.check(scope(auth).accountId, query.feature)),
    route(endpoints.packagePlan, ({ auth }) => packages.plan(scope(auth).accountId)),
    route(endpoints.accountFeatures, ({ auth }) => packages.features(scope(auth).accountId)),
    route(endpoints.accountFeature, ({ auth, params }) => packages.feature(scope(auth).accountId, params.code)),
  ];
}
