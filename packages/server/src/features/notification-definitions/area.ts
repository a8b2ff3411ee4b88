import { notificationDefinitionEndpoints as e } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { Db } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { Notifier } from '../notifications/notifier.js';
import { NotificationSettingsRepository } from '../notifications/settings-repository.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { DefinitionRepository } from './definition-repository.js';
import { DefinitionService } from './definition-service.js';
import { LookupRepository } from './lookup-repository.js';
import { MetricsRepository } from './metrics-repository.js';
import { RunRepository } from './run-repository.js';
import { defineTickJob, RunService, TICK_CRON, type RunServiceDeps } from './run-service.js';

/** The runner over a database: the area builds it once; a test builds a second one as another process would. */
export function buildRunner(
  db: Db,
  x: { mailer: Mailer; notifier: Notifier; timeZone: string; publicUrl: string; log: RunServiceDeps['log'] },
): RunService {
  return new RunService({
    definitions: new DefinitionRepository(db),
    runs: new RunRepository(db),
    metrics: new MetricsRepository(db),
    lookup: new LookupRepository(db),
    mailer: x.mailer,
    notifier: x.notifier,
    settings: new NotificationSettingsRepository(db),
    timeZone: x.timeZone,
    publicUrl: x.publicUrl,
    log: x.log,
  });
}

export interface NotificationDefinitionServices {
  definitions: DefinitionService;
  /** What the tick job runs (tests and the demo seed run it with their own clock). */
  runner: RunService;
}

/**
 * Notification definitions (docs/notification-definitions.md): scheduled reports and threshold alerts of an analysis,
 * mailed with charts rendered on the server, with an in-app notice and a link to the documents behind each run.
 */
export function notificationDefinitionsArea(
  deps: ProjectAreaDeps,
  extra: { mailer: Mailer },
): { routes: RouteDef[]; services: NotificationDefinitionServices } {
  const definitionRepo = new DefinitionRepository(deps.db);
  const runs = new RunRepository(deps.db);
  const lookup = new LookupRepository(deps.db);
  const runner = buildRunner(deps.db, {
    mailer: extra.mailer,
    notifier: deps.notifier,
    timeZone: deps.config.timeZone,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  const definitions = new DefinitionService({
    definitions: definitionRepo,
    runs,
    lookup,
    access: deps.access,
    runner,
    timeZone: deps.config.timeZone,
    now: () => new Date(),
  });
  const tickJob = defineTickJob(runner);
  deps.jobs.register(tickJob);
  void deps.jobs.schedule(tickJob, TICK_CRON, {}, { tz: deps.config.timeZone });

  return {
    routes: [
      route(e.notificationDefinitionList, ({ auth, params }) => definitions.list(s(auth), params.code)),
      route(e.notificationDefinitionCreate, ({ auth, params, body }) => definitions.create(s(auth), params.code, body)),
      route(e.notificationDefinitionGet, ({ auth, params }) => definitions.get(s(auth), params.code, params.id)),
      route(e.notificationDefinitionUpdate, ({ auth, params, body }) =>
        definitions.update(s(auth), params.code, params.id, body),
      ),
      route(e.notificationDefinitionDelete, ({ auth, params }) => definitions.remove(s(auth), params.code, params.id)),
      route(e.notificationDefinitionTest, ({ auth, params }) => definitions.test(s(auth), params.code, params.id)),
      route(e.notificationDefinitionRuns, ({ auth, params }) => definitions.runs(s(auth), params.code, params.id)),
    ],
    services: { definitions, runner },
  };
}
