import type { RouteDef } from '../../platform/http/route.js';
import { EntityMappingRepository } from '../entity-mappings/repository.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { presentDocument } from '../project-documents/presenter.js';
import { documentReads } from '../project-documents/reads.js';
import { Classifier } from './classifier.js';
import { ClassifyRepository } from './classify-repository.js';
import { defineClassifyJob, defineSweepJob, defineTaskJob } from './classify-job.js';
import type { IngestCore } from './core.js';
import { hookedTransactionPort, type IngestHook } from './hooks.js';
import { defineImportJob } from './import-job.js';
import { IngestService } from './json-service.js';
import { IngestRepository } from './repository.js';
import { ingestRoutes } from './routes.js';
import { SourceService } from './source-service.js';
import { TaskService } from './task-service.js';
import { DocumentTestService } from './test-service.js';

/** Every minute: imports a crashed server left behind, and documents waiting for a model that is now deployed. */
const SWEEP_CRON = '* * * * *';

/**
 * Data into analyses: uploads with column matching, JSON and push, the import / classify / task jobs, retry and
 * re-evaluation, and the test calls. Registers its jobs and the sweep schedule on the app's queue. `hooks` hear of every
 * batch it stores (rules, callbacks; see hooks.ts).
 */
export function projectIngestArea(
  deps: ProjectAreaDeps,
  hooks: readonly IngestHook[] = [],
): { routes: RouteDef[]; services: { ingest: IngestService } } {
  const classify = new ClassifyRepository(deps.db);
  const entityMappings = new EntityMappingRepository(deps.db);
  const reads = documentReads(deps.db, deps.access);
  const core: IngestCore = {
    repo: new IngestRepository(deps.db),
    classify,
    presentDocument: async (project, documentId) => {
      const row = await classify.documentRow(project.id, documentId);
      const catalogue = await reads.catalogue(project);
      return presentDocument(row, catalogue, await reads.hydrate(project.workspace_id, [row]));
    },
    transaction: hookedTransactionPort(deps.db, hooks, deps.log, (trx, stored) => {
      const repo = new IngestRepository(trx, stored);
      return { sources: repo, documents: repo };
    }),
    files: deps.files,
    events: deps.events,
    access: deps.access,
    classifier: new Classifier(deps.access, deps.modelAccess, deps.runtime, deps.files, (project) =>
      entityMappings.forClassification(project),
    ),
    log: deps.log,
    documentQuota: (workspaceId) => deps.packages.assertDocumentQuota(workspaceId),
  };
  const importJob = defineImportJob(core);
  const classifyJob = defineClassifyJob(core);
  const taskJob = defineTaskJob(core);
  const sweepJob = defineSweepJob(core, deps.jobs, { importJob, classifyJob });
  deps.jobs.register(importJob);
  deps.jobs.register(classifyJob);
  deps.jobs.register(taskJob);
  deps.jobs.register(sweepJob);
  void deps.jobs.schedule(sweepJob, SWEEP_CRON, { sweep: true });

  const ingest = new IngestService(core, deps.config.publicUrl);
  const routes = ingestRoutes(
    {
      sources: new SourceService(core, deps.jobs, importJob),
      ingest,
      tasks: new TaskService(core, deps.runtime, deps.jobs, taskJob),
      tests: new DocumentTestService(core, deps.modelAccess),
    },
    { uploadMaxBytes: deps.config.uploadMaxBytes },
  );
  return { routes, services: { ingest } };
}
