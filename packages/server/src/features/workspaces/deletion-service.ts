import type { Auth, RequestContext } from '../../platform/auth/auth.js';
import type { SessionRepository } from '../../platform/auth/session-repository.js';
import { errors } from '../../platform/errors.js';
import type { EventRepository } from '../events/repository.js';
import type { AccountScopes } from '../roles/account-scope.js';
import type { ActivityRepository } from '../users/activity-repository.js';
import type { WorkspaceRepository } from './repository.js';

/** The stored files of a workspace live under its id (`{workspaceId}/projects/…`, `{workspaceId}/models/…`). */
export interface WorkspaceFiles {
  deletePrefix(prefix: string): Promise<void>;
}

/** PostgreSQL's foreign-key violation: a row elsewhere still points into the workspace. */
const isForeignKeyViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23503';

/**
 * Deleting a workspace of an account (docs/workspaces-and-users.md, "Deleting a workspace"): an account manager of
 * its account or an operator, the workspace's name typed as confirmation, never the account's last workspace. The
 * rows go in one statement through the database's cascades, then the files; a member whose session was in it is
 * left without a workspace until they switch, and their workspace menu refreshes by the membership event.
 */
export class WorkspaceDeletionService {
  constructor(
    private readonly repo: WorkspaceRepository,
    private readonly scopes: AccountScopes,
    private readonly files: WorkspaceFiles,
    private readonly sessions: SessionRepository,
    private readonly events: EventRepository,
    private readonly activity: ActivityRepository,
  ) {}

  async delete(auth: Auth, code: string, confirm: string, ctx: RequestContext): Promise<void> {
    const workspace = await this.repo.byCode(code);
    if (!workspace) throw errors.notFound();
    // Refuses an account the caller does not manage (or a suspended one, unless an operator).
    await this.scopes.resolve(auth, workspace.accountId);
    if (confirm.trim() !== workspace.name) throw errors.badRequest('WORKSPACE_CONFIRM_MISMATCH', 'confirm');
    if ((await this.repo.countInAccount(workspace.accountId)) <= 1) throw errors.conflict('WORKSPACE_LAST');
    const members = await this.repo.memberIds(workspace.id);
    try {
      await this.repo.deleteWorkspace(workspace.id);
    } catch (e) {
      if (isForeignKeyViolation(e)) throw errors.conflict('WORKSPACE_DELETE_FAILED');
      throw e;
    }
    await this.files.deletePrefix(workspace.id);
    for (const userId of members) {
      this.sessions.forgetUser(userId);
      await this.events.add({
        type: 'WORKSPACE_MEMBERSHIP_CHANGED',
        userId,
        workspaceId: null,
        payload: { workspaceCode: workspace.code },
      });
    }
    await this.activity.add(auth.userId, 'ACTION', 'WORKSPACE_DELETED', ctx, { workspace: workspace.name });
  }
}
