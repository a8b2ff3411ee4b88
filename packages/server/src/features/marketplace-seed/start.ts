import type { App } from '../../app.js';
import type { DatabaseKind, Db } from '../../platform/db/database.js';
import {
  seedBuiltInTemplates,
  type BuiltInTemplateOptions,
  type BuiltInTemplateResult,
  type BuiltInTemplateServices,
  type TemplateSnapshots,
} from './seed.js';

/** The seed's services, as the app exposes them (the templates areas' services given apart, see start below). */
export function builtInTemplateServices(app: App, templates: TemplateSnapshots): BuiltInTemplateServices {
  const { projects, ingest, dashboard, views } = app.services.projects;
  return {
    ...templates,
    model: { ...app.services.models, jobs: app.services.jobs },
    projects: projects.projects,
    ingest: ingest.ingest,
    widgets: dashboard.widgets,
    bookmarks: views.bookmarks,
    scores: dashboard.settings,
    files: app.services.files,
  };
}

/** Runs the seed with the app's services; resolves with its result (tests), never starts anything else. */
export function runBuiltInTemplates(
  app: App,
  database: { db: Db; kind: DatabaseKind },
  options: BuiltInTemplateOptions = {},
): Promise<BuiltInTemplateResult | null> {
  const templates: TemplateSnapshots = {
    modelTemplates: app.services.modelTemplates,
    projectTemplates: app.services.projectTemplates,
  };
  return seedBuiltInTemplates(database.db, database.kind, builtInTemplateServices(app, templates), options);
}

/**
 * Start-up (main.ts, a process that runs jobs): makes the built-in templates in the background when the current
 * content version's are missing, logging each step's duration; a failure is logged and retried at the next start.
 */
export function startBuiltInTemplates(app: App, database: { db: Db; kind: DatabaseKind }): void {
  const log = app.fastify.log;
  runBuiltInTemplates(app, database, { log: (step, ms) => log.info({ ms }, `built-in templates: ${step}`) })
    .then(
      (r) =>
        r &&
        log.info(
          { ms: r.ms, models: r.modelTemplateIds.length, analyses: r.projectTemplateIds.length },
          'built-in templates ready',
        ),
    )
    .catch((err: unknown) => log.error({ err }, 'built-in templates could not be made'));
}
