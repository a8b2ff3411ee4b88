import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { DEMO_REVIEWER, DEMO_ROLE_NAME, DEMO_ROLE_PERMISSIONS, seedDemoMembers } from './seed-members.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('the demo members and roles', () => {
  it('adds a custom role held by a teammate in the demo workspace, once', async () => {
    const first = await seedDemoMembers(t.db);
    const again = await seedDemoMembers(t.db);
    expect(again).toEqual(first);
    const { token } = await new Client(t.baseUrl).call(endpoints.login, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const demo = new Client(t.baseUrl, token);
    const roles = await demo.call(endpoints.accountRoles, { query: {} });
    expect(roles).toEqual([
      expect.objectContaining({ name: DEMO_ROLE_NAME, permissions: [...DEMO_ROLE_PERMISSIONS], memberCount: 1 }),
    ]);
    const members = await demo.call(endpoints.members);
    expect(members.find((m) => m.email === DEMO_REVIEWER.email)).toMatchObject({
      role: 'CUSTOM',
      customRole: { name: DEMO_ROLE_NAME },
    });
  });
});
