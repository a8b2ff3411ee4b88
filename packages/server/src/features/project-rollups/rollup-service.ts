import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/**
 * Maintenance of an analysis's rollups. The triggers of migration 0005 keep them exact on every document change;
 * what they cannot see is a change of the analysis's NPS / CSAT settings, which changes the answers stored on the
 * documents: `rescore` recomputes those (and the triggers move the rollups). `rebuild` recounts from scratch.
 */
export class RollupService {
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

  /**
   * Makes sentio_zone() (the zone whose local days the rollups count) the configured zone: when it differs, the
   * function is replaced and every analysis's rollups recounted, in one transaction. Returns whether it changed.
   * Throws when PostgreSQL does not know the zone (its zone list can differ from the runtime's).
   */
  async ensureZone(timeZone: string): Promise<{ from: string; changed: boolean }> {
    const current = await sql<{ zone: string }>`select sentio_zone() as zone`.execute(this.db);
    const from = current.rows[0]?.zone ?? '';
    if (from === timeZone) return { from, changed: false };
    const known = await sql<{ n: number }>`select count(*)::integer as n from pg_timezone_names where name = ${timeZone}`.execute(
      this.db,
    );
    if (Number(known.rows[0]?.n ?? 0) === 0) throw new Error(`TIME_ZONE ${timeZone}: PostgreSQL does not know this time zone`);
    await this.db.transaction().execute(async (trx) => {
      // A literal (not a parameter) so the function stays an inlinable constant; the name was checked above.
      const literal = sql.lit(timeZone);
      await sql`create or replace function sentio_zone() returns text language sql immutable parallel safe as ${sql.raw(
        '$$',
      )} select ${literal}::text ${sql.raw('$$')}`.execute(trx);
      await sql`select sentio_rollup_rebuild(id) from project`.execute(trx);
    });
    return { from, changed: true };
  }

  /** Deletes and recounts both rollups of the analysis in one transaction (a repair tool; also drops empty groups). */
  async rebuild(workspaceId: string, projectId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select sentio_rollup_rebuild(id) from project where id = ${projectId} and workspace_id = ${workspaceId}`.execute(
        trx,
      );
    });
  }
}
