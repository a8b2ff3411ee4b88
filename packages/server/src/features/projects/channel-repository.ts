import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ChannelTable } from '../../platform/db/schema-projects.js';

export type ChannelRow = Selectable<ChannelTable>;

/** SQL of the workspace's channels. */
export class ChannelRepository {
  constructor(private readonly db: Db) {}

  async list(workspaceId: string): Promise<ChannelRow[]> {
    return this.db
      .selectFrom('channel')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_at')
      .orderBy('code')
      .execute();
  }

  async codes(workspaceId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('channel').select('code').where('workspace_id', '=', workspaceId).execute();
    return new Set(rows.map((r) => r.code));
  }

  /** Inserts the channels a workspace lacks; existing codes are left as their users changed them. */
  async insertMissing(
    workspaceId: string,
    channels: readonly { code: string; name: string; description: string; image: string | null }[],
  ): Promise<void> {
    if (channels.length === 0) return;
    await this.db
      .insertInto('channel')
      .values(channels.map((c) => ({ workspace_id: workspaceId, ...c })))
      .onConflict((oc) => oc.columns(['workspace_id', 'code']).doNothing())
      .execute();
  }

  async upsert(
    workspaceId: string,
    c: { code: string; name: string; description: string; image: string | null },
  ): Promise<ChannelRow> {
    return this.db
      .insertInto('channel')
      .values({ workspace_id: workspaceId, ...c })
      .onConflict((oc) =>
        oc.columns(['workspace_id', 'code']).doUpdateSet({ name: c.name, description: c.description, image: c.image }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(workspaceId: string, code: string): Promise<void> {
    await this.db.deleteFrom('channel').where('workspace_id', '=', workspaceId).where('code', '=', code).execute();
  }

  /** Per channel code, the analyses and models of the workspace that use it. */
  async usage(workspaceId: string): Promise<Map<string, number>> {
    const [projects, models] = await Promise.all([
      this.db
        .selectFrom('project_channel as pc')
        .innerJoin('project as p', 'p.id', 'pc.project_id')
        .select(['pc.channel_code as code', sql<number>`count(*)::int`.as('n')])
        .where('pc.workspace_id', '=', workspaceId)
        .where('p.status', '=', 'ACTIVE')
        .groupBy('pc.channel_code')
        .execute(),
      this.db
        .selectFrom('model as m')
        .select([sql<string>`jsonb_array_elements_text(m.channels)`.as('code')])
        .where('m.workspace_id', '=', workspaceId)
        .execute(),
    ]);
    const out = new Map<string, number>();
    for (const p of projects) out.set(p.code, (out.get(p.code) ?? 0) + p.n);
    for (const m of models) out.set(m.code, (out.get(m.code) ?? 0) + 1);
    return out;
  }

  /** Whether a channel is named by any analysis (drafts included: their wizard refers to it) or any model. */
  async inUse(workspaceId: string, code: string): Promise<boolean> {
    const [project, model] = await Promise.all([
      this.db
        .selectFrom('project_channel')
        .select('project_id')
        .where('workspace_id', '=', workspaceId)
        .where('channel_code', '=', code)
        .limit(1)
        .executeTakeFirst(),
      this.db
        .selectFrom('model')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where(sql<boolean>`channels @> ${JSON.stringify([code])}::jsonb`)
        .limit(1)
        .executeTakeFirst(),
    ]);
    const proxy = await this.db
      .selectFrom('project')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('proxy_channel', '=', code)
      .limit(1)
      .executeTakeFirst();
    return project !== undefined || model !== undefined || proxy !== undefined;
  }
}
