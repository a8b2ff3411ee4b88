import type { Db } from '../../platform/db/database.js';
import type { ProjectRow } from '../projects/project-access.js';
import type { StoredSettings } from '../projects/settings.js';

/** The SQL behind the dashboard settings: the analysis's attributes, and its settings column. */
export class DashboardSettingsRepository {
  constructor(private readonly db: Db) {}

  attributes(project: Pick<ProjectRow, 'id' | 'workspace_id'>) {
    return this.db
      .selectFrom('project_attribute')
      .select(['code', 'name', 'type'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
  }

  async writeSettings(project: Pick<ProjectRow, 'id' | 'workspace_id'>, settings: StoredSettings): Promise<void> {
    await this.db
      .updateTable('project')
      .set({ settings: JSON.stringify(settings), updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('id', '=', project.id)
      .execute();
  }
}
