import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import { PackageRepository } from './repository.js';
import { packageRoutes } from './routes.js';
import { PackageService } from './service.js';

/** Plans and their limits; other areas register the counters the limits are checked against. */
export function packagesArea(deps: { db: Db }): {
  routes: RouteDef[];
  services: { packages: PackageService; repo: PackageRepository };
} {
  const repo = new PackageRepository(deps.db);
  const packages = new PackageService(repo);
  return { routes: packageRoutes(packages), services: { packages, repo } };
}
