import { mayRemove } from '@sentio/domain';
import type { Selectable } from 'kysely';
import type { Auth, WorkspaceScope } from '../../platform/auth/auth.js';
import type { ModelTable } from '../../platform/db/schema-models.js';
import type { ProjectModelTable, ProjectTable } from '../../platform/db/schema-projects.js';
import { errors } from '../../platform/errors.js';
import type { ProjectAccessRepository } from './access-repository.js';

export type ProjectRow = Selectable<ProjectTable>;

/** The session's workspace and user: what every call of the projects area is scoped and checked by. */
export interface ProjectScope extends WorkspaceScope {
  userId: string;
  /** The user's UI language: names with an alias are shown in it (docs/aliases.md); absent for jobs and seeds. */
  language?: 'en' | 'tr';
}
export function projectScope(auth: Auth): ProjectScope {
  if (!auth.workspace) throw errors.noWorkspace();
  return { ...auth.workspace, userId: auth.userId, language: auth.language };
}

/** A model of an analysis, with its per-analysis switches and the model's own row. */
export interface ProjectModelRow {
  link: Selectable<ProjectModelTable>;
  model: Selectable<ModelTable>;
}

/** Admins and the owner open a PRIVATE analysis; everyone else gets PROJECT_ACCESS_DENIED (our reading of privacy). */
export const seesProject = (scope: ProjectScope, row: Pick<ProjectRow, 'visibility' | 'owner_id'>): boolean =>
  row.visibility !== 'PRIVATE' || row.owner_id === scope.userId || scope.permissions.includes('APPLICATION/ADMIN');

/**
 * The one way every feature of the projects area loads an analysis: by code within the session's workspace. Another
 * workspace's analysis is 404 like a missing one (codes cannot be probed); a private one the user may not see is
 * 401 PROJECT_ACCESS_DENIED; a DRAFT (unfinished wizard) is found only when asked for.
 */
export class ProjectAccess {
  constructor(private readonly repo: ProjectAccessRepository) {}

  async require(scope: ProjectScope, code: string, options: { allowDraft?: boolean } = {}): Promise<ProjectRow> {
    const row = await this.repo.byCode(scope.id, code);
    if (!row || (row.status === 'DRAFT' && !options.allowDraft)) throw errors.notFound('ANALYSIS_NOT_FOUND');
    if (!seesProject(scope, row)) throw errors.projectAccessDenied();
    return row;
  }

  /**
   * An analysis the caller may rename, move or delete: deleting one destroys every document in it, so beyond the
   * manage permission it takes its creator or a manager (docs/workspaces-and-users.md). Others get PERMISSION_DENIED.
   */
  async requireRemovable(scope: ProjectScope, code: string, options: { allowDraft?: boolean } = {}): Promise<ProjectRow> {
    const row = await this.require(scope, code, options);
    if (!mayRemove(scope.permissions, scope.userId, row.owner_id)) throw errors.permissionDenied();
    return row;
  }

  /** For background jobs, which carry ids: the analysis of that workspace, or null when it was deleted meanwhile. */
  async byId(workspaceId: string, projectId: string): Promise<ProjectRow | null> {
    return (await this.repo.byId(workspaceId, projectId)) ?? null;
  }

  /** The analysis's channel codes, alphabetical (the first is where a document without a channel goes). */
  async channelCodes(project: Pick<ProjectRow, 'id' | 'workspace_id'>): Promise<string[]> {
    return this.repo.channelCodes(project);
  }

  /** The models of an analysis in their order, with the model rows (deployed version, sense type, threshold). */
  async models(project: Pick<ProjectRow, 'id' | 'workspace_id'>): Promise<ProjectModelRow[]> {
    const { links, models } = await this.repo.modelLinks(project);
    const byId = new Map(models.map((m) => [m.id, m]));
    return links.flatMap((link) => {
      const model = byId.get(link.model_id);
      return model ? [{ link, model }] : [];
    });
  }
}
