import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ModelTable } from '../../platform/db/schema-models.js';
import type { ProjectModelTable, ProjectTable } from '../../platform/db/schema-projects.js';

/** The reads behind ProjectAccess: an analysis by code or id, and its model links with the model rows. */
export class ProjectAccessRepository {
  constructor(private readonly db: Db) {}

  async byCode(workspaceId: string, code: string): Promise<Selectable<ProjectTable> | undefined> {
    return this.db
      .selectFrom('project')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  async byId(workspaceId: string, projectId: string): Promise<Selectable<ProjectTable> | undefined> {
    return this.db
      .selectFrom('project')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', projectId)
      .executeTakeFirst();
  }

  /** The analysis's channel codes, alphabetical. */
  async channelCodes(project: { id: string; workspace_id: string }): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project_channel')
      .select('channel_code')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('channel_code')
      .execute();
    return rows.map((r) => r.channel_code);
  }

  /** The analysis's model links in their order, and the model rows they point at. */
  async modelLinks(project: {
    id: string;
    workspace_id: string;
  }): Promise<{ links: Selectable<ProjectModelTable>[]; models: Selectable<ModelTable>[] }> {
    const links = await this.db
      .selectFrom('project_model')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
    if (links.length === 0) return { links, models: [] };
    const models = await this.db
      .selectFrom('model')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where(
        'id',
        'in',
        links.map((l) => l.model_id),
      )
      .execute();
    return { links, models };
  }
}
