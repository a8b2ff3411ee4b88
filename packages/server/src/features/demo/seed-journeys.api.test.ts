import { customerEndpoints as ce } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, seedDocuments, type Analysis } from '../project-documents/test-support.js';
import { demoActor } from './actor.js';
import { demoCategoryTree, leafName } from './categories.js';
import { DemoRepository } from './repository.js';
import { DEMO_JOURNEY_NAME, seedDemoJourneys } from './seed-journeys.js';

let t: TestApp;
let a: Analysis;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Journey Demo Co' });
  const model = await createModel(owner, { code: 'demo-tree', categories: demoCategoryTree('tr') });
  a = await createAnalysis(t, owner, model, 'journey-demo');
  await t.db
    .insertInto('project_attribute')
    .values({ project_id: a.id, workspace_id: a.workspaceId, code: 'csat', name: 'CSAT', type: 'NUMERIC' })
    .execute();
  const doc = (id: string, day: number, leaf: Parameters<typeof leafName>[0], customer: string) => ({
    externalId: id,
    content: `demo ${id}`,
    contentDate: `2026-03-0${day}T10:00:00.000Z`,
    categories: [leafName(leaf, 'tr')],
    attributes: { customer_id: customer },
  });
  await seedDocuments(t, a, [
    doc('p1', 1, 'payment.problem', 'k1'),
    doc('d1', 2, 'delivery.time', 'k1'),
    doc('s1', 3, 'service.agent', 'k1'),
    doc('p2', 1, 'product.quality', 'k2'),
    doc('r2', 4, 'returns.refund', 'k2'),
  ]);
});
afterAll(() => t.close());

describe('the demo journey', () => {
  it('is a three-step workspace journey over the demo categories, with real conversions', async () => {
    const target = await new DemoRepository(t.db).firstWorkspace(owner.email, owner.workspaceCode);
    if (!target) throw new Error('owner not found');
    const created = await seedDemoJourneys(demoActor(target).scope, a.code, t.app.services.projects.journeys.journeys);
    expect(created).toMatchObject({
      name: DEMO_JOURNEY_NAME,
      visibility: 'WORKSPACE',
      scoreDisplay: ['SENTIMENT', 'NPS', 'CSAT'],
      npsField: 'nps',
      csatField: 'csat',
    });
    // Purchase: the six payment and product leaves; delivery: three; support: customer service and returns.
    expect(created?.steps.map((s) => s.conditions[0]?.categoryIds.length)).toEqual([6, 3, 4]);
    const report = await owner.client.call(ce.journeyReport, {
      params: { id: created?.id ?? '' },
      body: { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-05T00:00:00.000Z' },
    });
    expect(report.steps.map((s) => [s.figures.documents, s.figures.customers, s.conversion?.customers ?? null])).toEqual([
      [2, 2, 1],
      [1, 1, 1],
      [2, 2, null],
    ]);
  });
});
