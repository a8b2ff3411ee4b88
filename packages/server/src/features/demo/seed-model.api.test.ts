import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_MODEL_CODE, seedDemoModel } from './seed-model.js';

let t: TestApp;
let demo: Client;

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  const anon = new Client(t.baseUrl);
  const { token } = await anon.call(endpoints.login, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  demo = new Client(t.baseUrl, token);
});
afterAll(async () => t.close());

describe('the demo model seed', () => {
  it('creates, trains through the model.train job and deploys the demo model of the first demo workspace', async () => {
    const services = { ...t.app.services.models, jobs: t.app.services.jobs };
    const deployed = await seedDemoModel(t.db, services);
    expect(deployed).not.toBeNull();

    const list = await demo.call(endpoints.modelList, { query: { search: 'Customer feedback' } });
    const summary = list.content.find((m) => m.code === DEMO_MODEL_CODE);
    expect(summary).toBeDefined();
    const model = await demo.call(endpoints.modelGet, { params: { id: summary?.id ?? '' } });
    expect(model).toMatchObject({
      name: 'Müşteri Geri Bildirimi / Customer feedback',
      classificationType: 'SINGLE_LABEL',
      senseType: 'CATEGORY',
      dataType: 'STANDARD',
      accessType: 'WORKSPACE',
      switches: [
        { code: 'tr', default: true },
        { code: 'en', default: false },
      ],
      documentCount: 1000,
      labelledCount: 800,
      trainingStatus: 'SUCCESS',
      deployedVersion: { id: deployed?.id },
    });
    expect(model.labels).toHaveLength(16);

    const versions = await demo.call(endpoints.modelVersions, { params: { id: model.id } });
    expect(versions).toHaveLength(1);
    const [version] = versions;
    expect(version).toMatchObject({ status: 'SUCCESS', deployed: true, trainingDocuments: 800 });
    expect(version?.macroF1).toBeGreaterThan(0.6);

    // Categories are Turkish (the default language) with their English names as aliases.
    const tree = await demo.call(endpoints.modelCategories, { params: { id: model.id } });
    expect(tree[0]).toMatchObject({ name: 'Teslimat', aliases: { en: 'Delivery' } });
    expect(tree[0]?.children[0]).toMatchObject({ name: 'Teslimat süresi', aliases: { en: 'Delivery time' } });

    // The sentiment model beside it: fixed labels, trained and deployed, shared with the workspace.
    const all = await demo.call(endpoints.modelList, { query: {} });
    const sentimentId = all.content.find((m) => m.code === 'customer-sentiment')?.id ?? '';
    const sentiment = await demo.call(endpoints.modelGet, { params: { id: sentimentId } });
    expect(sentiment).toMatchObject({
      senseType: 'SENTIMENT',
      accessType: 'WORKSPACE',
      documentCount: 800,
      labelledCount: 800,
      trainingStatus: 'SUCCESS',
    });
    expect(sentiment.deployedVersion).not.toBeNull();

    // Seeding again changes nothing.
    expect(await seedDemoModel(t.db, services)).toBeNull();
    expect((await demo.call(endpoints.modelList, { query: {} })).content.filter((m) => m.code === DEMO_MODEL_CODE)).toHaveLength(
      1,
    );
  }, 300_000);
});
