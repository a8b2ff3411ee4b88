import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { AccountScopes } from './account-scope.js';
import type { RoleService } from './service.js';

/** The account the caller manages, and its custom roles (ACCOUNT/MANAGE). */
export function roleRoutes(roles: RoleService, scopes: AccountScopes): RouteDef[] {
  return [
    route(endpoints.accountManagement, ({ auth, query }) => scopes.management(auth, query.accountId)),
    route(endpoints.accountRoles, ({ auth, query }) => roles.list(auth, query.accountId)),
    route(endpoints.accountRoleCreate, ({ auth, query, body }) => roles.create(auth, query.accountId, body)),
    route(endpoints.accountRoleUpdate, ({ auth, params, body }) => roles.update(auth, params.id, body)),
    route(endpoints.accountRoleDelete, async ({ auth, params }) => {
      await roles.delete(auth, params.id);
      return { ok: true as const };
    }),
  ];
}
