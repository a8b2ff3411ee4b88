import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CustomerSettingTable } from '../../platform/db/schema-customers.js';

export type SettingRow = Selectable<CustomerSettingTable>;

/** The customer settings row and the re-link's reads and writes (docs/customers.md). */
export class CustomerSettingsRepository {
  constructor(private readonly db: Db) {}

  get(workspaceId: string): Promise<SettingRow | undefined> {
    return this.db.selectFrom('customer_setting').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst();
  }

  /** The row locked for a change (created with the defaults first when the workspace has none). */
  async lock(workspaceId: string): Promise<SettingRow> {
    await this.db
      .insertInto('customer_setting')
      .values({ workspace_id: workspaceId })
      .onConflict((oc) => oc.column('workspace_id').doNothing())
      .execute();
    return this.db
      .selectFrom('customer_setting')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  async update(workspaceId: string, values: Updateable<CustomerSettingTable>): Promise<void> {
    await this.db.updateTable('customer_setting').set(values).where('workspace_id', '=', workspaceId).execute();
  }

  /** Attribute codes of the workspace's analyses with their names and analysis codes. */
  attributes(workspaceId: string) {
    return this.db
      .selectFrom('project_attribute as a')
      .innerJoin('project as p', 'p.id', 'a.project_id')
      .select(['a.code', 'a.name', 'p.code as projectCode', 'p.id as projectId'])
      .where('a.workspace_id', '=', workspaceId)
      .where('p.workspace_id', '=', workspaceId)
      .orderBy('a.code')
      .orderBy('p.code')
      .execute();
  }

  /** Analyses of the workspace by code or id (drafts too: their attributes may already be mapped). */
  projects(workspaceId: string) {
    return this.db.selectFrom('project').select(['id', 'code']).where('workspace_id', '=', workspaceId).execute();
  }

  async countDocuments(workspaceId: string): Promise<number> {
    const r = await this.db
      .selectFrom('project_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /**
   * Sets the customer key of the next `limit` documents after `afterId` (id order) from the current mapping; returns
   * how many were read and the last id. Only changed keys are written (the statement trigger then moves their counts).
   */
  async relinkBatch(workspaceId: string, afterId: string | null, limit: number): Promise<{ read: number; lastId: string | null }> {
    const batch = await this.db
      .selectFrom('project_document')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .$if(afterId !== null, (qb) => qb.where('id', '>', afterId ?? ''))
      .orderBy('id')
      .limit(limit)
      .execute();
    if (batch.length === 0) return { read: 0, lastId: null };
    const first = batch[0]?.id ?? '';
    const last = batch[batch.length - 1]?.id ?? '';
    await sql`update project_document d set customer_key = x.value
      from (select d2.id, sentio_customer_value(d2.attributes -> sentio_customer_attribute(d2.project_id)) as value
            from project_document d2
            where d2.workspace_id = ${workspaceId} and d2.id >= ${first} and d2.id <= ${last}) x
      where d.id = x.id and d.workspace_id = ${workspaceId} and d.customer_key is distinct from x.value`.execute(this.db);
    return { read: batch.length, lastId: last };
  }

  /** Recounts the workspace's customers from its documents (each profile field: the newest document carrying it). */
  async rebuild(workspaceId: string): Promise<void> {
    await sql`select sentio_customer_rebuild(${workspaceId}::uuid)`.execute(this.db);
  }
}
