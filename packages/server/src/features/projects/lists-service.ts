import type { ProjectScope } from './project-access.js';
import type { ProjectListsRepository } from './lists-repository.js';
import { permissionsOf } from '@sentio/domain';

/** The side lists of the analysis screens: tags in use, members, and the workspaces an analysis can move to. */
export class ProjectListService {
  constructor(private readonly lists: ProjectListsRepository) {}

  async tags(scope: ProjectScope) {
    return (await this.lists.tags(scope.id)).map((t) => ({ value: t, label: t }));
  }

  users(scope: ProjectScope) {
    return this.lists.members(scope.id);
  }

  /** The user's workspaces where they may manage analyses (the targets of a move), the current one selected. */
  async workspaces(scope: ProjectScope) {
    const rows = await this.lists.memberships(scope.userId);
    return rows
      .filter((r) => permissionsOf(r.role, r.custom_permissions).includes('PROJECT/MANAGE'))
      .map((r) => ({ id: r.id, name: r.name, selected: r.id === scope.id, projectCount: r.project_count }));
  }

}
