import { rootCauseEndpoints as e } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { CatalogueLoader } from '../project-documents/catalogue.js';
import { CatalogueRepository } from '../project-documents/catalogue-repository.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { AnalysisRepository } from './analysis-repository.js';
import { AnalysisService, type RunQueue } from './analysis-service.js';
import { NIGHTLY_CRON, NightlyService, defineNightlyJob } from './nightly-service.js';
import { computeInWorker, defineRunJob, jobRunQueue, type RunDeps } from './run-job.js';
import { RunReadRepository, RunWriteRepository } from './run-repository.js';
import { TopicReadRepository } from './topic-read-repository.js';
import { TopicReadService } from './topic-read-service.js';
import { engineDictionary } from '../system/index.js';

export interface AnalysisServices {
  analyses: AnalysisService;
  topics: TopicReadService;
  nightly: NightlyService;
  /** Queues runs (the nightly service's port; tests build a nightly service with their own clock on it). */
  runs: RunQueue;
  /** What a run is made of: the demo seed and tests run one directly (runAnalysis). */
  run: RunDeps;
}

/** The run's parts over a database: the job uses them with a worker thread. */
export function runDeps(deps: ProjectAreaDeps, analyses: AnalysisRepository, catalogues: CatalogueLoader): RunDeps {
  return {
    analyses,
    reads: new RunReadRepository(deps.db),
    transaction: transactionPort(deps.db, (trx) => ({ writes: new RunWriteRepository(trx) })),
    access: deps.access,
    catalogues,
    timeZone: deps.config.timeZone,
    compute: computeInWorker,
    dictionary: engineDictionary(deps.db),
    log: deps.log,
  };
}

/** Root cause analyses: create, run (a job in a worker thread), nightly runs, topics (docs/root-causes.md). */
export function analysisPart(deps: ProjectAreaDeps): { routes: RouteDef[]; services: AnalysisServices } {
  const repo = new AnalysisRepository(deps.db);
  const catalogues = new CatalogueLoader(new CatalogueRepository(deps.db), deps.access);
  const run = runDeps(deps, repo, catalogues);
  const runJob = defineRunJob(run);
  deps.jobs.register(runJob);
  const runs = jobRunQueue(deps.jobs, runJob, repo);
  const nightly = new NightlyService(repo, runs);
  const nightlyJob = defineNightlyJob(nightly);
  deps.jobs.register(nightlyJob);
  void deps.jobs.schedule(nightlyJob, NIGHTLY_CRON, {}, { tz: deps.config.timeZone });

  const topics = new TopicReadService(new TopicReadRepository(deps.db), deps.access, deps.config.timeZone);
  const analyses = new AnalysisService(repo, catalogues, runs, topics, {
    now: () => new Date(),
    timeZone: deps.config.timeZone,
  });

  return {
    routes: [
      route(e.rcaList, ({ auth, params }) => analyses.list(s(auth), params.code)),
      route(e.rcaCreate, ({ auth, params, body }) => analyses.create(s(auth), params.code, body)),
      route(e.rcaGet, ({ auth, params }) => analyses.get(s(auth), params.code, params.id)),
      route(e.rcaUpdate, ({ auth, params, body }) => analyses.update(s(auth), params.code, params.id, body)),
      route(e.rcaDelete, ({ auth, params }) => analyses.delete(s(auth), params.code, params.id)),
      route(e.rcaRun, ({ auth, params }) => analyses.run(s(auth), params.code, params.id)),
      route(e.rcaTopicDocuments, ({ auth, params, query }) =>
        topics.topicDocuments(s(auth), params.code, params.topicId, query, params.id),
      ),
      route(e.rcaTopicRename, ({ auth, params, body }) =>
        topics.rename(s(auth), params.code, params.id, params.topicId, body.label),
      ),
      route(e.abkProjectTopics, ({ auth, params, query }) => topics.topicPage(s(auth), params.code, query)),
      route(e.abkAllProjectTopics, ({ auth, params }) => topics.allTopics(s(auth), params.code)),
      route(e.abkAlgorithmTypes, ({ auth, params }) => topics.algorithmTypes(s(auth), params.code)),
      route(e.abkParameters, ({ auth, params }) => topics.parameters(s(auth), params.code)),
      route(e.abkApproveList, ({ auth, params, query }) => topics.topicPage(s(auth), params.code, query, 'PENDING')),
      route(e.abkCategoryTopics, ({ auth, params, query }) => topics.categoryTopics(s(auth), params.code, query)),
      route(e.abkCategoryTopicDocuments, ({ auth, params, query }) =>
        topics.topicDocuments(s(auth), params.code, query.topicId, query),
      ),
      route(e.abkTopicsToAdd, ({ auth, params, query }) => topics.topicsToAdd(s(auth), params.code, query.topicId)),
      route(e.abkDocumentTopics, ({ auth, params, query }) => topics.documentTopics(s(auth), params.code, query.documentId)),
    ],
    services: { analyses, topics, nightly, runs, run },
  };
}
