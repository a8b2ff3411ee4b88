import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { endpoints, shellConstants, type Endpoint } from '@sentio/domain';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { adminArea } from './features/admin/area.js';
import { accountsArea } from './features/accounts/area.js';
import { promoteOperators } from './features/accounts/repository.js';
import { eventsArea } from './features/events/area.js';
import { authArea } from './features/auth/area.js';
import { healthArea } from './features/health/area.js';
import { homeArea } from './features/home/area.js';
import { modelsArea } from './features/models/area.js';
import type { CategoryService } from './features/models/category-service.js';
import type { ModelService } from './features/models/model-service.js';
import { notificationsArea } from './features/notifications/area.js';
import { packagesArea } from './features/packages/area.js';
import type { PackageService } from './features/packages/service.js';
import { ModelAccessRepository } from './features/models/access-repository.js';
import { ModelAccess } from './features/models/model-access.js';
import { modelSourcesArea } from './features/model-sources/area.js';
import type { JsonSourceService } from './features/model-sources/json-service.js';
import { TrainingRepository } from './features/model-training/repository.js';
import { trainingRoutes } from './features/model-training/routes.js';
import { ModelRuntime } from './features/model-training/runtime.js';
import { TrainingService } from './features/model-training/service.js';
import { defineTrainJob, RunningTrainings } from './features/model-training/train-job.js';
import { projectDashboardArea } from './features/project-dashboard/area.js';
import { projectDocumentsArea, searchParts } from './features/project-documents/area.js';
import { projectIngestArea } from './features/project-ingest/area.js';
import type { IngestHook } from './features/project-ingest/hooks.js';
import { projectRollupsArea } from './features/project-rollups/area.js';
import { projectViewsArea } from './features/project-views/area.js';
import { projectsArea } from './features/projects/area.js';
import { rootCausesArea } from './features/root-causes/area.js';
import { customersArea } from './features/customers/area.js';
import { customerJourneysArea } from './features/customer-journeys/area.js';
import { fcrArea } from './features/fcr/area.js';
import { actionsArea } from './features/actions/area.js';
import { callbacksArea } from './features/callbacks/area.js';
import { rulesArea } from './features/rules/area.js';
import { callScoringArea } from './features/call-scoring/area.js';
import { categoryTrendArea } from './features/category-trend/area.js';
import { notificationDefinitionsArea } from './features/notification-definitions/area.js';
import type { ProjectAreaDeps } from './features/projects/deps.js';
import { ProjectAccessRepository } from './features/projects/access-repository.js';
import { ProjectAccess } from './features/projects/project-access.js';
import { registerTenantConfig } from './features/tenant/routes.js';
import { usersArea } from './features/users/area.js';
import { workspacesArea } from './features/workspaces/area.js';
import { aliasesArea } from './features/aliases/area.js';
import { aiProviderArea } from './features/ai-provider/index.js';
import { assistantsArea } from './features/assistants/area.js';
import { entityMappingsArea } from './features/entity-mappings/area.js';
import { feedbackSchedulesArea } from './features/feedback-schedules/area.js';
import { speechArea } from './features/speech/area.js';
import { correlationReportsArea } from './features/correlation-reports/area.js';
import { efficiencyArea } from './features/efficiency/index.js';
import { systemArea } from './features/system/area.js';
import { helpArea } from './features/help/area.js';
import { publicReviewArea } from './features/public-review/area.js';
import { modelTemplatesArea } from './features/model-templates/area.js';
import { projectTemplatesArea } from './features/project-templates/index.js';
import { createAuthenticator } from './platform/auth/authenticate.js';
import { registerRestrictionGate, restrictionsArea } from './features/restrictions/index.js';
import { SessionRepository } from './platform/auth/session-repository.js';
import type { Config } from './platform/config.js';
import type { Db, DatabaseKind, JobsConnection } from './platform/db/database.js';
import { ReadRouter } from './platform/db/read-routing.js';
import { AppError } from './platform/errors.js';
import { registerFileJobs } from './platform/files/cleanup-job.js';
import { FileStore } from './platform/files/file-store.js';
import { registerDocs } from './platform/http/docs.js';
import { parseJsonBody } from './platform/http/json-body.js';
import { buildOpenApi } from './platform/http/openapi.js';
import { withCosts } from './platform/http/heavy-routes.js';
import { Semaphore } from './platform/http/load-shedding.js';
import { registerRoute, type RouteDef } from './platform/http/route.js';
import { JobQueue } from './platform/jobs/queue.js';
import { setWorkerLimit, terminateAllWorkers } from './platform/jobs/worker-pool.js';
import { DEFAULT_LOG_LINES, LogRing, logStream } from './platform/logging/log-ring.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { OutboxRepository } from './platform/mail/outbox-repository.js';
import type { ProcessRole } from './platform/process/role.js';

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /** How pg-boss reaches the database (OpenDatabase.jobs). */
  jobs: JobsConnection;
  /** Replaces the SMTP/outbox mailer; only tests that need to observe delivery pass one. */
  mailer?: Mailer;
  /** The heavy reads' database (OpenDatabase.readDb: routed to a replica per request); default `db`. */
  readDb?: Db;
  /** What this process does (platform/process/role.ts); default `all`. An `api` process only sends jobs. */
  role?: ProcessRole;
}

