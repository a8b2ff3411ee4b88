import { customerEndpoints, endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_PROJECT_CODE, DEMO_PROJECT_NAME, seedDemoProject } from './seed-project.js';
import { recountAttributes, rollupAttributes } from '../project-rollups/dimensions/test-support.js';
import { seedDemoModel } from './seed-model.js';

let t: TestApp;
let demo: Client;
const end = new Date('2026-06-01T00:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  const anon = new Client(t.baseUrl);
  const { token } = await anon.call(endpoints.login, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  demo = new Client(t.baseUrl, token);
  // Smaller models than the first start's: enough to classify, quick to train.
  const model = await seedDemoModel(
    t.db,
    { ...t.app.services.models, jobs: t.app.services.jobs },
    { labelled: 400, unlabelled: 0 },
  );
  expect(model?.status).toBe('SUCCESS');
}, 300_000);
afterAll(async () => t.close());

const services = () => ({
  projects: t.app.services.projects.projects.projects,
  ingest: t.app.services.projects.ingest.ingest,
  fcr: t.app.services.projects.fcr.fcr,
});

describe('the demo analysis seed', () => {
  it('creates the analysis over the demo model and ingests every generated document, classified', async () => {
    const result = await seedDemoProject(t.db, services(), { count: 300, end, batchSize: 120 });
    expect(result).toMatchObject({ code: DEMO_PROJECT_CODE, stored: 300, failed: 0 });

    const project = await demo.call(endpoints.projectGet, { params: { code: DEMO_PROJECT_CODE } });
    expect(project).toMatchObject({
      name: DEMO_PROJECT_NAME,
      status: 'ACTIVE',
      dataType: 'STANDARD',
      documentCount: 300,
      models: [
        { code: 'customer-feedback', senseType: 'CATEGORY' },
        { code: 'customer-sentiment', senseType: 'SENTIMENT' },
      ],
      settings: { npsField: 'nps', csatField: 'csat' },
    });
    expect([...project.channels].sort()).toEqual(['APP_REVIEW', 'CALL_CENTER', 'EMAIL', 'SOCIAL', 'SURVEY']);
    expect(project.attributes.map((a) => [a.code, a.type])).toEqual([
      ['customer_id', 'TEXT'],
      ['segment', 'TEXT'],
      ['nps', 'NUMERIC'],
      ['csat', 'NUMERIC'],
      ['city', 'TEXT'],
      ['agent', 'TEXT'],
    ]);

    // Every document was classified: none waits or failed, and each carries at least one demo category.
    const documents = await t.db
      .selectFrom('project_document')
      .select(['id', 'prediction_status', 'attributes', 'sentiment'])
      .where('project_id', '=', result?.projectId ?? '')
      .execute();
    expect(documents).toHaveLength(300);
    expect(new Set(documents.map((d) => d.prediction_status))).toEqual(new Set(['SUCCESS']));
    const categorised = await t.db
      .selectFrom('project_document_category')
      .select(({ fn }) => fn.count<string>('document_id').distinct().as('n'))
      .where(
        'document_id',
        'in',
        documents.map((d) => d.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(categorised.n)).toBe(300);
    // The demo has a sentiment model: every document has a polar sentiment, and all three occur (the sentiment
    // widget shows real shares instead of "no sentiment" for every document).
    expect(documents.filter((d) => d.sentiment === null)).toEqual([]);
    expect(new Set(documents.map((d) => d.sentiment))).toEqual(new Set(['POSITIVE', 'NEUTRAL', 'NEGATIVE']));
    const attributes = (documents[0]?.attributes ?? {}) as Record<string, unknown>;
    expect([typeof attributes['segment'], typeof attributes['nps'], typeof attributes['csat']]).toEqual([
      'string',
      'number',
      'number',
    ]);

    // The segment is a dimension, ready and counted as the documents arrived (docs/dashboards.md).
    const settings = await demo.call(endpoints.attributeSettingsGet, { params: { code: DEMO_PROJECT_CODE } });
    expect(settings.find((a) => a.code === 'segment')).toMatchObject({ dimension: true, dimensionState: 'READY' });
    const projectId = result?.projectId ?? '';
    const segments = await rollupAttributes(t.db, projectId);
    expect(segments.length).toBeGreaterThan(0);
    expect(segments).toEqual(await recountAttributes(t.db, projectId, t.config.timeZone));

    // Calls name their agent, and the workspace's FCR settings read it (docs/first-call-resolution.md).
    const calls = documents.filter((d) => (d.attributes as Record<string, unknown>)['agent'] !== undefined);
    expect(calls.length).toBeGreaterThan(0);
    expect(await demo.call(customerEndpoints.fcrSettings)).toMatchObject({ dayRange: 7, agentAttribute: 'agent' });

    // Seeding again changes nothing.
    expect(await seedDemoProject(t.db, services(), { count: 300, end })).toBeNull();
    expect((await demo.call(endpoints.projectGet, { params: { code: DEMO_PROJECT_CODE } })).documentCount).toBe(300);
  }, 300_000);
});
