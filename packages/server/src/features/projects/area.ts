import type { RouteDef } from '../../platform/http/route.js';
import { ChannelRepository } from './channel-repository.js';
import { ChannelService } from './channel-service.js';
import { ProjectConfigService } from './config-service.js';
import type { ProjectAreaDeps } from './deps.js';
import { ProjectDetails } from './details.js';
import { AppFileRepository } from './file-repository.js';
import { ProjectFileService } from './file-service.js';
import { ProjectListsRepository } from './lists-repository.js';
import { ProjectListService } from './lists-service.js';
import { MoveRepository } from './move-repository.js';
import { ProjectChanges } from './project-changes.js';
import { ProjectRepository } from './repository.js';
import { ProjectService } from './project-service.js';
import { projectRoutes } from './routes.js';
import { projectTransaction } from './writes.js';

export interface ProjectsAreaServices {
  /** `create(scope, code, body)` is what the demo seed builds its analysis with. */
  projects: ProjectService;
  channels: ChannelService;
  /** `onScoreFieldsChanged` lets the rollups re-score documents when the settings' NPS/CSAT field changes. */
  config: ProjectConfigService;
}

/** The analyses folder: analyses, their lists, channels, attributes, settings and uploaded images. */
export function projectsArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: ProjectsAreaServices } {
  const transaction = projectTransaction(deps.db);
  const details = new ProjectDetails(new ProjectRepository(deps.db), new ProjectListsRepository(deps.db), deps.access);
  const channels = new ChannelService(new ChannelRepository(deps.db));
  const projects = new ProjectService(transaction, deps.access, details, channels, deps.packages, deps.events, deps.files);
  const changes = new ProjectChanges(
    transaction,
    new MoveRepository(deps.db),
    deps.access,
    details,
    channels,
    deps.packages,
    projects,
  );
  const config = new ProjectConfigService(transaction, deps.access, deps.modelAccess, details, projects);
  const files = new ProjectFileService(new AppFileRepository(deps.db), deps.files);
  const lists = new ProjectListService(details.lists);
  return {
    routes: projectRoutes({ projects, changes, config, channels, files, lists }),
    services: { projects, channels, config },
  };
}
