import { restrictionEndpoints as e } from '@sentio/domain';
import { route, scope, type RouteDef } from '../../platform/http/route.js';
import type { RestrictionService } from './service.js';

/** The data-restriction calls (docs/data-restrictions.md), all in the session's workspace. */
export function restrictionRoutes(service: RestrictionService): RouteDef[] {
  return [
    route(e.memberRestriction, ({ auth, params }) => service.get(scope(auth), params.userId)),
    route(e.memberRestrictionSave, ({ auth, params, body }) =>
      service.save({ ...scope(auth), userId: auth.userId }, params.userId, body),
    ),
    route(e.restrictionOptions, ({ auth }) => service.options(scope(auth))),
    route(e.myRestriction, ({ auth }) => service.mine({ ...scope(auth), userId: auth.userId })),
  ];
}
