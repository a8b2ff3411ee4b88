import type { Db } from '../../platform/db/database.js';

export type AuditEntity = 'document' | 'project' | 'source';

export interface AuditRecord {
  projectId: string;
  workspaceId: string;
  entity: AuditEntity;
  entityId: string;
  /** What happened, e.g. MARK, APPROVE, ALERT, REVIEW, TRASH, DELETE, RENAME, SETTINGS, IMPORT. */
  action: string;
  userId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The record of who changed what (`POST audit/{entity}/{id}` reads it). Written inside the transaction of the
 * change it describes, so a change and its record land together or not at all.
 */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async record(records: AuditRecord | readonly AuditRecord[]): Promise<void> {
    const list = Array.isArray(records) ? (records as readonly AuditRecord[]) : [records as AuditRecord];
    if (list.length === 0) return;
    await this.db
      .insertInto('project_audit')
      .values(
        list.map((r) => ({
          project_id: r.projectId,
          workspace_id: r.workspaceId,
          entity: r.entity,
          entity_id: r.entityId,
          action: r.action,
          user_id: r.userId,
          before: r.before === undefined ? null : JSON.stringify(r.before),
          after: r.after === undefined ? null : JSON.stringify(r.after),
        })),
      )
      .execute();
  }
}
