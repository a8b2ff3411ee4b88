import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { DemoRepository } from '../demo/repository.js';
import type { DemoProjectServices } from '../demo/seed-project.js';
import type { DemoModelServices } from '../demo/training.js';
import type { DashboardService } from '../project-dashboard/dashboard-service.js';
import { documentReads } from '../project-documents/reads.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { HomeService } from './home-service.js';
import { HomeRepository } from './repository.js';
import { SampleService } from './sample-service.js';

export interface HomeServices {
  home: HomeService;
  sample: SampleService;
}

/** The home page: what moved per analysis, alerts, jobs, the start-here checklist and sample data (docs/home.md). */
export function homeArea(
  deps: ProjectAreaDeps,
  uses: { dashboard: Pick<DashboardService, 'base'>; models: DemoModelServices; projects: DemoProjectServices },
): { routes: RouteDef[]; services: HomeServices } {
  const repo = new HomeRepository(deps.db);
  const sample = new SampleService(repo, new DemoRepository(deps.db), uses.models, uses.projects, deps.jobs);
  deps.jobs.register(sample.job);
  const home = new HomeService(repo, documentReads(deps.db, deps.access), uses.dashboard, sample, deps.config.timeZone);
  return {
    routes: [
      route(endpoints.home, ({ auth, query }) => home.home(s(auth), query.days)),
      route(endpoints.homeSample, ({ auth }) => sample.start(s(auth))),
    ],
    services: { home, sample },
  };
}
