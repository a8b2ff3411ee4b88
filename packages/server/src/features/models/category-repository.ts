import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CategoryRow } from './model-access.js';

export type CategoryRecord = CategoryRow & { name_key: string; aliases: { en?: string; tr?: string } };

export class CategoryRepository {
  constructor(private readonly db: Db) {}

  all(workspaceId: string, modelId: string): Promise<CategoryRecord[]> {
    return this.db
      .selectFrom('model_category')
      .select(['id', 'parent_id', 'name', 'name_key', 'position', 'aliases'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .execute();
  }

  /** Label assignments per label id over the documents that are not discarded. */
  async labelCounts(workspaceId: string, modelId: string): Promise<Map<string, number>> {
    const { rows } = await sql<{ label: string; n: number }>`
      select l.label, count(*)::int as n
      from model_document d cross join lateral jsonb_array_elements_text(d.label_ids) as l(label)
      where d.workspace_id = ${workspaceId} and d.model_id = ${modelId} and d.status <> 'DISCARDED'
      group by l.label`.execute(this.db);
    return new Map(rows.map((r) => [r.label, r.n]));
  }

  async insert(input: {
    workspaceId: string;
    modelId: string;
    parentId: string | null;
    name: string;
    nameKey: string;
    aliases: { en?: string | undefined; tr?: string | undefined };
    position: number;
  }): Promise<string> {
    const row = await this.db
      .insertInto('model_category')
      .values({
        workspace_id: input.workspaceId,
        model_id: input.modelId,
        parent_id: input.parentId,
        name: input.name,
        name_key: input.nameKey,
        aliases: JSON.stringify(input.aliases),
        position: input.position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    workspaceId: string,
    id: string,
    patch: { name?: string; nameKey?: string; parentId?: string | null; position?: number; aliases?: object },
  ): Promise<void> {
    await this.db
      .updateTable('model_category')
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.nameKey !== undefined ? { name_key: patch.nameKey } : {}),
        ...(patch.parentId !== undefined ? { parent_id: patch.parentId } : {}),
        ...(patch.position !== undefined ? { position: patch.position } : {}),
        ...(patch.aliases !== undefined ? { aliases: JSON.stringify(patch.aliases) } : {}),
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the categories (children go with their parent) and takes their ids off the documents. */
  async delete(workspaceId: string, modelId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    await this.db.deleteFrom('model_category').where('workspace_id', '=', workspaceId).where('id', 'in', ids).execute();
    return this.removeLabels(workspaceId, modelId, ids);
  }

  /**
   * Takes label ids off the model's documents; a labelled document left without labels is unmarked again.
   * Returns how many documents that train the model changed.
   */
  async removeLabels(workspaceId: string, modelId: string, ids: readonly string[]): Promise<number> {
    const array = sql`array[${sql.join(ids.map((id) => sql`${id}`))}]::text[]`;
    const rows = await this.db
      .updateTable('model_document')
      .set({
        label_ids: sql`label_ids - ${array}`,
        status: sql<string>`case when jsonb_array_length(label_ids - ${array}) = 0 and status <> 'DISCARDED'
          then 'UNMARKED' else status end`,
      })
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where(sql<boolean>`label_ids ?| ${array}`)
      .returning('status')
      .execute();
    return rows.length;
  }
}
