import { buildApp } from './app.js';
import { seedDemoCustomers } from './features/demo/seed-customers.js';
import { seedDemoModel } from './features/demo/seed-model.js';
import { seedDemoProject } from './features/demo/seed-project.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './platform/seed.js';

/** Read config → open db → migrate → seed the demo on an empty embedded db → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db as never);
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, jobs: database.jobs });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.fastify.log.info({ signal }, 'shutting down');
    await app.fastify.close();
    // PGlite must be closed, or its data may be left mid-write and Node will not exit.
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.fastify.listen({ port: config.port, host: config.host });
  // After listen: the API answers while the queue catches up; fastify.close() stops it.
  await app.services.jobs.start();
  const where = database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL server';
  const lines = [
    '',
    `  Sentio is running at ${config.publicUrl}`,
    `  Database: ${where}`,
    ...(config.seedDemo ? [`  Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}${seeded ? ' (created now)' : ''}`] : []),
    `  API docs: ${config.publicUrl}/api/docs`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  // In the background: the app is usable at once, and the demo model appears when its training ends.
  if (seeded) {
    const { projects, ingest, rootCauses, journeys, fcr } = app.services.projects;
    seedDemoModel(database.db, { ...app.services.models, jobs: app.services.jobs })
      .then(async (version) => {
        app.fastify.log.info({ versionId: version?.id, macroF1: version?.macroF1 }, 'demo model trained');
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
              },
              { count: config.demoDocuments },
            )
          : null;
        if (project) app.fastify.log.info({ code: project.code, stored: project.stored }, 'demo analysis ready');
      })
      .catch((err: unknown) => app.fastify.log.error({ err }, 'demo model or analysis could not be seeded'));
  }
}

main().catch((err: unknown) => {
  console.error('Sentio failed to start:', err);
  process.exit(1);
});
