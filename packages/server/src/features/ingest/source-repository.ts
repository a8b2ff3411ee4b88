import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { SourcePatch, SourceStore, UploadSource } from './source-port.js';

export type SourceTable = 'model_source' | 'project_source';
/** The column naming a source's owner in each table. */
const ownerColumn = { model_source: 'model_id', project_source: 'project_id' } as const;

/**
 * The source calls both areas make, on either table: the two tables share these columns, so the statements are
 * written once. The areas' repositories add what is theirs (listing, templates, push sources).
 */
export class UploadSourceRepository<S extends UploadSource> implements SourceStore<S> {
  constructor(
    protected readonly db: Db,
    private readonly table: SourceTable,
  ) {}

  /** The owner's sources, newest first. */
  async list(workspaceId: string, ownerId: string): Promise<S[]> {
    const rows = await this.db
      .selectFrom(this.table)
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where(sql.ref(ownerColumn[this.table]), '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows as S[];
  }

  async byId(workspaceId: string, sourceId: string): Promise<S | null> {
    const row = await this.db
      .selectFrom(this.table)
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', sourceId)
      .executeTakeFirst();
    return (row as S | undefined) ?? null;
  }

  async update(workspaceId: string, sourceId: string, patch: SourcePatch): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', sourceId)
      .execute();
  }

  async transition(workspaceId: string, sourceId: string, from: readonly string[], patch: SourcePatch): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', sourceId)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async advance(workspaceId: string, sourceId: string, expectedRows: number, patch: SourcePatch): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', sourceId)
      .where('status', '=', 'IMPORTING')
      .where('imported_rows', '=', expectedRows)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(workspaceId: string, sourceId: string): Promise<void> {
    await this.db.deleteFrom(this.table).where('workspace_id', '=', workspaceId).where('id', '=', sourceId).execute();
  }

  /**
   * The source JSON documents are recorded under: a new one per JSON call; for pushes, the owner's one PUSH
   * source, whose counts grow with every call (a source per call would bury the uploads list). `owner` is the
   * model_id or project_id column with its value.
   */
  async recordJson(
    owner: { model_id: string } | { project_id: string; channel_code: string },
    workspaceId: string,
    from: { kind: 'JSON' | 'PUSH'; userId: string | null },
    count: number,
  ): Promise<string> {
    const [ownerColumn, ownerId] =
      'model_id' in owner ? (['model_id', owner.model_id] as const) : (['project_id', owner.project_id] as const);
    if (from.kind === 'PUSH') {
      const existing = await this.db
        .updateTable(this.table)
        .set({
          total: sql<number>`total + ${count}`,
          success_count: sql<number>`success_count + ${count}`,
          updated_at: sql<Date>`now()`,
        })
        .where('workspace_id', '=', workspaceId)
        .where(sql.ref(ownerColumn), '=', ownerId)
        .where('file_type', '=', 'PUSH')
        .returning('id')
        .executeTakeFirst();
      if (existing) return existing.id;
    }
    const row = await this.db
      .insertInto(this.table)
      .values({
        ...owner,
        workspace_id: workspaceId,
        file_name: from.kind === 'PUSH' ? 'push' : 'documents.json',
        file_type: from.kind,
        size: 0,
        status: 'IMPORTED',
        progress: 100,
        total: count,
        success_count: count,
        imported_rows: count,
        created_by: from.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
