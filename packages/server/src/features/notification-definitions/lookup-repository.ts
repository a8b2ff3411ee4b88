import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface MemberRow {
  id: string;
  email: string;
  language: string;
  name: string;
}

/** What a definition is checked against and mailed to: the analysis's attributes and categories, the workspace's members. */
export class LookupRepository {
  constructor(private readonly db: Db) {}

  async attributeCodes(workspaceId: string, projectId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('project_attribute')
      .select('code')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .execute();
    return new Set(rows.map((r) => r.code));
  }

  async categoryExists(workspaceId: string, modelId: string, categoryId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('model_category')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where(sql`id::text`, '=', categoryId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Members of the workspace with one of `roles`, or with one of the user ids `ids`. */
  async members(workspaceId: string, by: { roles?: readonly string[]; ids?: readonly string[] }): Promise<MemberRow[]> {
    const roles = by.roles ?? [];
    const ids = (by.ids ?? []).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (roles.length === 0 && ids.length === 0) return [];
    return this.db
      .selectFrom('workspace_member as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.email', 'u.language', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name')])
      .where('m.workspace_id', '=', workspaceId)
      .where((eb) =>
        eb.or([
          ...(roles.length > 0 ? [eb('m.role', 'in', [...roles])] : []),
          ...(ids.length > 0 ? [eb('u.id', 'in', ids)] : []),
        ]),
      )
      .orderBy('u.email')
      .execute();
  }
}
