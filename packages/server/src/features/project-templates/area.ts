import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { PackageService } from '../packages/service.js';
import type { DashboardService } from '../project-dashboard/dashboard-service.js';
import type { WidgetService } from '../project-dashboard/widget-service.js';
import type { ChannelService } from '../projects/channel-service.js';
import type { ProjectAccess } from '../projects/project-access.js';
import type { ProjectService } from '../projects/project-service.js';
import { PublicReviewRepository } from '../public-review/repository.js';
import type { PublicReviewService } from '../public-review/service.js';
import { ProjectFromTemplate } from './create-project.js';
import { TemplatePartsRepository } from './parts-repository.js';
import { ProjectTemplateRepository } from './repository.js';
import { projectTemplateRoutes } from './routes.js';
import { ProjectTemplateService } from './service.js';
import { TemplateSnapshotter, type ModelTemplatePort } from './snapshot.js';

export interface ProjectTemplatesDeps {
  db: Db;
  access: ProjectAccess;
  projects: ProjectService;
  channels: ChannelService;
  widgets: WidgetService;
  dashboard: DashboardService;
  packages: PackageService;
  /** The model templates' service (features/model-templates): snapshot, install, remove. */
  modelTemplates: ModelTemplatePort;
  review: PublicReviewService;
  log: FastifyBaseLogger;
}

/** Analysis templates (docs/marketplace.md): their list, detail, make-it-template, create-project, delete. */
export function projectTemplatesArea(deps: ProjectTemplatesDeps): {
  routes: RouteDef[];
  services: { templates: ProjectTemplateService };
} {
  const repo = new ProjectTemplateRepository(deps.db);
  const parts = new TemplatePartsRepository(deps.db);
  const snapshotter = new TemplateSnapshotter({
    parts,
    repo,
    widgets: deps.widgets,
    dashboard: deps.dashboard,
    models: deps.modelTemplates,
    log: deps.log,
  });
  const creator = new ProjectFromTemplate({
    repo,
    parts,
    access: deps.access,
    projects: deps.projects,
    channels: deps.channels,
    packages: deps.packages,
    models: deps.modelTemplates,
    log: deps.log,
  });
  const templates = new ProjectTemplateService({
    repo,
    access: deps.access,
    snapshotter,
    creator,
    requests: new PublicReviewRepository(deps.db),
    review: deps.review,
  });
  return { routes: projectTemplateRoutes(templates), services: { templates } };
}
