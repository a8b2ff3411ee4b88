import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import type { CustomerSettingsService } from '../customers/settings-service.js';
import { DemoRepository } from './repository.js';

/** App exposes this as `services.projects.customers.settings`. */
export interface DemoCustomerServices {
  settings: Pick<CustomerSettingsService, 'seed'>;
}

/**
 * The demo workspace's customer mapping (docs/customers.md): the demo rows carry `customer_id` (the default key),
 * `segment` and `city`, so the city is the customer's address and both are shown on a customer's page. The demo
 * customers have no names: the pages show their keys. Written once; returns false when the workspace has settings.
 */
export function seedCustomerSettings(workspaceId: string, services: DemoCustomerServices): Promise<boolean> {
  return services.settings.seed(workspaceId, {
    segmentAttribute: 'segment',
    addressAttribute: 'city',
    shownAttributes: ['segment', 'city'],
  });
}

/** The demo user's demo workspace gets the mapping on first start (before its documents arrive: no recount needed). */
export async function seedDemoCustomers(db: Db, services: DemoCustomerServices): Promise<boolean> {
  const target = await new DemoRepository(db).firstWorkspace(DEMO_EMAIL, 'demo');
  return target ? seedCustomerSettings(target.workspace.id, services) : false;
}
