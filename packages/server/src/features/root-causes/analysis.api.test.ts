import { rootCauseEndpoints as rc, type MessageCode, type RootCauseAnalysisBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createAnalysis } from '../project-documents/test-support.js';
import {
  complaints,
  createAndRun,
  drainRuns,
  insertDocuments,
  rcaBody,
  rcaCast,
  type RcaCast,
} from './analysis-fixtures/test-support.js';

let t: TestApp;
let c: RcaCast;
const cat = (name: string) => c.a.categories[name] ?? '';

beforeAll(async () => {
  t = await startTestApp();
  c = await rcaCast(t, 'Rca Analyses Co', 'rca-analyses');
  await insertDocuments(t, c.a, complaints(['Delivery', 'Billing'], 20));
});
afterAll(() => t.close());

const create = (body: unknown) =>
  c.owner.client.request(rc.rcaCreate, { params: { code: c.a.code }, body: body as RootCauseAnalysisBody });
const fieldCodes = (body: unknown) =>
  ((body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => `${f.field}:${f.messageCode}`);

describe('root cause analysis rules', () => {
  beforeAll(async () => {
    await createAndRun(t, c, rcaBody([cat('Delivery')], { name: 'Taken name' }));
  });

  const cases: { rule: string; body: () => unknown; status: number; fields?: string[]; code?: MessageCode }[] = [
    {
      rule: 'data type filter required',
      body: () => ({ name: 'x', categoryIds: [cat('Delivery')] }),
      status: 400,
      fields: ['dataTypeFilter:FIELD_REQUIRED'],
    },
    {
      rule: 'at least one category',
      body: () => rcaBody([], { name: 'x' }),
      status: 400,
      fields: ['categoryIds:RCA_CATEGORY_REQUIRED'],
    },
    {
      rule: 'leaves only (per index)',
      body: () => rcaBody([cat('Delivery'), cat('Service')], { name: 'x' }),
      status: 400,
      fields: ['categoryIds.1:RCA_CATEGORY_NOT_LEAF'],
    },
    {
      rule: 'one category with an actor type',
      body: () => rcaBody([cat('Delivery'), cat('Billing')], { name: 'x', actorType: 'CUSTOMER', dataTypeFilter: 'DIALOGUE' }),
      status: 400,
      fields: ['categoryIds:RCA_SINGLE_CATEGORY_WITH_ACTOR'],
    },
    {
      rule: 'actor type only over dialogues',
      body: () => rcaBody([cat('Delivery')], { name: 'x', actorType: 'AGENT', dataTypeFilter: 'STANDARD' }),
      status: 400,
      fields: ['actorType:RCA_DATA_TYPE_ACTOR'],
    },
    {
      rule: 'name unique (case and spaces folded)',
      body: () => rcaBody([cat('Delivery')], { name: '  TAKEN   name ' }),
      status: 400,
      fields: ['name:RCA_NAME_TAKEN'],
    },
    {
      rule: 'a category model of the analysis',
      body: () => rcaBody([cat('Delivery')], { name: 'x', modelCode: 'no-such-model' }),
      status: 400,
      fields: ['modelCode:RCA_MODEL_REQUIRED'],
    },
    {
      rule: 'unknown category',
      body: () => rcaBody(['not-a-category'], { name: 'x' }),
      status: 404,
      code: 'CATEGORY_NOT_FOUND',
    },
    {
      rule: 'unknown attribute',
      body: () => rcaBody([cat('Delivery')], { name: 'x', attributeCodes: ['nope'] }),
      status: 400,
      fields: ['attributeCodes.0:ATTRIBUTE_UNKNOWN'],
    },
  ];

  it.each(cases)('refuses: $rule', async ({ body, status, fields, code }) => {
    const before = await c.owner.client.call(rc.rcaList, { params: { code: c.a.code } });
    const res = await create(body());
    expect(res.status).toBe(status);
    if (fields) expect(fieldCodes(res.body)).toEqual(fields);
    if (code) expect((res.body as { messageCode: string }).messageCode).toBe(code);
    // Nothing half-written.
    expect(await c.owner.client.call(rc.rcaList, { params: { code: c.a.code } })).toHaveLength(before.length);
  });

  it('reports every rule issue at once', async () => {
    const res = await create(rcaBody([cat('Service')], { name: 'taken NAME', actorType: 'BOT', dataTypeFilter: 'STANDARD' }));
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body).sort()).toEqual([
      'actorType:RCA_DATA_TYPE_ACTOR',
      'categoryIds.0:RCA_CATEGORY_NOT_LEAF',
      'name:RCA_NAME_TAKEN',
    ]);
  });

  it('needs a category model: an analysis without one answers RCA_MODEL_REQUIRED', async () => {
    const bare = await createAnalysis(t, c.owner, null, 'rca-no-models');
    const res = await c.owner.client.request(rc.rcaCreate, { params: { code: bare.code }, body: rcaBody(['x']) });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['modelCode:RCA_MODEL_REQUIRED']);
  });

  it('applies the same rules on update, the analysis keeping its own name', async () => {
    const [own] = await c.owner.client.call(rc.rcaList, { params: { code: c.a.code } });
    const id = own?.id ?? '';
    const same = await c.owner.client.request(rc.rcaUpdate, {
      params: { code: c.a.code, id },
      body: rcaBody([cat('Billing')], { name: 'Taken name', topicCountLimit: 4 }),
    });
    expect(same.status).toBe(200);
    const updated = (same.body as { data: { categoryIds: string[]; topicCountLimit: number; state: string } }).data;
    expect(updated).toMatchObject({ categoryIds: [cat('Billing')], topicCountLimit: 4, state: 'COMPLETED' });
    await createAndRun(t, c, rcaBody([cat('Delivery')], { name: 'Second' }));
    const clash = await c.owner.client.request(rc.rcaUpdate, {
      params: { code: c.a.code, id },
      body: rcaBody([cat('Billing')], { name: 'second' }),
    });
    expect(clash.status).toBe(400);
    expect(fieldCodes(clash.body)).toEqual(['name:RCA_NAME_TAKEN']);
  });
});

