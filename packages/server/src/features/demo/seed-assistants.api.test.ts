import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis } from '../project-documents/test-support.js';
import { seedDemoAssistant } from './seed-assistants.js';
import { DEMO_PROJECT_CODE } from './seed-project.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.db)).toBe(true);
}, 120_000);
afterAll(() => t.close());

describe('demo assistant', () => {
  it('waits for the demo analysis, then defines one CLASSIFY assistant once, with no runs', async () => {
    const services = t.app.services.projects.assistants;
    expect(await seedDemoAssistant(t.db, services)).toBeNull();
    // The demo analysis as the project seed leaves it: that code, in the demo workspace, over a category model.
    const { token, user } = await new Client(t.baseUrl).call(endpoints.login, {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const demo = {
      client: new Client(t.baseUrl, token),
      email: DEMO_EMAIL,
      userId: user.id,
      workspaceCode: user.workspaces.find((w) => w.selected)?.code ?? '',
    };
    const model = await createModel(demo, { code: 'demo-assist-topics', categories: [{ name: 'Teslimat' }] });
    await createAnalysis(t, demo, model, DEMO_PROJECT_CODE);

    const made = await seedDemoAssistant(t.db, services);
    expect(made).toMatchObject({ actionType: 'CLASSIFY', owner: 'PROJECT', projectCode: DEMO_PROJECT_CODE, lastRun: null });
    expect(await seedDemoAssistant(t.db, services)).toBeNull();
    const runs = await t.db.selectFrom('assistant_run').select('id').execute();
    expect(runs).toEqual([]);
  });
});
