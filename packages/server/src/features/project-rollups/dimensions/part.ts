import type { ProjectAreaDeps } from '../../projects/deps.js';
import { DimensionReads } from './dimension-reads.js';
import { DimensionRepository } from './dimension-repository.js';
import { DimensionRollupRepository } from './dimension-rollup-repository.js';
import { DimensionService } from './dimension-service.js';

/**
 * The dimensions part of the rollups area: the service the attribute settings declare through (its backfill job
 * registered here) and the cube's reads (on the read database: a READY state seen there implies its rows are too).
 */
export function dimensionsPart(deps: ProjectAreaDeps): { service: DimensionService; reads: DimensionReads } {
  const service = new DimensionService(new DimensionRepository(deps.db), deps.jobs);
  deps.jobs.register(service.job);
  const reads = new DimensionReads(
    new DimensionService(new DimensionRepository(deps.readDb), deps.jobs),
    new DimensionRollupRepository(deps.readDb, deps.config.timeZone),
  );
  return { service, reads };
}
