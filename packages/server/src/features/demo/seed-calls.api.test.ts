import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../platform/seed.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_CALL_MODEL_CODE, DEMO_CALL_PROJECT_CODE, seedDemoCalls, type DemoCallServices } from './seed-calls.js';

let t: TestApp;
let demo: Client;
let services: DemoCallServices;

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  const anon = new Client(t.baseUrl);
  const { token } = await anon.call(endpoints.login, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  demo = new Client(t.baseUrl, token);
  const { projects, ingest, speech } = t.app.services.projects;
  services = {
    model: { ...t.app.services.models, jobs: t.app.services.jobs },
    projects: projects.projects,
    ingest: ingest.ingest,
    speech: speech.settings,
  };
});
afterAll(async () => t.close());

describe('the demo call centre', () => {
  it('trains the call-reason dialogue model and fills the analysis with timed, classified calls of the last 60 days', async () => {
    const end = new Date('2026-06-01T00:00:00Z');
    const result = await seedDemoCalls(t.db, services, { count: 200, labelled: 240, end });
    expect(result).toMatchObject({ code: DEMO_CALL_PROJECT_CODE, stored: 200 });
    expect(result?.version.macroF1).toBeGreaterThan(0.5);

    const models = await demo.call(endpoints.modelList, { query: {} });
    const model = await demo.call(endpoints.modelGet, {
      params: { id: models.content.find((m) => m.code === DEMO_CALL_MODEL_CODE)?.id ?? '' },
    });
    expect(model).toMatchObject({
      name: 'Çağrı nedenleri / Call reasons',
      dataType: 'DIALOGUE',
      accessType: 'WORKSPACE',
      labelledCount: 240,
      trainingStatus: 'SUCCESS',
    });
    expect(model.labels.map((l) => l.name)).toHaveLength(6);

    const project = await demo.call(endpoints.projectGet, { params: { code: DEMO_CALL_PROJECT_CODE } });
    expect(project).toMatchObject({ name: 'Çağrı merkezi / Call centre', dataType: 'DIALOGUE', documentCount: 200 });
    const docs = await t.db
      .selectFrom('project_document')
      .select(['external_id', 'turns', 'call', 'content_date', 'prediction_status', 'attributes'])
      .where('project_id', '=', project.id)
      .execute();
    expect(docs).toHaveLength(200);
    const languages = new Set(docs.map((d) => (d.attributes as { language?: string }).language));
    expect([...languages].sort()).toEqual(['en', 'tr']);
    for (const d of docs) {
      expect(d.prediction_status).toBe('SUCCESS');
      expect(d.content_date.getTime()).toBeLessThan(end.getTime());
      expect(d.content_date.getTime()).toBeGreaterThanOrEqual(end.getTime() - 61 * 86_400_000);
      expect(d.turns?.every((turn) => typeof turn.start === 'number' && typeof turn.end === 'number')).toBe(true);
      expect(d.call).toMatchObject({ callId: d.external_id, agentId: expect.any(String) as string });
    }
    const categorised = await t.db
      .selectFrom('project_document_category')
      .select('document_id')
      .where('project_id', '=', project.id)
      .execute();
    expect(new Set(categorised.map((c) => c.document_id)).size).toBe(200);

    // Every call is scored by call scoring as it is stored (its ingest hook), with agents of both languages.
    const scores = await t.db
      .selectFrom('call_score')
      .select(['agent_id', 'score', 'included'])
      .where('project_id', '=', project.id)
      .execute();
    expect(scores).toHaveLength(200);
    expect(new Set(scores.map((s) => s.agent_id)).size).toBe(12);
    expect(scores.filter((s) => s.score !== null).length).toBeGreaterThan(150);

    // The example speech setting: no service address, so nothing is sent anywhere.
    const settings = await demo.call(endpoints.speechSettingList, { params: { code: DEMO_CALL_PROJECT_CODE } });
    expect(settings).toEqual([
      expect.objectContaining({
        language: 'tr',
        customerChannel: 'LEFT',
        agentChannel: 'RIGHT',
        endpointUrl: '',
        hasApiKey: false,
      }),
    ]);

    // Seeding again changes nothing.
    expect(await seedDemoCalls(t.db, services, { count: 10, labelled: 10, end })).toBeNull();
  }, 300_000);
});
