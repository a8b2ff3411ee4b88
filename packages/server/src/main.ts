import type { Server } from 'node:http';
import { buildApp, type App } from './app.js';
import { seedDemoCalls } from './features/demo/seed-calls.js';
import { seedDemoCustomers } from './features/demo/seed-customers.js';
import { seedDemoModel } from './features/demo/seed-model.js';
import { seedDemoProject } from './features/demo/seed-project.js';
import { seedDemoAssistant } from './features/demo/seed-assistants.js';
import { seedDemoReports } from './features/demo/seed-reports.js';
import { seedDemoPublicReview } from './features/demo/seed-public-review.js';
import { seedDemoAccounts } from './features/demo/seed-accounts.js';
import { seedDemoMembers } from './features/demo/seed-members.js';
import { seedDemoRestrictions } from './features/demo/seed-restrictions.js';
import { startBuiltInTemplates } from './features/marketplace-seed/start.js';
import { loadConfig, type Config } from './platform/config.js';
import { openDatabase, type OpenDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { closeServer, listenHealthOnly } from './platform/process/health-server.js';
import { assertRoleFits, resolveRole, RoleError, roleDoes, type ProcessRole } from './platform/process/role.js';
import { StartupLockRepository } from './platform/process/startup-lock-repository.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './platform/seed.js';

/**
 * Read config and role → open db → (one process at a time) migrate, seed the demo on an empty db, build the app
 * → listen (API) or serve only the health check (worker) → start the job queue. Roles: docs/scale.md.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const role = resolveRole(process.argv.slice(2), config.roleSetting);
  const does = roleDoes(role);
  // Before opening anything: a refused role leaves no embedded database behind.
  assertRoleFits(role, config.databaseUrl ? 'postgres' : 'pglite');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
  });
  // Several processes starting together: each waits for the one before to finish these steps.
  const { app, seeded } = await new StartupLockRepository(database.db, database.kind).exclusive(async () => {
    await migrateToLatest(database.db as never);
    // The demo's model and analysis are made by jobs: only a process that runs jobs seeds it.
    const seeded = config.seedDemo && does.jobs ? await seedDemo(database.db) : false;
    const app = await buildApp({
      config,
      db: database.db,
      readDb: database.readDb,
      dbKind: database.kind,
      jobs: database.jobs,
      role,
    });
    return { app, seeded };
  });

  let health: Server | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.fastify.log.info({ signal, role }, 'shutting down');
    if (health) await closeServer(health);
    await app.fastify.close();
    // PGlite must be closed, or its data may be left mid-write and Node will not exit.
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (does.http) await app.fastify.listen({ port: config.port, host: config.host });
  else health = await listenHealthOnly({ db: database.db, kind: database.kind, port: config.port, host: config.host });
  // After listen: the API answers while the queue catches up; fastify.close() stops it.
  await app.services.jobs.start();
  process.stdout.write(banner(config, role, database, seeded));
  // In the background: the app is usable at once, and the demo model appears when its training ends.
  if (seeded) seedDemoData(app, database, config);
  // The marketplace's built-in templates (docs/demo-data.md "Built-in templates"), with or without the demo.
  if (does.jobs) startBuiltInTemplates(app, database);
}

function banner(config: Config, role: ProcessRole, database: OpenDatabase, seeded: boolean): string {
  const where = database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL server';
  const roleLine: Record<ProcessRole, string> = {
    all: `  Sentio is running at ${config.publicUrl}`,
    api: `  Sentio API process (sends jobs, runs none) is running at ${config.publicUrl}`,
    worker: `  Sentio worker process (jobs and schedules) is running; health check on port ${config.port}: /api/health`,
  };
  const lines = [
    '',
    roleLine[role],
    `  Database: ${where}`,
    ...(config.seedDemo && role !== 'worker'
      ? [`  Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}${seeded ? ' (created now)' : ''}`]
      : []),
    ...(role !== 'worker' ? [`  API docs: ${config.publicUrl}/api/docs`] : []),
    ...(seeded && role === 'worker' ? ['  Demo data: created now; its model and analysis follow in the background'] : []),
    '',
  ];
  return lines.join('\n') + '\n';
}

/** The demo model, then its customers and analysis, built through the same services as the API. */
function seedDemoData(app: App, database: OpenDatabase, config: Config): void {
  const { projects, ingest, rootCauses, journeys, fcr } = app.services.projects;
  // The operator's pages (docs/demo-data.md "Accounts and packages"): the Starter package and the Demo Retail account.
  seedDemoAccounts(database.db, { ...app.services.accounts, packages: app.services.packages })
    .then((r) => r && app.fastify.log.info({ accountId: r.accountId }, 'demo accounts ready'))
    .catch((err: unknown) => app.fastify.log.error({ err }, 'demo accounts failed'));
  // Members and roles (docs/workspaces-and-users.md, "Demo"): a custom role and a teammate holding it.
  seedDemoMembers(database.db).catch((err: unknown) => app.fastify.log.error({ err }, 'demo members and roles failed'));
  // Data restrictions (docs/data-restrictions.md, "Demo"): analyst@sentio.local sees only the premium segment.
  seedDemoRestrictions(database.db).catch((err: unknown) => app.fastify.log.error({ err }, 'demo restricted analyst failed'));
  seedDemoModel(database.db, { ...app.services.models, jobs: app.services.jobs })
    .then(async (version) => {
      app.fastify.log.info({ versionId: version?.id, macroF1: version?.macroF1 }, 'demo model trained');
      // The operator's review queue (docs/public-review.md, "Demo"): the demo model's overdue make-public request.
      await seedDemoPublicReview(database.db, app.services).catch((err: unknown) =>
        app.fastify.log.error({ err }, 'demo make-public request failed'),
      );
      // The demo rows' city is the customers' address; set before the documents arrive, so no recount is needed.
      await seedDemoCustomers(database.db, { settings: app.services.projects.customers.settings });
      // The demo analysis needs the deployed model; ~20,000 documents take a few minutes to classify.
      const project = version
        ? await seedDemoProject(
            database.db,
            {
              projects: projects.projects,
              ingest: ingest.ingest,
              rootCauses: { ...rootCauses.analyses, rootCauses: rootCauses.rootCauses.rootCauses },
              fcr: fcr.fcr,
              journeys: journeys.journeys,
              actions: { ...app.services.projects.actions, catalogues: journeys.journeys },
              rules: app.services.projects.rules,
              notifications: app.services.projects.notificationDefinitions,
              aliasesFeedback: { aliases: app.services.projects.aliases, schedules: app.services.projects.feedbackSchedules },
              entityMappings: app.services.projects.entityMappings,
            },
            { count: config.demoDocuments },
          )
        : null;
      if (project) app.fastify.log.info({ code: project.code, stored: project.stored }, 'demo analysis ready');
      // The analysis's assistant definition (docs/assistants.md "Demo"); it runs once a provider is turned on.
      if (project)
        await seedDemoAssistant(database.db, app.services.projects.assistants).catch((err: unknown) =>
          app.fastify.log.error({ err }, 'demo assistant failed'),
        );
      // The call centre (docs/demo-data.md "Call centre"): its dialogue model, then ~1,500 classified and scored calls.
      const calls =
        config.demoCalls > 0
          ? await seedDemoCalls(
              database.db,
              {
                model: { ...app.services.models, jobs: app.services.jobs },
                projects: projects.projects,
                ingest: ingest.ingest,
                speech: app.services.projects.speech.settings,
              },
              { count: config.demoCalls, log: (step, ms) => app.fastify.log.info({ ms }, `demo call centre: ${step}`) },
            )
          : null;
      if (calls) app.fastify.log.info({ code: calls.code, stored: calls.stored }, 'demo call centre ready');
      // The reports tab (docs/demo-data.md "Reports"): teammates' reviews, this month's marking target, a ready report.
      const reports = project
        ? await seedDemoReports(
            database.db,
            {
              documents: app.services.projects.documents.documents,
              targets: app.services.projects.efficiency.targets,
              correlation: app.services.projects.correlationReports,
            },
            { timeZone: config.timeZone, log: (step, ms) => app.fastify.log.info({ ms }, `demo reports: ${step}`) },
          )
        : null;
      if (reports) app.fastify.log.info({ reviewed: reports.reviewed, report: reports.report?.id }, 'demo reports ready');
    })
    .catch((err: unknown) => app.fastify.log.error({ err }, 'demo model or analysis could not be seeded'));
}

main().catch((err: unknown) => {
  // A wrong role is the operator's to fix: their sentence, not a stack trace.
  console.error('Sentio failed to start:', err instanceof RoleError ? err.message : err);
  process.exit(1);
});