export interface App {
  fastify: FastifyInstance;
  routes: readonly RouteDef[];
  /** The limiter of heavy calls (docs/load.md); tests hold its slots to see the server refuse fast. */
  heavy: Semaphore;
  /** `jobs` is started by whoever listens (main, the test harness) and stopped by `fastify.close()`. */
  services: {
    packages: PackageService;
    jobs: JobQueue;
    files: FileStore;
    /** For the demo seed (features/demo/seed-model.ts), which builds its model through the same services as the API. */
    models: { models: ModelService; categories: CategoryService; jsonSources: JsonSourceService; training: TrainingService };
    /** For the demo seed: the operator's accounts (features/demo/seed-accounts.ts). */
    accounts: ReturnType<typeof accountsArea>['services'];
    /** For the demo seed and tests: make-public requests and their review queue. */
    publicReview: ReturnType<typeof publicReviewArea>['services'];
    /** Model templates (docs/marketplace.md): the marketplace seed and the analysis templates use them. */
    modelTemplates: ReturnType<typeof modelTemplatesArea>['services']['templates'];
    /** Analysis templates (docs/marketplace.md): the marketplace seed snapshots its analyses through them. */
    projectTemplates: ReturnType<typeof projectTemplatesArea>['services']['templates'];
    /** For the demo seed and the benchmarks: the projects area's services, as each folder's `area.ts` exposes them. */
    projects: {
      projects: ReturnType<typeof projectsArea>['services'];
      ingest: ReturnType<typeof projectIngestArea>['services'];
      documents: ReturnType<typeof projectDocumentsArea>['services'];
      rollups: ReturnType<typeof projectRollupsArea>['services'];
      dashboard: ReturnType<typeof projectDashboardArea>['services'];
      views: ReturnType<typeof projectViewsArea>['services'];
      rootCauses: ReturnType<typeof rootCausesArea>['services'];
      customers: ReturnType<typeof customersArea>['services'];
      journeys: ReturnType<typeof customerJourneysArea>['services'];
      fcr: ReturnType<typeof fcrArea>['services'];
      actions: ReturnType<typeof actionsArea>['services'];
      callbacks: ReturnType<typeof callbacksArea>['services'];
      aliases: ReturnType<typeof aliasesArea>['service'];
      entityMappings: ReturnType<typeof entityMappingsArea>['service'];
      feedbackSchedules: ReturnType<typeof feedbackSchedulesArea>['service'];
      rules: ReturnType<typeof rulesArea>['services'];
      notificationDefinitions: ReturnType<typeof notificationDefinitionsArea>['services'];
      callScoring: ReturnType<typeof callScoringArea>['services'];
      speech: ReturnType<typeof speechArea>['services'];
      assistants: ReturnType<typeof assistantsArea>['services'];
      correlationReports: ReturnType<typeof correlationReportsArea>['services'];
      efficiency: ReturnType<typeof efficiencyArea>['services'];
    };
  };
}

