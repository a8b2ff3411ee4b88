import { mayRemove } from '@sentio/domain';
import type { Selectable } from 'kysely';
import type { Auth, WorkspaceScope } from '../../platform/auth/auth.js';
import type { ModelTable } from '../../platform/db/schema-models.js';
import type { ProjectModelTable, ProjectTable } from '../../platform/db/schema-projects.js';
import { errors } from '../../platform/errors.js';
import type { ViewerRule } from '../restrictions/repository.js';
import type { ProjectAccessRepository } from './access-repository.js';

/**
 * Where an analysis loaded for a restricted viewer carries the viewer's attribute rules (docs/data-restrictions.md).
 * A symbol, so the rules travel with the row through spreads into the catalogue and the search plan but never reach
 * SQL (`set(row)`) or JSON.
 */
export const viewerRulesKey: unique symbol = Symbol('viewerRules');

export type ProjectRow = Selectable<ProjectTable> & { readonly [viewerRulesKey]?: readonly ViewerRule[] };

/** A member's data restriction in a workspace: allowed analysis ids (null: all) and attribute rules. */
export interface ViewerRestriction {
  projectIds: ReadonlySet<string> | null;
  rules: readonly ViewerRule[];
}

/** The one lookup of a viewer's restriction (features/restrictions): null when the member is not restricted. */
export interface RestrictionLookup {
  forViewer(workspaceId: string, userId: string): Promise<ViewerRestriction | null>;
}

/** The attribute rules an analysis row was loaded with for its viewer; empty when the viewer is not restricted by attribute. */
export const viewerRulesOf = (row: ProjectRow): readonly ViewerRule[] => row[viewerRulesKey] ?? [];

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
  constructor(
    private readonly repo: ProjectAccessRepository,
    private readonly restrictions?: RestrictionLookup,
  ) {}

  /**
   * A restricted viewer (docs/data-restrictions.md): an analysis outside their allowed list is 404 like a missing
   * one; an allowed one comes back carrying their attribute rules, which the catalogue puts into every search plan.
   */
  async require(scope: ProjectScope, code: string, options: { allowDraft?: boolean } = {}): Promise<ProjectRow> {
    const [row, restriction] = await Promise.all([this.repo.byCode(scope.id, code), this.viewerRestriction(scope)]);
    if (!row || (row.status === 'DRAFT' && !options.allowDraft)) throw errors.notFound('ANALYSIS_NOT_FOUND');
    if (restriction?.projectIds && !restriction.projectIds.has(row.id)) throw errors.notFound('ANALYSIS_NOT_FOUND');
    if (!seesProject(scope, row)) throw errors.projectAccessDenied();
    return restriction && restriction.rules.length > 0 ? { ...row, [viewerRulesKey]: restriction.rules } : row;
  }

  /** The session user's restriction in the session's workspace; null when open (or no lookup is wired). */
  async viewerRestriction(scope: Pick<ProjectScope, 'id' | 'userId'>): Promise<ViewerRestriction | null> {
    return this.restrictions ? this.restrictions.forViewer(scope.id, scope.userId) : null;
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
