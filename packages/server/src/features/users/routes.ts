import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { UserService } from './service.js';

const ok = { ok: true as const };

export function userRoutes(users: UserService): RouteDef[] {
  return [
    route(endpoints.me, ({ auth }) => users.me(auth)),
    route(endpoints.updateMe, ({ auth, body, ctx }) => users.update(auth, body, ctx)),
    route(endpoints.switchWorkspace, ({ auth, body, ctx }) => users.switchWorkspace(auth, body.workspaceCode, ctx)),
    route(endpoints.changePassword, async ({ auth, body, ctx }) => {
      await users.changePassword(auth, body.currentPassword, body.newPassword, ctx);
      return ok;
    }),
    route(endpoints.otpSetup, ({ auth }) => users.otpSetup(auth)),
    route(endpoints.otpEnable, ({ auth, body, ctx }) => users.otpEnable(auth, body.code, ctx)),
    route(endpoints.otpDisable, ({ auth, body, ctx }) => users.otpDisable(auth, body.password, ctx)),
    route(endpoints.activity, ({ auth, query }) => users.activityPage(auth, query.page, query.size)),
    route(endpoints.notificationSettings, ({ auth }) => users.notificationSettings(auth)),
    route(endpoints.updateNotificationSettings, ({ auth, body }) => users.saveNotificationSettings(auth, body.settings)),
  ];
}
