import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.js';

export type DimensionState = 'BUILDING' | 'READY' | 'OVERFLOW';

export interface DimensionRow {
  code: string;
  state: DimensionState;
  /** Distinct values seen, counted up to the cap + 1. */
  values: number;
}

/**
 * The declared dimensions of an analysis (project_dimension, 0019_rollup_dimensions.ts) and their backfill. Each
 * method is one atomic database operation; the decisions are DimensionService's.
 */
export class DimensionRepository {
  constructor(private readonly db: Db) {}

  async list(workspaceId: string, projectId: string, cap: number): Promise<DimensionRow[]> {
    const { rows } = await sql<{ code: string; state: DimensionState; values: number }>`
      select pd.code, pd.state, (select count(*)::integer from (select 1 from project_dimension_value v
          where v.project_id = pd.project_id and v.code = pd.code limit ${cap + 1}) s) as values
      from project_dimension pd
      where pd.workspace_id = ${workspaceId} and pd.project_id = ${projectId}
      order by pd.code`.execute(this.db);
    return rows;
  }

  /**
   * Makes `codes` the analysis's dimensions in one transaction: the others and their rollup rows are deleted, new
   * ones start BUILDING. Returns the codes added.
   */
  async declare(workspaceId: string, projectId: string, codes: readonly string[]): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      // Waits for the analysis's document writes in flight (their triggers hold this lock shared: 0019).
      await sql`select pg_advisory_xact_lock(19190, hashtext(${projectId}::text))`.execute(trx);
      const keep = codes.length === 0 ? sql`true` : sql`code not in (${sql.join(codes.map((c) => sql`${c}`))})`;
      const gone = await sql<{ code: string }>`
        delete from project_dimension where project_id = ${projectId} and workspace_id = ${workspaceId} and ${keep}
        returning code`.execute(trx);
      const removed = gone.rows.map((r) => r.code);
      if (removed.length > 0) {
        const list = sql.join(removed.map((c) => sql`${c}`));
        await sql`delete from project_rollup_attribute where project_id = ${projectId} and code in (${list})`.execute(trx);
        await sql`delete from project_rollup_attribute_category where project_id = ${projectId} and code in (${list})`.execute(
          trx,
        );
        // Their triggers left the months at zero: drop those rows.
        for (const table of ['project_rollup_attribute_month', 'project_rollup_attribute_category_month'])
          await sql`delete from ${sql.table(table)} where project_id = ${projectId} and code in (${list})`.execute(trx);
      }
      if (codes.length === 0) return [];
      const added = await sql<{ code: string }>`
        insert into project_dimension (project_id, workspace_id, code)
        select ${projectId}, ${workspaceId}, c from unnest(${[...codes]}::text[]) as c
        on conflict do nothing
        returning code`.execute(trx);
      return added.rows.map((r) => r.code);
    });
  }

  /** Recounts the analysis's dimensions from its documents (the backfill) in one transaction. */
  async rebuild(workspaceId: string, projectId: string, cap: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select sentio_dimension_rebuild(id, ${cap}::integer) from project
        where id = ${projectId} and workspace_id = ${workspaceId}`.execute(trx);
    });
  }

  /** The analyses with dimensions (after a change of the reporting zone every one is recounted). */
  async projects(): Promise<{ workspaceId: string; projectId: string }[]> {
    const { rows } = await sql<{ workspaceId: string; projectId: string }>`
      select distinct workspace_id as "workspaceId", project_id as "projectId" from project_dimension`.execute(this.db);
    return rows;
  }
}
