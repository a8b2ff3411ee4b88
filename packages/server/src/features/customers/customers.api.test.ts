import { customerEndpoints as ce, customerKeyToParam, endpoints, type CustomerList } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { modelWorkspace } from '../model-training/test-support.js';
import { importCsv, matching } from '../project-ingest/test-support.js';
import { seedDocuments, seedRootCauses, type Analysis } from '../project-documents/test-support.js';
import { customerAnalysis, customerSnapshot, saveSettings } from './test-support.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof modelWorkspace>>;
let web: Analysis;
let calls: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  cast = await modelWorkspace(t, 'Customers Co');
  web = await customerAnalysis(t, cast.owner, cast.model, 'web');
  calls = await customerAnalysis(t, cast.owner, cast.model, 'calls');
  const ids = await seedDocuments(t, web, [
    {
      externalId: 'w1',
      content: 'My parcel is late and the courier never arrived',
      contentDate: '2026-01-05T10:00:00.000Z',
      attributes: { customer_id: 'C1', segment: 'gold', name: 'Ayşe Yılmaz', nps: 3 },
      categories: ['Delivery'],
      sentiment: 'NEGATIVE',
    },
    {
      externalId: 'w2',
      content: 'Charged twice, but the refund came quickly',
      contentDate: '2026-02-05T10:00:00.000Z',
      attributes: { customer_id: 'C1', segment: 'gold', name: 'Ayşe Yılmaz', nps: 9, city: 'İzmir' },
      categories: ['Billing'],
      sentiment: 'POSITIVE',
    },
    {
      externalId: 'w3',
      content: 'The app is fine',
      contentDate: '2026-01-10T10:00:00.000Z',
      attributes: { customer_id: 'C2', segment: 'silver', name: 'Bora Ak' },
      categories: ['App'],
      sentiment: 'NEUTRAL',
    },
    {
      externalId: 'w4',
      content: 'Delivery was early, thanks',
      contentDate: '2026-03-01T10:00:00.000Z',
      attributes: { customer_id: 'C3', segment: 'silver', company: 'Acme' },
      categories: ['Delivery'],
      sentiment: 'POSITIVE',
    },
    { externalId: 'w5', content: 'No customer here', contentDate: '2026-03-02T10:00:00.000Z', attributes: {} },
  ]);
  await seedDocuments(t, calls, [
    {
      externalId: 'c1',
      content: 'agent: hello\ncustomer: the courier lost my parcel',
      contentDate: '2026-03-10T10:00:00.000Z',
      attributes: { customer_id: 'C1', segment: 'platinum' },
      categories: ['Delivery'],
      sentiment: 'NEGATIVE',
    },
    {
      externalId: 'c2',
      content: 'a call about billing',
      contentDate: '2026-01-02T10:00:00.000Z',
      attributes: { customer_id: 'C2' },
      categories: ['Billing'],
      sentiment: null,
    },
  ]);
  await seedRootCauses(t, web, {
    rootCauses: [{ name: 'Late courier' }],
    topics: [{ label: 'late', categoryId: web.categories['Delivery'] ?? '', documentIds: [ids['w1'] ?? ''], rootCause: 'Late courier' }],
  });
  // A workspace journey (Delivery on web, then Delivery on calls for platinum customers) and someone else's personal one.
  const journey = await t.db
    .insertInto('customer_journey')
    .values({ workspace_id: web.workspaceId, name: 'Order to support', name_key: 'order to support', quick_filter_title: 'Order' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = web.categories['Delivery'] ?? '';
  await t.db
    .insertInto('customer_journey_step')
    .values([
      {
        journey_id: journey.id,
        workspace_id: web.workspaceId,
        position: 0,
        name: 'Delivery',
        conditions: JSON.stringify([{ projectCode: 'web', categoryIds: [delivery], attributes: [] }]),
      },
      {
        journey_id: journey.id,
        workspace_id: web.workspaceId,
        position: 1,
        name: 'Support',
        conditions: JSON.stringify([
          { projectCode: 'calls', categoryIds: [delivery], attributes: [{ field: 'segment', value: 'platinum' }] },
        ]),
      },
      {
        journey_id: journey.id,
        workspace_id: web.workspaceId,
        position: 2,
        name: 'Never',
        conditions: JSON.stringify([{ projectCode: 'calls', categoryIds: [delivery], attributes: [{ field: 'segment', value: 'x' }] }]),
      },
    ])
    .execute();
  const personal = await t.db
    .insertInto('customer_journey')
    .values({
      workspace_id: web.workspaceId,
      name: 'Mine',
      name_key: 'mine',
      quick_filter_title: 'Mine',
      visibility: 'PERSONAL',
      owner_id: cast.analyst.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('customer_journey_step')
    .values({
      journey_id: personal.id,
      workspace_id: web.workspaceId,
      position: 0,
      name: 'Any delivery',
      conditions: JSON.stringify([{ projectCode: 'web', categoryIds: [delivery], attributes: [] }]),
    })
    .execute();
}, 120_000);
afterAll(async () => t.close());

const list = (query: Record<string, unknown> = {}, client = cast.owner.client): Promise<CustomerList> =>
  client.call(ce.customerList, { query: { page: 0, size: 20, ...query } });
const keys = (l: CustomerList) => l.content.map((c) => c.key);

describe('customers list', () => {
  it('lists the linked customers with counts, sentiment score and segments', async () => {
    const l = await list();
    expect(keys(l)).toEqual(['C1', 'C3', 'C2']);
    expect(l.total).toBe(3);
    expect(l.segments).toEqual(['platinum', 'silver']);
    expect(l.content[0]).toMatchObject({
      key: 'C1',
      param: customerKeyToParam('C1'),
      segment: 'platinum',
      totalInteractions: 3,
      positive: 1,
      negative: 2,
      sentimentScore: -33.3,
      firstInteraction: '2026-01-05T10:00:00.000Z',
      lastInteraction: '2026-03-10T10:00:00.000Z',
    });
    // C2: one neutral and one without sentiment → 0; C3: one positive → 100
    expect(l.content.find((c) => c.key === 'C2')).toMatchObject({ sentimentScore: 0, totalInteractions: 2 });
    expect(l.content.find((c) => c.key === 'C3')).toMatchObject({ sentimentScore: 100, company: null });
  });

  it('sorts, filters, searches and pages', async () => {
    expect(keys(await list({ sort: 'lastInteraction,asc' }))).toEqual(['C2', 'C3', 'C1']);
    expect(keys(await list({ sort: 'totalInteractions,desc' }))).toEqual(['C1', 'C2', 'C3']);
    expect(keys(await list({ sort: 'sentimentScore,desc' }))).toEqual(['C3', 'C2', 'C1']);
    expect(keys(await list({ sort: 'sentimentScore,asc' }))).toEqual(['C1', 'C2', 'C3']);
    expect(keys(await list({ segment: 'silver' }))).toEqual(['C3', 'C2']);
    expect(keys(await list({ q: 'c2' }))).toEqual(['C2']);
    const first = await list({ size: 2, sort: 'totalInteractions,desc' });
    expect([keys(first), first.total]).toEqual([['C1', 'C2'], 3]);
    expect(keys(await list({ page: 1, size: 2, sort: 'totalInteractions,desc' }))).toEqual(['C3']);
  });

  it('narrows to an analysis (pt) and a category of it (pc); an unknown analysis is 404', async () => {
    expect(keys(await list({ pt: 'calls' }))).toEqual(['C1', 'C2']);
    expect(keys(await list({ pt: 'web', pc: web.categories['Delivery'] }))).toEqual(['C1', 'C3']);
    expect(keys(await list({ pt: 'calls', pc: web.categories['App'] }))).toEqual([]);
    // pc without pt is ignored (our reading: a category belongs to an analysis)
    expect((await list({ pc: web.categories['App'] })).total).toBe(3);
    const missing = await cast.owner.client.request(ce.customerList, { query: { pt: 'nope' } });
    expect([missing.status, (missing.body as { messageCode: string }).messageCode]).toEqual([404, 'ANALYSIS_NOT_FOUND']);
  });

  it('takes names and companies from the mapped attributes once the settings say so', async () => {
    await saveSettings(t, cast.owner, {
      keyAttribute: 'customer_id',
      nameAttribute: 'name',
      companyAttribute: 'company',
      segmentAttribute: 'segment',
    });
    const l = await list({ q: 'ayş' });
    expect(l.content.map((c) => [c.key, c.name])).toEqual([['C1', 'Ayşe Yılmaz']]);
    expect(keys(await list({ q: 'acme' }))).toEqual(['C3']);
    expect(keys(await list({ sort: 'name,asc' }))).toEqual(['C1', 'C2', 'C3']);
  });

  it('answers 401 without a session and 400 on a bad query', async () => {
    const anon = new Client(t.baseUrl);
    expect((await anon.request(ce.customerList, { query: {} })).status).toBe(401);
    expect((await cast.owner.client.request(ce.customerList, { query: { sort: 'key,desc' } as never })).status).toBe(400);
    expect((await cast.owner.client.request(ce.customerList, { query: { size: 5000 } })).status).toBe(400);
  });
});

describe('a customer', () => {
  it('shows profile, analyses, scores, journey steps and the interactions with categories and root causes', async () => {
    await saveSettings(t, cast.owner, {
      keyAttribute: 'customer_id',
      nameAttribute: 'name',
      companyAttribute: 'company',
      segmentAttribute: 'segment',
      shownAttributes: ['city', 'segment'],
    });
    const c = await cast.owner.client.call(ce.customerDetail, { params: { key: customerKeyToParam('C1') }, query: {} });
    expect(c).toMatchObject({ key: 'C1', name: 'Ayşe Yılmaz', totalInteractions: 3 });
    expect(c.attributes).toEqual([
      { code: 'city', name: 'City', value: 'İzmir' },
      { code: 'segment', name: 'Segment', value: 'platinum' },
    ]);
    expect(c.analyses.map((a) => [a.code, a.total])).toEqual([
      ['calls', 1],
      ['web', 2],
    ]);
    expect(c.scores).toEqual([
      { date: '2026-01-05T10:00:00.000Z', projectCode: 'web', nps: 3, csat: null },
      { date: '2026-02-05T10:00:00.000Z', projectCode: 'web', nps: 9, csat: null },
    ]);
    expect(c.journeySteps.map((s) => [s.journeyName, s.stepName, s.position, s.interactions])).toEqual([
      ['Order to support', 'Delivery', 0, 1],
      ['Order to support', 'Support', 1, 1],
    ]);
    expect(c.interactions.total).toBe(3);
    expect(c.interactions.content.map((i) => [i.externalId, i.projectCode, i.sentiment])).toEqual([
      ['c1', 'calls', 'NEGATIVE'],
      ['w2', 'web', 'POSITIVE'],
      ['w1', 'web', 'NEGATIVE'],
    ]);
    const w1 = c.interactions.content[2];
    expect(w1?.categories).toEqual([{ modelCode: cast.model.code, categoryId: web.categories['Delivery'], name: 'Delivery' }]);
    expect(w1?.rootCauses.map((r) => r.name)).toEqual(['Late courier']);
    expect([w1?.nps, c.interactions.content[0]?.content]).toEqual([3, 'agent: hello\ncustomer: the courier lost my parcel']);
  });

  it('pages, searches and narrows the interactions', async () => {
    const get = (query: Record<string, unknown>) =>
      cast.owner.client.call(ce.customerDetail, { params: { key: customerKeyToParam('C1') }, query: query });
    const page = await get({ page: 1, size: 2 });
    expect([page.interactions.total, page.interactions.content.map((i) => i.externalId)]).toEqual([3, ['w1']]);
    expect((await get({ q: 'REFUND' })).interactions.content.map((i) => i.externalId)).toEqual(['w2']);
    expect((await get({ pt: 'calls' })).interactions.content.map((i) => i.externalId)).toEqual(['c1']);
  });

  it('answers 404 for an unknown customer, 400 for a key that is not base64url, 401 without a session', async () => {
    const unknown = await cast.owner.client.request(ce.customerDetail, { params: { key: customerKeyToParam('C9') }, query: {} });
    expect([unknown.status, (unknown.body as { messageCode: string }).messageCode]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
    expect((await cast.owner.client.request(ce.customerDetail, { params: { key: 'a+b' }, query: {} })).status).toBe(400);
    expect((await new Client(t.baseUrl).request(ce.customerDetail, { params: { key: customerKeyToParam('C1') }, query: {} })).status).toBe(
      401,
    );
    // another workspace does not find it
    expect((await cast.outsider.client.request(ce.customerDetail, { params: { key: customerKeyToParam('C1') }, query: {} })).status).toBe(
      404,
    );
    expect((await list({}, cast.outsider.client)).total).toBe(0);
    // another workspace's settings change changes only its own
    const before = await cast.owner.client.call(ce.customerSettings);
    const theirs = await cast.outsider.client.call(ce.customerSettingsUpdate, { body: { keyAttribute: 'customer_id' } });
    expect([theirs.nameAttribute, theirs.shownAttributes, theirs.attributes]).toEqual([null, [], []]);
    expect(await cast.owner.client.call(ce.customerSettings)).toEqual(before);
  });

  it('hides what a private analysis holds from those who may not open it', async () => {
    await t.db.updateTable('project').set({ visibility: 'PRIVATE' }).where('id', '=', calls.id).execute();
    try {
      const l = await list({}, cast.analyst.client);
      expect(l.content.map((c) => [c.key, c.totalInteractions, c.segment, c.name])).toEqual([
        ['C3', 1, 'silver', null],
        ['C1', 2, null, null],
        ['C2', 1, null, null],
      ]);
      expect(l.segments).toEqual(['silver']);
      const c = await cast.analyst.client.call(ce.customerDetail, { params: { key: customerKeyToParam('C1') }, query: {} });
      expect(c.analyses.map((a) => a.code)).toEqual(['web']);
      expect(c.interactions.content.map((i) => i.externalId)).toEqual(['w2', 'w1']);
      expect(c.journeySteps.map((s) => s.stepName)).toEqual(['Any delivery', 'Delivery']);
      expect(c.attributes.find((a) => a.code === 'segment')?.value).toBe('gold');
      const denied = await cast.analyst.client.request(ce.customerList, { query: { pt: 'calls' } });
      expect(denied.status).toBe(401);
      // the owner still sees everything
      expect((await list({})).content.find((x) => x.key === 'C1')?.totalInteractions).toBe(3);
    } finally {
      await t.db.updateTable('project').set({ visibility: 'WORKSPACE' }).where('id', '=', calls.id).execute();
    }
  });
});

describe('linking on import', () => {
  it('links documents of a JSON ingest and a CSV import to their customers, equal to a recount', async () => {
    const other = await customerAnalysis(t, cast.owner, cast.model, 'imports');
    await cast.owner.client.call(endpoints.jsonIngest, {
      params: { code: 'imports' },
      body: {
        channelCode: 'SURVEY',
        documents: [
          { id: 'j1', text: 'late parcel again', date: '2026-04-01T09:00:00Z', attributes: { customer_id: 'C1' } },
          { id: 'j2', text: 'new here', date: '2026-04-02T09:00:00Z', attributes: { customer_id: 'N1', segment: 'bronze' } },
          { id: 'j3', text: 'nobody', date: '2026-04-02T09:00:00Z' },
        ],
      },
    });
    const csv = ['id,text,date,customer_id,segment', 'x1,csv row one,2026-04-03,N1,gold', 'x2,csv row two,2026-04-04,N2,'].join(
      '\n',
    );
    await importCsv(
      t,
      cast.owner,
      'imports',
      csv,
      matching({
        columns: [
          { column: 'id', role: 'ID' },
          { column: 'text', role: 'CONTENT' },
          { column: 'date', role: 'DATE' },
          { column: 'customer_id', role: 'ATTRIBUTE' },
          { column: 'segment', role: 'ATTRIBUTE' },
        ],
        attributes: [
          { column: 'customer_id', code: 'customer_id', type: 'TEXT' },
          { column: 'segment', code: 'segment', type: 'TEXT' },
        ],
      }),
    );
    const l = await list({ pt: 'imports' });
    expect(l.content.map((c) => [c.key, c.totalInteractions, c.segment])).toEqual([
      ['N2', 1, null],
      ['N1', 2, 'gold'],
      ['C1', 4, 'platinum'],
    ]);
    // C1's newest interaction (j1) has no segment: the profile keeps the latest one carrying it, as a recount does
    const before = await customerSnapshot(t, other.workspaceId);
    await t.app.services.projects.customers.relink.settings.rebuild(other.workspaceId);
    expect(await customerSnapshot(t, other.workspaceId)).toEqual(before);
  });
});
