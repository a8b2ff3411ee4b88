import { customerEndpoints as ce, customerKeyToParam } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type CustomerEndpoint = 'customerList' | 'customerDetail' | 'customerSettings' | 'customerSettingsUpdate';

/** What the routes matrix knows of A's records when the attacks run (read lazily: filled in its beforeAll). */
export interface CustomerTargets {
  /** A customer key of A's documents (e.g. the `customer_id` of A's document). */
  customerKey: () => string;
}

/**
 * The routes matrix's cross-workspace rows of customers: B's client, with valid requests, aims at A's customer.
 * Customers and their settings are scoped by the session's workspace, so the list and the settings answer B's own
 * (empty, default) data, A's customer is 404, and B's settings change changes only B's row; A's key must appear in no
 * answer (add it to the matrix's secrets).
 */
export function customerForeign(x: CustomerTargets): Record<CustomerEndpoint, Row> {
  return {
    customerList: {
      attack: (c) => c.request(ce.customerList, { query: { page: 0, size: 20, q: x.customerKey() } }),
      expectDenied: false,
    },
    customerDetail: {
      attack: (c) => c.request(ce.customerDetail, { params: { key: customerKeyToParam(x.customerKey()) }, query: {} }),
      expectDenied: true,
    },
    customerSettings: { attack: (c) => c.request(ce.customerSettings), expectDenied: false },
    customerSettingsUpdate: {
      attack: (c) => c.request(ce.customerSettingsUpdate, { body: { keyAttribute: 'customer_id', shownAttributes: [] } }),
      expectDenied: false,
    },
  };
}
