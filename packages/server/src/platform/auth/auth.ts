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
  /**
   * Accounts the user owns or represents (docs/workspaces-and-users.md, "Account managers"): what `ACCOUNT/MANAGE`
   * routes may touch besides an operator's every account. Absent in hand-made test callers: none.
   */
  managedAccountIds?: readonly string[];
}

export interface WorkspaceScope {
  id: string;
  code: string;
  name: string;
  accountId: string;
  role: string;
  permissions: readonly Permission[];
  /** The workspace's account is suspended (docs/accounts-admin.md): its workspace calls answer ACCOUNT_SUSPENDED. */
  suspended?: boolean;
}

export interface RequestContext {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}
