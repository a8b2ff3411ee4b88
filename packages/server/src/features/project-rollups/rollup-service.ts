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

  /** Deletes and recounts both rollups of the analysis in one transaction (a repair tool; also drops empty groups). */
  async rebuild(workspaceId: string, projectId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select sentio_rollup_rebuild(id) from project where id = ${projectId} and workspace_id = ${workspaceId}`.execute(
        trx,
      );
    });
  }
}
