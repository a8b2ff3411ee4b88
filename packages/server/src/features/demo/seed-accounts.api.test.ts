import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { DEMO_RETAIL, DEMO_RETAIL_OWNER, seedDemoAccounts } from './seed-accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('seeds the Starter package and Demo Retail with a signed-in owner, once', async () => {
    const first = await seedDemoAccounts(t.db, { ...t.app.services.accounts, packages: t.app.services.packages });
    const again = await seedDemoAccounts(t.db, { ...t.app.services.accounts, packages: t.app.services.packages });
    expect(again?.accountId).toBe(first?.accountId);

    const op = new Client(t.baseUrl);
    const { token } = await op.call(endpoints.login, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const operator = new Client(t.baseUrl, token);
    const account = await operator.call(endpoints.adminAccountGet, { params: { id: first?.accountId ?? '' } });
    expect(account).toMatchObject({ name: DEMO_RETAIL, packageCode: 'STARTER', owners: [DEMO_RETAIL_OWNER], status: 'ACTIVE' });
    expect(account.pendingInvitations.map((i) => i.email)).toEqual(['analyst@demo-retail.local']);

    const owner = await new Client(t.baseUrl).call(endpoints.login, {
      body: { email: DEMO_RETAIL_OWNER, password: DEMO_PASSWORD },
    });
    expect(owner.user.workspaces.find((w) => w.selected)?.name).toBe('Retail CX');
    const features = await new Client(t.baseUrl, owner.token).call(endpoints.accountFeatures);
    expect(features.find((f) => f.code === 'MODEL_COUNT')).toMatchObject({ limit: 2, used: 0 });
  });
});
