import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ModelTable } from '../../platform/db/schema-models.js';

/** The reads and the one write behind ModelAccess. */
export class ModelAccessRepository {
  constructor(private readonly db: Db) {}

  async byId(workspaceId: string, modelId: string): Promise<Selectable<ModelTable> | undefined> {
    return this.db
      .selectFrom('model')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', modelId)
      .executeTakeFirst();
  }

  /** Every category of the model (the tree, unordered). */
  async categories(model: { id: string; workspace_id: string }) {
    return this.db
      .selectFrom('model_category')
      .select(['id', 'parent_id', 'name', 'position'])
      .where('workspace_id', '=', model.workspace_id)
      .where('model_id', '=', model.id)
      .execute();
  }

  async touchLabels(workspaceId: string, modelId: string): Promise<void> {
    await this.db
      .updateTable('model')
      .set({ labels_changed_at: sql<Date>`now()` })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', modelId)
      .execute();
  }
}
