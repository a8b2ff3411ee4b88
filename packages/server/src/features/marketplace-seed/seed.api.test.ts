import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { BUILT_IN_MODELS, BUILT_IN_PROJECTS } from './content.js';
import { MARKETPLACE_ACCOUNT_NAME, MARKETPLACE_EMAIL, MARKETPLACE_WORKSPACE_CODE } from './internal.js';
import type { BuiltInTemplateOptions } from './seed.js';
import { runBuiltInTemplates } from './start.js';

let t: TestApp;
let viewer: SignedInUser;
let operator: Client;
const small: BuiltInTemplateOptions = {
  labelled: { ecommerce: 320, calls: 120, sentiment: 300 },
  sample: 120,
  end: new Date('2026-06-01T00:00:00Z'),
};
const run = () => runBuiltInTemplates(t.app, { db: t.db, kind: process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite' }, small);

beforeAll(async () => {
  t = await startTestApp();
  // The demo's operator, for the accounts list; the seed runs with or without the demo.
  expect(await seedDemo(t.db)).toBe(true);
  const anon = new Client(t.baseUrl);
  const { token } = await anon.call(endpoints.login, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  operator = new Client(t.baseUrl, token);
  viewer = await signUp(t);
});
afterAll(async () => t.close());

const counts = async () => ({
  modelTemplates: (await t.db.selectFrom('model_template').select('id').execute()).length,
  projectTemplates: (await t.db.selectFrom('project_template').select('id').execute()).length,
  models: (await t.db.selectFrom('model').select('id').execute()).length,
  projects: (await t.db.selectFrom('project').select('id').execute()).length,
  workspaces: (await t.db.selectFrom('workspace').select('id').execute()).length,
});

describe('the built-in templates', () => {
  it('trains three models, fills three analyses and ships them as public built-in templates, once', async () => {
    // An older release's built-in template: replaced by this version's.
    await t.db
      .insertInto('project_template')
      .values({
        built_in_key: 'sentio:project:ecommerce-feedback:v0',
        code: 'old-ecommerce',
        name: 'Old',
        data_type: 'STANDARD',
        icon: 'preset:chart',
        color: '#13A8A8',
        visibility: 'PUBLIC',
        config: JSON.stringify({}),
        models: JSON.stringify([]),
        tags: JSON.stringify([]),
        languages: JSON.stringify([]),
      })
      .execute();
    const steps: string[] = [];
    const made = await runBuiltInTemplates(
      t.app,
      { db: t.db, kind: process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite' },
      { ...small, log: (step) => steps.push(step) },
    );
    expect(made?.modelTemplateIds).toHaveLength(3);
    expect(made?.projectTemplateIds).toHaveLength(3);
    expect(steps).toEqual(['internal workspace ready', 'models trained', 'analyses filled', 'templates made']);

    // A new workspace sees them in the marketplace: Sentio's, public, with weights and figures.
    const models = await viewer.client.call(endpoints.modelTemplateList, { query: { scope: 'PUBLIC' } });
    expect(models.content).toHaveLength(3);
    expect(models.content.map((m) => m.name).sort()).toEqual(
      Object.values(BUILT_IN_MODELS)
        .map((m) => m.title)
        .sort(),
    );
    for (const m of models.content) {
      expect(m).toMatchObject({
        visibility: 'PUBLIC',
        owner: { builtIn: true, workspaceName: null, own: false },
        hasWeights: true,
        languages: ['tr', 'en'],
        versionName: 'v1',
      });
      expect(m.macroF1).toBeGreaterThan(0.5);
      const detail = await viewer.client.call(endpoints.modelTemplateDetail, { params: { id: m.id } });
      expect(detail.statistics?.perLabel.length).toBeGreaterThan(0);
      expect(detail.sourceModelId).toBeNull();
    }
    const topics = models.content.find((m) => m.name === BUILT_IN_MODELS.ecommerce.title);
    expect(topics).toMatchObject({ senseType: 'CATEGORY', dataType: 'STANDARD', categoryCount: 22 });
    expect(models.content.find((m) => m.name === BUILT_IN_MODELS.calls.title)).toMatchObject({ dataType: 'DIALOGUE' });
    expect(models.content.find((m) => m.name === BUILT_IN_MODELS.sentiment.title)).toMatchObject({ senseType: 'SENTIMENT' });

    const projects = await viewer.client.call(endpoints.projectTemplateList, { query: { scope: 'PUBLIC' } });
    expect(projects.content.map((p) => p.code)).not.toContain('old-ecommerce');
    expect(projects.content.map((p) => p.name).sort()).toEqual(BUILT_IN_PROJECTS.map((p) => p.title).sort());
    for (const p of projects.content) {
      expect(p).toMatchObject({ visibility: 'PUBLIC', owner: { builtIn: true, workspaceName: null } });
      expect(p.quality).toBeGreaterThan(0.5);
      const detail = await viewer.client.call(endpoints.projectTemplateDetail, { params: { id: p.id } });
      // Every model ref installs from one of the built-in model templates, with its weights.
      for (const ref of detail.models) {
        expect(models.content.map((m) => m.id)).toContain(ref.templateId);
        expect(ref.hasWeights).toBe(true);
      }
      expect(detail.contents.widgets.length).toBeGreaterThan(6);
      expect(detail.contents.quickFilters.length).toBeGreaterThan(0);
      // The preview: the dashboard's widgets computed on the sample (aggregates only).
      expect(detail.preview?.sampleSize).toBeGreaterThanOrEqual(80);
      expect(detail.preview?.widgets.filter((w) => w.result !== null).length).toBeGreaterThan(3);
    }
    const shop = projects.content.find((p) => p.name === BUILT_IN_PROJECTS[0]?.title);
    const shopDetail = await viewer.client.call(endpoints.projectTemplateDetail, { params: { id: shop?.id ?? '' } });
    expect(shopDetail).toMatchObject({ dataType: 'STANDARD', modelCount: 2, sourceProjectCode: null });
    expect(shopDetail.attributes.map((a) => a.code)).toEqual(['customer_id', 'segment', 'nps', 'csat', 'city']);
    expect(shopDetail.contents.quickFilters).toEqual(['Olumsuz / Negative', 'Uygulama yorumları / App reviews']);

    // Running again (the next start) makes nothing.
    const before = await counts();
    expect(await run()).toBeNull();
    expect(await counts()).toEqual(before);

    // The internal workspace is nobody's to sign in to.
    const anon = new Client(t.baseUrl);
    const login = await anon.request(endpoints.login, { body: { email: MARKETPLACE_EMAIL, password: 'anything-at-all-1' } });
    expect(login.status).toBe(401);
    const internal = await t.db.selectFrom('workspace').select('code').where('code', '=', MARKETPLACE_WORKSPACE_CODE).execute();
    expect(internal).toHaveLength(1);
    // … and not a customer: the operator's accounts list leaves it out.
    const accounts = await operator.call(endpoints.adminAccountList, { query: { size: 100 } });
    expect(accounts.content.map((a) => a.name)).toContain('Sentio Demo');
    expect(accounts.content.map((a) => a.name)).not.toContain(MARKETPLACE_ACCOUNT_NAME);

    // A new workspace makes a working analysis from the e-commerce template: both models installed and deployed.
    const created = await viewer.client.call(endpoints.projectTemplateCreateProject, {
      params: { id: shop?.id ?? '' },
      body: { name: 'My shop feedback' },
    });
    expect(created.project).toMatchObject({ name: 'My shop feedback', dataType: 'STANDARD' });
    expect(created.installedModels).toHaveLength(2);
    expect(created.installedModels.every((m) => m.deployed)).toBe(true);
    const widgets = await viewer.client.call(endpoints.widgetList, { params: { code: created.project.code } });
    expect(widgets.map((w) => w.name)).toContain('Kanallara göre konular / Topics by channel');
  }, 600_000);
});
