import type { Db } from '../../platform/db/database.js';
import { transactionPort } from '../../platform/db/transaction.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess } from '../models/model-access.js';
import { defineImportJob } from './import-job.js';
import { JsonSourceService } from './json-service.js';
import { LabelValuesService, type CategoryImporter } from './label-values.js';
import { SourceRepository } from './repository.js';
import { sourceRoutes } from './routes.js';
import { SourceService } from './service.js';

export interface ModelSourcesDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  events: EventRepository;
  modelAccess: ModelAccess;
  /** Creating a model's categories from an upload's label column goes through the models area's tree import. */
  categories: CategoryImporter;
  config: { uploadMaxBytes: number; publicUrl: string };
}

/**
 * Training data into a model: uploads with column matching, JSON documents and the push source, through the
 * shared ingestion pipeline (see docs/ingestion.md). Registers the import job on the app's queue.
 */
export function modelSourcesArea(deps: ModelSourcesDeps): { routes: RouteDef[]; services: { jsonSources: JsonSourceService } } {
  const repo = new SourceRepository(deps.db);
  const transaction = transactionPort(deps.db, (trx) => {
    const txRepo = new SourceRepository(trx);
    return { sources: txRepo, documents: txRepo };
  });
  const importJob = defineImportJob({
    sources: repo,
    transaction,
    access: deps.modelAccess,
    files: deps.files,
    events: deps.events,
  });
  deps.jobs.register(importJob);
  const sources = new SourceService(repo, deps.modelAccess, deps.files, deps.jobs, importJob, deps.events);
  const jsonSources = new JsonSourceService(repo, transaction, deps.modelAccess, deps.events, deps.config.publicUrl);
  const labelValues = new LabelValuesService(repo, deps.modelAccess, deps.files, deps.categories);
  return {
    routes: sourceRoutes(sources, jsonSources, labelValues, { uploadMaxBytes: deps.config.uploadMaxBytes }),
    services: { jsonSources },
  };
}
