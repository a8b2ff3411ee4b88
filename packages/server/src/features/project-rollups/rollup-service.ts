import type { RollupMaintenanceRepository } from './maintenance-repository.js';

/**
 * Maintenance of an analysis's rollups. The triggers keep them exact on every document change; what they cannot see
 * is a change of the analysis's NPS / CSAT settings, which changes the answers stored on the documents: `rescore`
 * recomputes those (and the triggers move the rollups). `rebuild` recounts from scratch. See docs/dashboards.md.
 */
export class RollupService {
  constructor(private readonly repo: RollupMaintenanceRepository) {}

  /** Recomputes nps_score / csat_score of the analysis's documents from its current settings; returns how many changed. */
  rescore(workspaceId: string, projectId: string): Promise<number> {
    return this.repo.rescore(workspaceId, projectId);
  }

  /**
   * Makes sentio_zone() (the zone whose local days the rollups count) the configured zone: when it differs, the
   * function is replaced and every analysis's rollups recounted, in one transaction. Returns whether it changed.
   * Throws when PostgreSQL does not know the zone (its zone list can differ from the runtime's).
   */
  async ensureZone(timeZone: string): Promise<{ from: string; changed: boolean }> {
    const from = await this.repo.currentZone();
    if (from === timeZone) return { from, changed: false };
    if (!(await this.repo.knowsZone(timeZone))) throw new Error(`TIME_ZONE ${timeZone}: PostgreSQL does not know this time zone`);
    await this.repo.setZoneAndRebuildAll(timeZone);
    return { from, changed: true };
  }

  /** Deletes and recounts both rollups of the analysis in one transaction (a repair tool; also drops empty groups). */
  rebuild(workspaceId: string, projectId: string): Promise<void> {
    return this.repo.rebuild(workspaceId, projectId);
  }
}
