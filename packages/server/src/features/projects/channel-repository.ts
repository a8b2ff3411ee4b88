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

  /**
   * How many analyses (drafts included: their wizard refers to it; and those that take it as their proxy channel)
   * and models name a channel: a channel in use cannot be deleted.
   */
  async usageOf(workspaceId: string, code: string): Promise<{ projects: number; models: number }> {
    const [projects, models] = await Promise.all([
      this.db
        .selectFrom('project as p')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('p.workspace_id', '=', workspaceId)
        .where((eb) =>
          eb.or([
            eb('p.proxy_channel', '=', code),
            eb.exists(
              eb
                .selectFrom('project_channel as pc')
                .select('pc.project_id')
                .whereRef('pc.project_id', '=', 'p.id')
                .where('pc.channel_code', '=', code),
            ),
          ]),
        )
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('model')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('workspace_id', '=', workspaceId)
        .where(sql<boolean>`channels @> ${JSON.stringify([code])}::jsonb`)
        .executeTakeFirstOrThrow(),
    ]);
    return { projects: projects.n, models: models.n };
  }
}
