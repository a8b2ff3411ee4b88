import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface MemberRow {
  id: string;
  name: string;
  email: string;
}

/** Workspace members: who may be made responsible, follow, be mentioned or have realised a corrective action. */
export class MemberRepository {
  constructor(private readonly db: Db) {}

  /** Every member, by name. */
  async list(workspaceId: string): Promise<MemberRow[]> {
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select(['u.id', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'), 'u.email'])
      .where('m.workspace_id', '=', workspaceId)
      .orderBy('name')
      .execute();
  }

  /** The members among `userIds` (others are not members of this workspace, or do not exist). */
  async members(workspaceId: string, userIds: readonly string[]): Promise<MemberRow[]> {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select(['u.id', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'), 'u.email'])
      .where('m.workspace_id', '=', workspaceId)
      .where('m.user_id', 'in', [...userIds])
      .execute();
  }
}
