import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/**
 * The statements that maintain an analysis's rollups as a whole (the triggers of the rollups migration keep them
 * exact row by row). Each method is one atomic database operation; the decisions are RollupService's.
 */
export class RollupMaintenanceRepository {
  constructor(private readonly db: Db) {}

  /** Recomputes nps_score / csat_score of the analysis's documents from its current settings; returns how many changed. */
  async rescore(workspaceId: string, projectId: string): Promise<number> {
    const nps = sql`sentio_score(d.attributes -> sentio_score_field(p.settings, 'npsField'), 0, 10)`;
    const csat = sql`sentio_score(d.attributes -> sentio_score_field(p.settings, 'csatField'), 1, 10)`;
    const result = await sql`
      update project_document d set nps_score = ${nps}, csat_score = ${csat}
      from project p
      where p.id = ${projectId} and p.workspace_id = ${workspaceId}
        and d.project_id = p.id and d.workspace_id = p.workspace_id
        and (d.nps_score, d.csat_score) is distinct from (${nps}, ${csat})
    `.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** The zone whose local days the rollups count now (sentio_zone()). */
  async currentZone(): Promise<string> {
    const current = await sql<{ zone: string }>`select sentio_zone() as zone`.execute(this.db);
    return current.rows[0]?.zone ?? '';
  }

  /** Whether PostgreSQL knows the zone (its zone list can differ from the runtime's). */
  async knowsZone(timeZone: string): Promise<boolean> {
    const known = await sql<{ n: number }>`select count(*)::integer as n from pg_timezone_names where name = ${timeZone}`.execute(
      this.db,
    );
    return Number(known.rows[0]?.n ?? 0) > 0;
  }

  /** Replaces sentio_zone() and recounts every analysis's rollups, in one transaction. The caller checked the name. */
  async setZoneAndRebuildAll(timeZone: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // A literal (not a parameter) so the function stays an inlinable constant.
      const literal = sql.lit(timeZone);
      await sql`create or replace function sentio_zone() returns text language sql immutable parallel safe as ${sql.raw(
        '$$',
      )} select ${literal}::text ${sql.raw('$$')}`.execute(trx);
      await sql`select sentio_rollup_rebuild(id) from project`.execute(trx);
    });
  }

  /** Deletes and recounts both rollups of the analysis in one transaction (also drops empty groups). */
  async rebuild(workspaceId: string, projectId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select sentio_rollup_rebuild(id) from project where id = ${projectId} and workspace_id = ${workspaceId}`.execute(
        trx,
      );
    });
  }
}
