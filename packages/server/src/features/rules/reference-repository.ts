import { permissionsOf, type Permission } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

export interface MemberGrant {
  role: string;
  permissions: Permission[];
}

/** What a rule's fields and actions refer to in its analysis and workspace (read to validate a save). */
export class ReferenceRepository {
  constructor(private readonly db: Db) {}

  async attributeCodes(projectId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('project_attribute').select('code').where('project_id', '=', projectId).execute();
    return new Set(rows.map((r) => r.code));
  }

  async modelIds(projectId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('project_model').select('model_id').where('project_id', '=', projectId).execute();
    return new Set(rows.map((r) => r.model_id));
  }

  /** `modelId:categoryId` of the categories among `pairs` that exist in this workspace. */
  async categories(workspaceId: string, pairs: readonly { modelId: string; categoryId: string }[]): Promise<Set<string>> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const ids = [...new Set(pairs.map((p) => p.categoryId).filter((id) => uuid.test(id)))];
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('model_category')
      .select(['model_id', 'id'])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => `${r.model_id}:${r.id}`));
  }

  /** Members among `userIds` with their role and what it grants (a custom role's own permission list included). */
  async members(workspaceId: string, userIds: readonly string[]): Promise<Map<string, MemberGrant>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('workspace_member as wm')
      .leftJoin('account_role as ar', 'ar.id', 'wm.role_id')
      .select(['wm.user_id', 'wm.role', 'ar.permissions'])
      .where('wm.workspace_id', '=', workspaceId)
      .where('wm.user_id', 'in', [...userIds])
      .execute();
    return new Map(rows.map((r) => [r.user_id, { role: r.role, permissions: permissionsOf(r.role, r.permissions) }]));
  }

  async actionTypes(workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('action_type')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}
