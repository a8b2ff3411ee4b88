import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface NoticeUserRow {
  id: string;
  name: string;
  email: string;
  language: string;
}

/** Who hears about an action and in which language (docs/actions.md). */
export class NoticeRepository {
  constructor(private readonly db: Db) {}

  async followerIds(actionId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('action_follower').select('user_id').where('action_id', '=', actionId).execute();
    return rows.map((r) => r.user_id);
  }

  /**
   * The users among `ids` who are still members of the action's workspace (someone who left hears nothing more of
   * it), with the e-mail address and language their notices are written for.
   */
  async recipients(workspaceId: string, ids: readonly string[]): Promise<NoticeUserRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select(['u.id', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'), 'u.email', 'u.language'])
      .where('m.workspace_id', '=', workspaceId)
      .where('m.user_id', 'in', [...ids])
      .execute();
  }

  /** The name a notice gives the person who acted. */
  async userName(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('app_user as u')
      .select(sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'))
      .where('u.id', '=', id)
      .executeTakeFirst();
    return row?.name ?? null;
  }
}
