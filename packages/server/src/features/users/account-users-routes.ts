import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { AccountUserService } from './account-users-service.js';

/** Account users (ACCOUNT/MANAGE) and the operator's list of every user (SYSTEM/ADMIN). */
export function accountUserRoutes(accountUsers: AccountUserService): RouteDef[] {
  return [
    route(endpoints.accountUsers, ({ auth, query }) => accountUsers.list(auth, query)),
    route(endpoints.accountUserAdd, ({ auth, query, body, ctx }) => accountUsers.add(auth, query.accountId, body, ctx)),
    route(endpoints.accountUserUpdate, ({ auth, query, params, body, ctx }) =>
      accountUsers.update(auth, query.accountId, params.id, body, ctx),
    ),
    route(endpoints.accountUserRemove, async ({ auth, query, params, ctx }) => {
      await accountUsers.remove(auth, query.accountId, params.id, ctx);
      return { ok: true as const };
    }),
    route(endpoints.adminUsers, ({ query }) => accountUsers.adminList(query)),
    route(endpoints.adminUserUpdate, ({ auth, params, body, ctx }) => accountUsers.adminUpdate(auth, params.id, body, ctx)),
  ];
}
