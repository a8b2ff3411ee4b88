import type { CustomerSettingsService } from '../customers/settings-service.js';

/** App exposes this as `services.projects.customers.settings`. */
export interface DemoCustomerServices {
  settings: Pick<CustomerSettingsService, 'seed'>;
}

/**
 * The demo workspace's customer mapping (docs/customers.md): the demo rows carry `customer_id` (the default key),
 * `segment` and `city`, so the city is the customer's address and both are shown on a customer's page. The demo
 * customers have no names: the pages show their keys. Written once; returns false when the workspace has settings.
 */
export function seedDemoCustomers(workspaceId: string, services: DemoCustomerServices): Promise<boolean> {
  return services.settings.seed(workspaceId, {
    segmentAttribute: 'segment',
    addressAttribute: 'city',
    shownAttributes: ['segment', 'city'],
  });
}
