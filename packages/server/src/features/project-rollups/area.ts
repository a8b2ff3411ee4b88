import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { CubeService } from './cube-service.js';
import { dimensionsPart } from './dimensions/part.js';
import type { DimensionService } from './dimensions/dimension-service.js';
import { RollupMaintenanceRepository } from './maintenance-repository.js';
import { RollupRepository } from './rollup-repository.js';
import { RollupService } from './rollup-service.js';
import { ScanRepository } from './scan-repository.js';

export interface ProjectRollupsServices {
  cube: CubeService;
  rollups: RollupService;
  dimensions: DimensionService;
}

/**
 * The rollups behind the dashboards: no routes of their own; the cube is what the dashboard and the search read.
 * `init` (awaited by buildApp before serving) makes the database count days in the configured TIME_ZONE.
 */
export function projectRollupsArea(deps: ProjectAreaDeps): {
  routes: RouteDef[];
  services: ProjectRollupsServices;
  init: () => Promise<void>;
} {
  const rollups = new RollupService(new RollupMaintenanceRepository(deps.db));
  const dimensions = dimensionsPart(deps);
  const init = async (): Promise<void> => {
    const { from, changed } = await rollups.ensureZone(deps.config.timeZone);
    if (changed) {
      // The dimension rollups key local days too.
      await dimensions.service.rebuildAll();
      deps.log.info({ from, to: deps.config.timeZone }, 'rollups: reporting time zone changed, rollups rebuilt');
    }
  };
  return {
    routes: [],
    services: {
      // The cube only reads: it may be answered by the replica (docs/scale.md).
      cube: new CubeService(
        new RollupRepository(deps.readDb, deps.config.timeZone),
        new ScanRepository(deps.readDb, deps.config.timeZone),
        deps.config.timeZone,
        dimensions.reads,
      ),
      rollups,
      dimensions: dimensions.service,
    },
    init,
  };
}
