import { customerEndpoints as ce, customerKeyToParam } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { customerAnalysis } from '../customers/test-support.js';
import { seedDocuments } from '../project-documents/test-support.js';
import { seedDemo } from '../../platform/seed.js';
import { seedCustomerSettings, seedDemoCustomers } from './seed-customers.js';

let t: TestApp;
let owner: SignedInUser;
let workspaceId = '';

beforeAll(async () => {
  t = await startTestApp();
  // the demo user and workspace, as on a first start (only an empty database is seeded)
  expect(await seedDemo(t.db)).toBe(true);
  owner = await signUp(t, { company: 'Demo Customers Co' });
  const a = await customerAnalysis(t, owner, null, 'cx');
  workspaceId = a.workspaceId;
  // documents as the demo rows carry them: customer_id, segment, city
  await seedDocuments(t, a, [
    {
      externalId: '1',
      content: 'siparişim gecikti',
      contentDate: '2026-01-01T10:00:00.000Z',
      attributes: { customer_id: 'C-100001', segment: 'premium', city: 'İstanbul' },
    },
    {
      externalId: '2',
      content: 'iade ne zaman',
      contentDate: '2026-01-03T10:00:00.000Z',
      attributes: { customer_id: 'C-100001', segment: 'premium', city: 'İstanbul' },
    },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('the demo customers', () => {
  it('are linked with the city as address, once', async () => {
    const services = { settings: t.app.services.projects.customers.settings };
    expect(await seedCustomerSettings(workspaceId, services)).toBe(true);
    expect(await seedCustomerSettings(workspaceId, services)).toBe(false);
    const list = await owner.client.call(ce.customerList, { query: {} });
    expect(list.content.map((c) => [c.key, c.totalInteractions, c.segment, c.address, c.name])).toEqual([
      ['C-100001', 2, 'premium', 'İstanbul', null],
    ]);
    const c = await owner.client.call(ce.customerDetail, { params: { key: customerKeyToParam('C-100001') }, query: {} });
    expect(c.attributes.map((x) => [x.code, x.value])).toEqual([
      ['segment', 'premium'],
      ['city', 'İstanbul'],
    ]);
  });

  it('are set up in the demo workspace on first start', async () => {
    const services = { settings: t.app.services.projects.customers.settings };
    expect(await seedDemoCustomers(t.db, services)).toBe(true);
    const row = await t.db
      .selectFrom('customer_setting as s')
      .innerJoin('workspace as w', 'w.id', 's.workspace_id')
      .select(['w.code', 's.key_attribute', 's.address_attribute'])
      .where('s.workspace_id', '!=', workspaceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ code: 'demo', key_attribute: 'customer_id', address_attribute: 'city' });
  });
});
