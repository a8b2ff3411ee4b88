import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { DEMO_MODEL_CODE } from './seed-model.js';
import { DEMO_PUBLIC_NOTE, seedDemoPublicReview } from './seed-public-review.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db);
  await t.db.updateTable('app_user').set({ user_type: 'SYSTEM_ADMIN' }).where('email', '=', DEMO_EMAIL).execute();
});
afterAll(() => t.close());

describe('demo make-public review', () => {
  it('leaves one overdue pending request of the demo model in the operator queue, once', async () => {
    const { token } = await new Client(t.baseUrl).call(endpoints.login, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const demo = new Client(t.baseUrl, token);
    expect(await seedDemoPublicReview(t.db, t.app.services)).toBe(false);
    // The demo model without its training (the seed needs only the model).
    await demo.call(endpoints.modelCreate, {
      body: {
        name: 'Customer feedback',
        code: DEMO_MODEL_CODE,
        settings: [
          { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
          { type: 'SENSE_TYPE', value: 'CATEGORY' },
          { type: 'DATA_TYPE', value: 'STANDARD' },
        ],
        switches: [{ code: 'en', default: true }],
        pipelineStages: [{ code: 'CLASSIFY' }],
        categories: [{ name: 'Delivery' }],
      },
    });
    expect(await seedDemoPublicReview(t.db, t.app.services)).toBe(true);
    expect(await seedDemoPublicReview(t.db, t.app.services)).toBe(false);

    const queue = await demo.call(endpoints.reviewList, { query: {} });
    expect(queue).toMatchObject({ total: 1, pending: 1, overdue: 1 });
    expect(queue.content[0]).toMatchObject({
      kind: 'MODEL',
      itemName: 'Customer feedback',
      note: DEMO_PUBLIC_NOTE,
      overdue: true,
    });
  });
});
