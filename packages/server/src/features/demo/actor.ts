import { rolePermissions, workspaceRoles, type WorkspaceRole } from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import type { ModelScope } from '../models/model-access.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { DemoTarget } from './repository.js';

/**
 * A system actor acting as one user in one workspace: the seeds (first start, and the home's "sample data" button)
 * drive the same services the API does, and those read only the user and the workspace, never the session.
 */
export interface DemoActor {
  auth: Auth;
  ws: ModelScope;
  scope: ProjectScope;
  viewer: { workspaceId: string; userId: string; seesPrivate: boolean; approves: boolean };
}

export function demoActor(target: DemoTarget): DemoActor {
  const { user, workspace } = target;
  const role: WorkspaceRole = (workspaceRoles as readonly string[]).includes(workspace.role)
    ? (workspace.role as WorkspaceRole)
    : 'ANALYST';
  const ws: ModelScope = { ...workspace, permissions: rolePermissions[role], userId: user.id };
  const auth: Auth = {
    sessionId: 'demo-seed',
    remember: false,
    userId: user.id,
    email: user.email,
    userType: user.userType,
    language: user.language,
    workspace: ws,
  };
  return {
    auth,
    ws,
    scope: { ...workspace, permissions: rolePermissions[role], userId: user.id },
    viewer: { workspaceId: ws.id, userId: user.id, seesPrivate: true, approves: true },
  };
}
