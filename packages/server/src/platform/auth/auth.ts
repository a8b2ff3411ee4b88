import type { Permission } from '@sentio/domain';

/** The caller of a request, resolved from the session. Workspace-scoped queries take `workspace.id` from here, never from the client. */
export interface Auth {
  sessionId: string;
  /** Remember-me: the session lasts 30 days instead of ending with the browser. */
  remember: boolean;
  userId: string;
  email: string;
  userType: 'USER' | 'SYSTEM_ADMIN';
  language: 'en' | 'tr';
  workspace: WorkspaceScope | null;
}

export interface WorkspaceScope {
  id: string;
  code: string;
  name: string;
  accountId: string;
  role: string;
  permissions: readonly Permission[];
}

export interface RequestContext {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}
