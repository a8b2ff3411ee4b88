import { customerEndpoints as e } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { documentReads } from '../project-documents/reads.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { CustomerService } from './customer-service.js';
import { InteractionRepository } from './interaction-repository.js';
import { defineRelinkJob, type RelinkDeps } from './relink-job.js';
import { CustomerRepository } from './repository.js';
import { CustomerSettingsRepository } from './settings-repository.js';
import { CustomerSettingsService } from './settings-service.js';

export interface CustomerServices {
  customers: CustomerService;
  settings: CustomerSettingsService;
  /** What the re-link job runs with (tests run one directly). */
  relink: RelinkDeps;
}

/** Customers (docs/customers.md): the customers list and detail, the customer settings and the background re-link. */
export function customersArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: CustomerServices } {
  const settingsRepo = new CustomerSettingsRepository(deps.db);
  const relink: RelinkDeps = { settings: settingsRepo, log: deps.log };
  const relinkJob = defineRelinkJob(relink);
  deps.jobs.register(relinkJob);
  const settings = new CustomerSettingsService(
    settingsRepo,
    transactionPort(deps.db, (trx) => ({ settings: new CustomerSettingsRepository(trx) })),
    {
      async queue(payload) {
        await deps.jobs.send(relinkJob, payload);
      },
    },
  );
  const customers = new CustomerService(
    new CustomerRepository(deps.db),
    new InteractionRepository(deps.db),
    settingsRepo,
    deps.access,
    documentReads(deps.db, deps.access),
  );
  return {
    routes: [
      route(e.customerList, ({ auth, query }) => customers.list(s(auth), query)),
      route(e.customerSettings, ({ auth }) => settings.get(s(auth))),
      route(e.customerSettingsUpdate, ({ auth, body }) => settings.update(s(auth), body)),
      route(e.customerDetail, ({ auth, params, query }) => customers.detail(s(auth), params.key, query)),
    ],
    services: { customers, settings, relink },
  };
}
