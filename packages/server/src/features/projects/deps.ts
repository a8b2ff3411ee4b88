import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess } from '../models/model-access.js';
import type { ModelRuntime } from '../model-training/runtime.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PackageService } from '../packages/service.js';
import type { ProjectAccess } from './project-access.js';

/** What the three server folders of the projects area (projects, project-ingest, project-documents) are built from. */
export interface ProjectAreaDeps {
  config: Config;
  db: Db;
  /**
   * The heavy reads' database (search, facets, widget scans, the rollup cube): a request's replica or the primary,
   * chosen per request (platform/db/read-routing.ts); `db` itself without DATABASE_READ_URL. Never for writes.
   */
  readDb: Db;
  files: FileStore;
  jobs: JobQueue;
  events: EventRepository;
  notifier: Notifier;
  packages: PackageService;
  access: ProjectAccess;
  modelAccess: ModelAccess;
  runtime: ModelRuntime;
  log: FastifyBaseLogger;
}
