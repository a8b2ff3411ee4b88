import { systemEndpoints as e } from '@sentio/domain';
import type { Db, DatabaseKind } from '../../platform/db/database.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { LogRing } from '../../platform/logging/log-ring.js';
import { CacheRegistry, type RegisteredCache } from './caches.js';
import { dictionaryService } from './dictionary.js';
import { JobsRepository } from './jobs-repository.js';
import { JobsService } from './jobs-service.js';
import { MonitorService } from './monitor.js';
import { ParameterRepository } from './parameter-repository.js';
import { ParameterService, type ParameterDefinition } from './parameters.js';

export interface SystemAreaDeps {
  db: Db;
  kind: DatabaseKind;
  jobs: JobQueue;
  log: LogRing;
  /** The run-time settings and how each is put in force (built in app.ts, which holds what they change). */
  parameters: readonly ParameterDefinition[];
  /** The other areas' caches (the session cache…); the parameters and the dictionary add theirs. */
  caches: readonly RegisteredCache[];
}

/**
 * The operator's system pages (docs/system-admin.md): monitor, system log, dictionary, parameters, cache, project
 * queue and pool, every call SYSTEM/ADMIN. `start` applies the stored parameters; `stop` ends the refresh timer
 * and the event-loop histogram.
 */
export function systemArea(deps: SystemAreaDeps) {
  const monitor = new MonitorService(deps.db, deps.kind, deps.jobs);
  const dictionary = dictionaryService(deps.db);
  const parameters = new ParameterService(new ParameterRepository(deps.db), deps.parameters);
  const jobs = new JobsService(new JobsRepository(deps.db), deps.jobs);
  const caches = new CacheRegistry([
    ...deps.caches,
    { name: 'PARAMETERS', ...parameters.cache },
    { name: 'DICTIONARY', ...dictionary.cache },
  ]);
  const routes: RouteDef[] = [
    route(e.systemMonitor, () => monitor.monitor()),
    route(e.systemLog, ({ query }) =>
      Promise.resolve({ ...deps.log.page(query), page: query.page, size: query.size, capacity: deps.log.capacity }),
    ),
    route(e.systemDictionary, ({ query }) => dictionary.get(query.language)),
    route(e.systemDictionarySave, ({ auth, body }) => dictionary.save(auth.userId, body)),
    route(e.systemParameters, () => Promise.resolve(parameters.list())),
    route(e.systemParameterSave, ({ auth, body }) => parameters.save(auth.userId, body)),
    route(e.systemCaches, () => Promise.resolve(caches.list())),
    route(e.systemCacheClear, ({ body }) => Promise.resolve(caches.clear(body.cache))),
    route(e.systemJobs, ({ query }) => jobs.page(query)),
    route(e.systemJobRetry, ({ params }) => jobs.retry(params.id)),
    route(e.systemJobCancel, ({ params }) => jobs.cancel(params.id)),
    route(e.systemPool, () => Promise.resolve(monitor.pool())),
  ];
  return {
    routes,
    services: { monitor, dictionary, parameters, jobs, caches },
    start: () => parameters.start(),
    stop: () => {
      parameters.stop();
      monitor.stop();
    },
  };
}
