import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import { transactionPort } from '../../platform/db/transaction.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess } from '../models/model-access.js';
import { ModelChanges } from '../models/model-changes.js';
import type { ModelService } from '../models/model-service.js';
import { modelRepositories } from '../models/writes.js';
import type { ModelTemplatePorts, TemplateFiles } from './ports.js';
import { ModelTemplateRepository } from './repository.js';
import { modelTemplateRoutes } from './routes.js';
import { ModelTemplateService } from './service.js';
import { PublicReviewRepository } from '../public-review/repository.js';

export interface ModelTemplatesDeps {
  db: Db;
  access: ModelAccess;
  models: Pick<ModelService, 'insertModel' | 'detail'>;
  packages: ModelTemplatePorts['packages'];
  /** Model versions by id (model-training's repository). */
  versions: ModelTemplatePorts['versions'];
  files: TemplateFiles;
  events: EventRepository;
}

/** Model templates and the marketplace's model side (docs/marketplace.md). */
export function modelTemplatesArea(deps: ModelTemplatesDeps): {
  routes: RouteDef[];
  services: { templates: ModelTemplateService };
} {
  const templates = new ModelTemplateService({
    repo: new ModelTemplateRepository(deps.db),
    requests: new PublicReviewRepository(deps.db),
    models: modelRepositories(deps.db),
    transaction: transactionPort(deps.db, (trx) => ({
      models: modelRepositories(trx),
      templates: new ModelTemplateRepository(trx),
    })),
    access: deps.access,
    modelService: deps.models,
    packages: deps.packages,
    versions: deps.versions,
    files: deps.files,
    changes: new ModelChanges(deps.events),
  });
  return { routes: modelTemplateRoutes(templates), services: { templates } };
}