describe('an analysis and its first run', () => {
  it('is created WAITING, runs as a job and completes with topics per category', async () => {
    const created = await c.owner.client.call(rc.rcaCreate, {
      params: { code: c.a.code },
      body: rcaBody([cat('Delivery'), cat('Billing')], { name: 'Both', attributeCodes: ['segment'] }),
    });
    expect(created).toMatchObject({ state: 'WAITING', progress: 0, projectCode: c.a.code, modelCode: 'rca-topics' });
    expect(created.nextRunAt).toBeNull();
    await drainRuns(t);
    const detail = await c.owner.client.call(rc.rcaGet, { params: { code: c.a.code, id: created.id } });
    expect(detail.analysis).toMatchObject({ state: 'COMPLETED', progress: 100, documentCount: 100, errorCode: null });
    expect(detail.analysis.lastRunAt).not.toBeNull();
    expect(detail.categories.map((x) => x.categoryId)).toEqual([cat('Delivery'), cat('Billing')]);
    const delivery = detail.categories[0];
    expect(delivery?.documentCount).toBe(60);
    // Three themes of twenty texts each: the clustering finds them.
    expect(delivery?.topics.length).toBeGreaterThanOrEqual(3);
    const top = delivery?.topics[0];
    expect(top?.status).toBe('PENDING');
    expect(top?.representatives.length).toBeGreaterThan(0);
    expect(top?.keyPhrases.length).toBeGreaterThan(0);
    expect((top?.sentiment.negative ?? 0) + (top?.sentiment.positive ?? 0)).toBe(top?.size);
    expect(top?.trend.reduce((s, p) => s + p.count, 0)).toBe(top?.size);
    expect(top?.attributes[0]?.code).toBe('segment');
    expect(detail.analysis.topicCount).toBe(detail.categories.reduce((s, x) => s + x.topics.length, 0));
    expect(detail.analysis.pendingCount).toBe(detail.analysis.topicCount);
    expect(detail.rootCauses).toEqual([]);
    expect(detail.updates).toEqual([]);
  });

  it('shows an automated analysis its next nightly run', async () => {
    const created = await c.owner.client.call(rc.rcaCreate, {
      params: { code: c.a.code },
      body: rcaBody([cat('Billing')], { name: 'Nightly one', automated: true }),
    });
    await drainRuns(t);
    expect(created.automated).toBe(true);
    expect(Date.parse(created.nextRunAt ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('scoping', () => {
  let id = '';
  beforeAll(async () => {
    const list = await c.owner.client.call(rc.rcaList, { params: { code: c.a.code } });
    id = list[0]?.id ?? '';
  });

  it("answers 404 for another workspace's analysis and for an analysis of another project", async () => {
    const foreignProject = await c.outsider.client.request(rc.rcaList, { params: { code: c.a.code } });
    expect(foreignProject.status).toBe(404);
    for (const res of [
      await c.outsider.client.request(rc.rcaGet, { params: { code: c.other.code, id } }),
      await c.outsider.client.request(rc.rcaRun, { params: { code: c.other.code, id } }),
      await c.outsider.client.request(rc.rcaDelete, { params: { code: c.other.code, id } }),
      await c.outsider.client.request(rc.rcaUpdate, {
        params: { code: c.other.code, id },
        body: rcaBody([c.other.categories['Delivery'] ?? '']),
      }),
    ]) {
      expect(res.status).toBe(404);
      expect((res.body as { messageCode: string }).messageCode).toBe('RCA_NOT_FOUND');
    }
    expect(await c.owner.client.call(rc.rcaGet, { params: { code: c.a.code, id } })).toBeTruthy();
  });

  it('deletes an idle analysis', async () => {
    const created = await createAndRun(t, c, rcaBody([cat('Billing')], { name: 'Short lived' }));
    expect(await c.owner.client.call(rc.rcaDelete, { params: { code: c.a.code, id: created.id } })).toEqual({ ok: true });
    expect((await c.owner.client.request(rc.rcaGet, { params: { code: c.a.code, id: created.id } })).status).toBe(404);
  });
});
