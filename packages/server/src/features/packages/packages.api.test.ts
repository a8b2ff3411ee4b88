import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';

let t: TestApp;
let u: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await signUp(t, { company: 'Plans Inc' });
});
afterAll(() => t.close());

describe('packages', () => {
  it('puts a new account on the default plan', async () => {
    const plan = await u.client.call(endpoints.packagePlan);
    expect(plan).toMatchObject({ code: 'STANDARD', isDefault: true, unlimited: false, accountName: 'Plans Inc' });
    expect(plan.features).toContainEqual({ code: 'PROJECT_COUNT', limit: 10 });
  });

  it('checks PROJECT_COUNT with LIMIT_AVAILABLE and reports usage per feature', async () => {
    expect(await u.client.call(endpoints.packageCheck, { query: { feature: 'PROJECT_COUNT' } })).toEqual({
      feature: 'PROJECT_COUNT',
      status: 'LIMIT_AVAILABLE',
    });
    const features = await u.client.call(endpoints.accountFeatures);
    expect(features.map((f) => f.code)).toEqual([
      'PROJECT_COUNT',
      'MODEL_COUNT',
      'WORKSPACE_COUNT',
      'USER_COUNT',
      'DOCUMENT_MONTHLY',
      'EXPORT',
    ]);
    expect(await u.client.call(endpoints.accountFeature, { params: { code: 'WORKSPACE_COUNT' } })).toEqual({
      code: 'WORKSPACE_COUNT',
      kind: 'COUNT',
      limit: 3,
      used: 1,
      status: 'LIMIT_AVAILABLE',
    });
    expect(await u.client.call(endpoints.accountFeature, { params: { code: 'EXPORT' } })).toMatchObject({
      kind: 'FLAG',
      status: 'LIMIT_AVAILABLE',
    });
  });

  it('follows the plan: unlimited lifts limits, a feature left out is not in the package', async () => {
    const accountId = (await t.db.selectFrom('account').select('id').where('name', '=', 'Plans Inc').executeTakeFirstOrThrow())
      .id;
    const unlimited = await t.db.selectFrom('plan').select('id').where('code', '=', 'UNLIMITED').executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ plan_id: unlimited.id }).where('id', '=', accountId).execute();
    expect(await u.client.call(endpoints.accountFeature, { params: { code: 'WORKSPACE_COUNT' } })).toMatchObject({
      limit: null,
      status: 'LIMIT_AVAILABLE',
    });

    const tiny = await t.db
      .insertInto('plan')
      .values({ code: 'TINY', name: 'Tiny', features: JSON.stringify({ WORKSPACE_COUNT: 1 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ plan_id: tiny.id }).where('id', '=', accountId).execute();
    expect(await u.client.call(endpoints.packageCheck, { query: { feature: 'WORKSPACE_COUNT' } })).toMatchObject({
      status: 'LIMIT_EXCEEDED',
    });
    expect(await u.client.call(endpoints.packageCheck, { query: { feature: 'EXPORT' } })).toMatchObject({
      status: 'FEATURE_NOT_IN_PACKAGE',
    });
  });
});
