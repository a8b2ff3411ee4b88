import { endpoints } from '@sentio/domain';
import { publicRoute, route, scope, type RouteDef } from '../../platform/http/route.js';
import type { WorkspaceDeletionService } from './deletion-service.js';
import type { WorkspaceService } from './service.js';

export function workspaceRoutes(workspaces: WorkspaceService, deletion: WorkspaceDeletionService): RouteDef[] {
  return [
    route(endpoints.workspaces, ({ auth }) => workspaces.list(auth)),
    route(endpoints.createWorkspace, ({ auth, body, ctx }) => workspaces.create(auth, scope(auth), body, ctx)),
    route(endpoints.members, ({ auth }) => workspaces.members(scope(auth))),
    route(endpoints.memberUpdate, ({ auth, params, body, ctx }) =>
      workspaces.updateMember(auth, scope(auth), params.userId, body.role, ctx),
    ),
    route(endpoints.memberRemove, async ({ auth, params, ctx }) => {
      await workspaces.removeMember(auth, scope(auth), params.userId, ctx);
      return { ok: true as const };
    }),
    route(endpoints.workspaceRoleOptions, ({ auth }) => workspaces.roleOptions(scope(auth))),
    route(endpoints.invitations, ({ auth }) => workspaces.invitations(scope(auth))),
    route(endpoints.invite, ({ auth, body, ctx }) => workspaces.invite(auth, scope(auth), body, ctx)),
    route(endpoints.revokeInvitation, async ({ auth, params }) => {
      await workspaces.revoke(scope(auth), params.id);
      return { ok: true as const };
    }),
    route(endpoints.accountWorkspaceDelete, async ({ auth, params, query, ctx }) => {
      await deletion.delete(auth, params.code, query.confirm, ctx);
      return { ok: true as const };
    }),
    publicRoute(endpoints.invitationPreview, ({ params }) => workspaces.preview(params.token)),
    route(endpoints.acceptInvitation, ({ auth, params, ctx }) => workspaces.accept(auth, params.token, ctx)),
  ];
}
