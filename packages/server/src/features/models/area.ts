import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { EventRepository } from '../events/repository.js';
import type { PackageService } from '../packages/service.js';
import { defineBulkJob, DocumentBulkService } from './bulk.js';
import { CategoryService } from './category-service.js';
import { DocumentService, type LabellingRuntime } from './document-service.js';
import type { ModelAccess } from './model-access.js';
import { ModelChanges } from './model-changes.js';
import { ModelService, type FileRemover } from './model-service.js';
import { ModelPackageService } from './package-service.js';
import { modelRoutes } from './routes.js';
import { modelRepositories, modelTransaction } from './writes.js';

export interface ModelsAreaDeps {
  db: Db;
  access: ModelAccess;
  packages: PackageService;
  events: EventRepository;
  files: FileRemover;
  /** Suggestions while labelling come from the deployed version (model-training's runtime). */
  runtime: LabellingRuntime;
  /** Bulk actions over a large filtered set run as a job. */
  jobs: JobQueue;
}

export interface ModelsAreaServices {
  models: ModelService;
  categories: CategoryService;
  documents: DocumentService;
  bulk: DocumentBulkService;
  packages: ModelPackageService;
}

/** Models: their settings, category trees, training documents and labelling, and packages (export/import). */
export function modelsArea(deps: ModelsAreaDeps): { routes: RouteDef[]; services: ModelsAreaServices } {
  const repos = modelRepositories(deps.db);
  const transaction = modelTransaction(deps.db);
  const changes = new ModelChanges(deps.events);
  const models = new ModelService(repos, transaction, deps.access, deps.packages, changes, deps.files);
  const documents = new DocumentService(repos, transaction, deps.access, changes, deps.runtime);
  const bulkJob = defineBulkJob(async (payload, signal) => {
    await bulk.runFiltered(payload, signal);
  });
  deps.jobs.register(bulkJob);
  const bulk = new DocumentBulkService(repos, documents, deps.access, changes, {
    send: (payload) => deps.jobs.send(bulkJob, payload),
  });
  const services = {
    models,
    categories: new CategoryService(repos, transaction, deps.access, changes),
    documents,
    bulk,
    packages: new ModelPackageService(repos, transaction, deps.access, models, deps.packages, changes),
  };
  return { routes: modelRoutes(services), services };
}