const requestIdPattern = /^[\w.:-]{1,100}$/;

/** The composition root: every repository and service is built here once and handed to the routes that use it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  // The operator's system log page reads the last lines from memory; tests keep them there only (no output).
  const logRing = new LogRing();
  const fastify = Fastify({
    logger: {
      level: config.env === 'test' ? 'info' : config.logLevel,
      stream: logStream(logRing, config.env === 'test' ? null : process.stdout),
    },
    trustProxy: config.trustProxy,
    requestTimeout: shellConstants.httpTimeoutMs,
    requestIdHeader: false,
    // Accept the client's id when it is sane (so logs of both sides line up); otherwise make one.
    genReqId: (req) => {
      const given = req.headers[shellConstants.requestIdHeader];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
  });

  // Handlers first: a route takes the error handler in force when the app loads it, and `await register(...)`
  // below loads everything declared so far.
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  fastify.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // The SPA owns every other GET path (client-side routes); the API answers 404 in its own format.
    if (hasWeb && request.method === 'GET' && !url.startsWith('/api/') && url !== '/api') {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    const err = new AppError(404, 'NotFoundException', 'ROUTE_NOT_FOUND');
    return reply.code(404).send(err.toBody());
  });

  fastify.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500 && error.status !== 503) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(error.toBody());
    }
    // Fastify's own client errors (too large, wrong content type…) keep their 4xx.
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(new AppError(413, 'ValidationException', 'PAYLOAD_TOO_LARGE').toBody());
    if (status >= 400 && status < 500) {
      return reply
        .code(400)
        .send(new AppError(400, 'ValidationException', 'VALIDATION_FAILED', { message: error.message }).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(new AppError(500, 'InternalServerException', 'INTERNAL_ERROR').toBody());
  });

  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header(shellConstants.requestIdHeader, request.id);
  });
  // One JSON parser for every body: empty is "no body", depth is bounded, refused characters are noted (json-body.ts).
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(request, typeof body === 'string' ? body : body.toString('utf8')));
    } catch (err) {
      done(err as AppError, undefined);
    }
  });

  await fastify.register(cookie);
  await fastify.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20 } });
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    // Browsers ignore HSTS over plain http, and sending it there says the wrong thing: it goes out on https only.
    strictTransportSecurity: false,
  });
  fastify.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  setWorkerLimit(config.mlWorkers);
  const jobs = new JobQueue({
    connection: deps.jobs,
    db,
    log: fastify.log,
    pollSeconds: config.jobPollSeconds,
    retryDelaySeconds: config.env === 'test' ? 0 : 10,
    sendOnly: deps.role === 'api',
  });
  const files = new FileStore(path.join(config.dataDir, 'files'), db);
  await registerFileJobs(jobs, files);
  // Handlers stop first (their worker threads end), then the pool: nothing keeps Node alive after close.
  fastify.addHook('onClose', async () => {
    await jobs.stop();
    await terminateAllWorkers();
  });

  const outbox = new OutboxRepository(db);
  const mailer = deps.mailer ?? createMailer({ outbox, smtpUrl: config.smtpUrl, from: config.mailFrom, log: fastify.log });
  const sessions = new SessionRepository(db);
  const eventsPart = eventsArea({ db });
  const { events } = eventsPart.services;
  const packagesPart = packagesArea({ db });
  const { packages } = packagesPart.services;
  const notifications = notificationsArea({ db, events, mailer, publicUrl: config.publicUrl });
  const { notifier } = notifications.services;
  const users = usersArea({
    db,
    sessions,
    notificationSettings: notifications.services.settings,
    events,
    notifier,
    tenantName: 'Sentio',
  });
  const workspaces = workspacesArea({
    db,
    users: users.services.repo,
    packages,
    activity: users.services.activity,
    events,
    notifier,
    mailer,
    publicUrl: config.publicUrl,
    sessions,
    files,
  });
  const auth = authArea({
    db,
    users: users.services.repo,
    userService: users.services.users,
    packages: packagesPart.services.repo,
    sessions,
    activity: users.services.activity,
    notifier,
    mailer,
    publicUrl: config.publicUrl,
    operatorEmails: config.operatorEmails,
  });
  const accounts = accountsArea({
    db,
    packages,
    packageRepo: packagesPart.services.repo,
    mailer,
    publicUrl: config.publicUrl,
    sessionCache: sessions.sessionCache,
  });
  await promoteOperators(db, config.operatorEmails);

  const modelAccess = new ModelAccess(new ModelAccessRepository(db));
  const trainingRepo = new TrainingRepository(db);
  const runtime = new ModelRuntime(trainingRepo, files, modelAccess);
  const runningTrainings = new RunningTrainings();
  const trainJob = defineTrainJob({
    repo: trainingRepo,
    access: modelAccess,
    files,
    events,
    running: runningTrainings,
    log: fastify.log,
  });
  jobs.register(trainJob);
  const models = modelsArea({ db, access: modelAccess, packages, events, files, runtime, jobs });
  const modelSources = modelSourcesArea({
    db,
    files,
    jobs,
    events,
    modelAccess,
    categories: models.services.categories,
    config,
  });
  const training = new TrainingService(trainingRepo, modelAccess, jobs, trainJob, runningTrainings, events);
  const { jsonSources } = modelSources.services;

  const readDb = deps.readDb ?? db;
  if (config.databaseReadUrl && deps.dbKind === 'pglite') {
    fastify.log.warn('DATABASE_READ_URL is ignored: the embedded database has no replica (set DATABASE_URL too)');
  }
  // Data restrictions: ProjectAccess and the gate below look a restricted member up (docs/data-restrictions.md).
  const restrictions = restrictionsArea({ db });
  const projectDeps: ProjectAreaDeps = {
    config,
    db,
    readDb,
    files,
    jobs,
    events,
    notifier,
    packages,
    access: new ProjectAccess(new ProjectAccessRepository(db), restrictions.service),
    modelAccess,
    runtime,
    log: fastify.log,
  };
  const projects = projectsArea(projectDeps);
  // What reacts to every stored batch (rules, callbacks): each area is built above this line and adds its hook.
  const rules = rulesArea(projectDeps);
  const notificationDefinitions = notificationDefinitionsArea(projectDeps, { mailer });
  const callbacks = callbacksArea(projectDeps);
  const ingestHooks: IngestHook[] = [];
  ingestHooks.push(rules.hook);
  ingestHooks.push(callbacks.hook);
  const callScoring = callScoringArea(projectDeps);
  ingestHooks.push(callScoring.hook);
  const ingest = projectIngestArea(projectDeps, ingestHooks);
  const speech = speechArea(projectDeps, () => ingest.services.ingest);
  // The efficiency area is built before the correlation area, which routes its exports; its drill-down search is the
  // documents' search, read at request time.
  const efficiency = efficiencyArea(projectDeps, {
    search: (scope, code, body, signal) => documents.services.search.search(scope, code, body, signal),
  });
  const correlationReports = correlationReportsArea(projectDeps, { efficiency: efficiency.services.exports });
  const rollups = projectRollupsArea(projectDeps);
  await rollups.init();
  // The search's parts are built first and shared: the dashboard's drill-down search and the documents' search
  // (which computes its widgets through the dashboard) read the same ones, with no setter between the two areas.
  const search = searchParts(projectDeps, rollups.services.cube);
  const dashboard = projectDashboardArea(projectDeps, { search, rollups: rollups.services });
  const categoryTrend = categoryTrendArea(projectDeps, { cube: rollups.services.cube });
  const documents = projectDocumentsArea(projectDeps, {
    search,
    widgets: (scope, cat, request, signal) => dashboard.services.dashboard.forSearch(scope, cat, request, signal),
  });
  const views = projectViewsArea(projectDeps, { documents: documents.services });
  const rootCauses = rootCausesArea(projectDeps);
  const customers = customersArea(projectDeps);
  const journeys = customerJourneysArea(projectDeps);
  const fcr = fcrArea(projectDeps);
  const actions = actionsArea(projectDeps);
  const aliases = aliasesArea(projectDeps);
  const entityMappings = entityMappingsArea(projectDeps);
  const feedbackSchedules = feedbackSchedulesArea(projectDeps, { feedback: documents.services.feedback });
  rules.bindActions(actions.services.actions);
  const aiProvider = aiProviderArea({ config, db });
  const assistants = assistantsArea(projectDeps, {
    gateway: () => aiProvider.services.gateway,
    search: () => documents.services.search,
    projectDocuments: () => documents.services.documents,
    modelDocuments: () => models.services.documents,
    categories: () => models.services.categories,
  });
  const home = homeArea(projectDeps, {
    dashboard: dashboard.services.dashboard,
    models: { models: models.services.models, categories: models.services.categories, jsonSources, training, jobs },
    projects: { projects: projects.services.projects, ingest: ingest.services.ingest },
  });
  // Changing the NPS/CSAT fields through the analysis settings re-scores the stored documents (and so the rollups).
  projects.services.config.onScoreFieldsChanged((w, p) => rollups.services.rollups.rescore(w, p));
  const publicReview = publicReviewArea({
    db,
    projects: projectDeps.access,
    models: modelAccess,
    notifier,
    mailer,
    events,
    jobs,
    log: fastify.log,
    publicUrl: config.publicUrl,
  });
  const modelTemplates = modelTemplatesArea({
    db,
    access: modelAccess,
    models: models.services.models,
    packages,
    versions: trainingRepo,
    files,
    events,
  });
  const projectTemplates = projectTemplatesArea({
    db,
    access: projectDeps.access,
    projects: projects.services.projects,
    channels: projects.services.channels,
    widgets: dashboard.services.widgets,
    dashboard: dashboard.services.dashboard,
    packages,
    modelTemplates: modelTemplates.services.templates,
    review: publicReview.services.review,
    log: fastify.log,
  });
  // An operator's decision reaches the item's template: approval publishes it (docs/marketplace.md).
  publicReview.services.publication.current = {
    decided: (kind, itemId, status) =>
      kind === 'MODEL'
        ? modelTemplates.services.templates.decided(itemId, status)
        : projectTemplates.services.templates.decided(itemId, status),
  };

  // The operator's system pages (docs/system-admin.md): run-time parameters are put in force here, at start and on change.
  const system = systemArea({
    db,
    kind: deps.dbKind,
    jobs,
    log: logRing,
    parameters: [
      {
        key: 'ML_WORKERS',
        defaultValue: config.mlWorkers,
        min: 1,
        max: Math.max(config.mlWorkers, availableParallelism() * 2),
        apply: (v) => setWorkerLimit(v),
      },
      {
        key: 'CORRELATION_MAX_DOCUMENTS',
        defaultValue: config.correlation.maxDocuments,
        min: Math.min(1_000, config.correlation.maxDocuments),
        max: Math.max(10_000_000, config.correlation.maxDocuments),
        apply: (v) => {
          correlationReports.services.reports.ports.maxDocuments = v;
        },
      },
      { key: 'LOG_BUFFER_LINES', defaultValue: DEFAULT_LOG_LINES, min: 100, max: 20_000, apply: (v) => logRing.setCapacity(v) },
    ],
    caches: [
      {
        name: 'SESSIONS',
        size: () => sessions.sessionCache.size,
        ttlSeconds: sessions.sessionCache.ttlSeconds,
        clear: () => sessions.sessionCache.clear(),
      },
    ],
  });
  await system.start();
  fastify.addHook('onClose', () => Promise.resolve(system.stop()));

  const routes: RouteDef[] = withCosts([
    ...healthArea({ db, kind: deps.dbKind }).routes,
    ...auth.routes,
    ...users.routes,
    ...workspaces.routes,
    ...eventsPart.routes,
    ...notifications.routes,
    ...packagesPart.routes,
    ...adminArea({ outbox }).routes,
    ...accounts.routes,
    ...models.routes,
    ...trainingRoutes(training, runtime),
    ...modelSources.routes,
    ...projects.routes,
    ...ingest.routes,
    ...documents.routes,
    ...rollups.routes,
    ...dashboard.routes,
    ...categoryTrend.routes,
    ...views.routes,
    ...home.routes,
    ...rootCauses.routes,
    ...customers.routes,
    ...journeys.routes,
    ...fcr.routes,
    ...actions.routes,
    ...callbacks.routes,
    ...aliases.routes,
    ...entityMappings.routes,
    ...feedbackSchedules.routes,
    ...rules.routes,
    ...notificationDefinitions.routes,
    ...callScoring.routes,
    ...speech.routes,
    ...aiProvider.routes,
    ...assistants.routes,
    ...correlationReports.routes,
    ...efficiency.routes,
    ...system.routes,
    ...publicReview.routes,
    ...modelTemplates.routes,
    ...projectTemplates.routes,
    ...restrictions.routes,
    ...helpArea({ db }).routes,
  ]);
  assertComplete(routes);
  const authenticate = createAuthenticator(sessions, fastify.log);
  registerRestrictionGate(fastify, { authenticate, restrictions: restrictions.service });
  // One limiter for every heavy call of this process: a crowd gets fast 503s, cheap calls stay fast (docs/load.md).
  const heavy = new Semaphore(config.heavy);
  // Heavy reads go to the replica unless the caller changed something in the last seconds (docs/scale.md).
  const reads = new ReadRouter({ replica: readDb !== db, windowSeconds: config.readYourWritesSeconds });
  for (const def of routes) {
    registerRoute(fastify, def, { authenticate, validateResponses: config.validateResponses, heavy, reads });
  }
  registerDocs(
    fastify,
    buildOpenApi(
      routes.map((r) => r.endpoint),
      '0.1.0',
    ),
  );
  registerTenantConfig(fastify, config.tenantConfigFile, config.timeZone);

  if (hasWeb) await fastify.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });

  return {
    fastify,
    routes,
    heavy,
    services: {
      packages,
      jobs,
      files,
      accounts: accounts.services,
      publicReview: publicReview.services,
      modelTemplates: modelTemplates.services.templates,
      projectTemplates: projectTemplates.services.templates,
      models: { models: models.services.models, categories: models.services.categories, jsonSources, training },
      projects: {
        projects: projects.services,
        ingest: ingest.services,
        documents: documents.services,
        rollups: rollups.services,
        dashboard: dashboard.services,
        views: views.services,
        rootCauses: rootCauses.services,
        customers: customers.services,
        journeys: journeys.services,
        fcr: fcr.services,
        actions: actions.services,
        callbacks: callbacks.services,
        aliases: aliases.service,
        entityMappings: entityMappings.service,
        feedbackSchedules: feedbackSchedules.service,
        rules: rules.services,
        notificationDefinitions: notificationDefinitions.services,
        callScoring: callScoring.services,
        speech: speech.services,
        assistants: assistants.services,
        correlationReports: correlationReports.services,
        efficiency: efficiency.services,
      },
    },
  };
}

/** Every endpoint of the contract has exactly one route: a declared call without a handler is a start-up error. */
function assertComplete(routes: readonly RouteDef[]): void {
  const registered = new Set<Endpoint>(routes.map((r) => r.endpoint));
  const missing = Object.entries(endpoints).filter(([, e]) => !registered.has(e));
  if (missing.length > 0) throw new Error(`endpoints without a route: ${missing.map(([n]) => n).join(', ')}`);
}
