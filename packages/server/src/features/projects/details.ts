import type { ProjectDetail } from '@sentio/domain';
import { viewerRulesOf, type ProjectAccess, type ProjectRow, type ProjectScope } from './project-access.js';
import type { ProjectListsRepository } from './lists-repository.js';
import { presentDetail } from './presenter.js';
import type { ProjectRepository, ProjectViewer } from './repository.js';
import type { ModelViewer } from './rules.js';

export const viewerOf = (scope: ProjectScope): ModelViewer & ProjectViewer => ({
  workspaceId: scope.id,
  userId: scope.userId,
  seesPrivate: scope.permissions.includes('APPLICATION/ADMIN'),
  seesPrivateModels: scope.permissions.includes('MODEL/APPROVE'),
});

/** Builds the detail JSON of an analysis; shared by every call that answers with ProjectDetail. */
export class ProjectDetails {
  constructor(
    readonly repo: ProjectRepository,
    readonly lists: ProjectListsRepository,
    readonly access: ProjectAccess,
  ) {}

  async of(row: ProjectRow): Promise<ProjectDetail> {
    const [extras, models, attributes] = await Promise.all([
      this.repo.extras(row.workspace_id, [row], viewerRulesOf(row)),
      this.access.models(row),
      this.lists.attributes(row),
    ]);
    const versionIds = models.flatMap((m) => (m.model.deployed_version_id ? [m.model.deployed_version_id] : []));
    const [versionNames, valueCounts] = await Promise.all([
      this.lists.versionNames(row.workspace_id, versionIds),
      this.lists.attributeValueCounts(
        row,
        attributes.map((a) => a.code),
      ),
    ]);
    return presentDetail(row, { extras, models, versionNames, attributes, valueCounts });
  }
}
