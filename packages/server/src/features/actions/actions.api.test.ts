import {
  actionEndpoints as ae,
  createFilterState,
  encodeFilters,
  type ActionCreateBody,
  type ActionListQueryInput,
} from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { actionCast, categoryFilter, createAction, type ActionCast } from './test-support.js';

let t: TestApp;
let c: ActionCast;

beforeAll(async () => {
  t = await startTestApp();
  c = await actionCast(t, 'Action Rules Co', 'ar');
});
afterAll(() => t.close());

const fieldCodes = (body: unknown) =>
  ((body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => `${f.field}:${f.messageCode}`);
const noticesTo = async (userId: string, actionId: string) =>
  (
    await t.db
      .selectFrom('in_app_notification')
      .select(['type', 'link'])
      .where('user_id', '=', userId)
      .where('link', '=', `/actions/${actionId}`)
      .execute()
  ).length;

describe('action rules (create)', () => {
  let foreignType = '';
  beforeAll(async () => {
    await createAction(c.owner, { name: 'Taken name' });
    await createAction(c.owner, { name: 'Fix invoice' });
    foreignType = (await c.outsider.client.call(ae.actionTypeCreate, { body: { name: 'Foreign' } })).id;
  });

  const unknownAttribute = () =>
    encodeFilters(
      createFilterState({ fieldQueries: [{ fieldName: 'no_such_field', operand: 'IN', values: [{ key: 'x' }] }] }),
    ).toString();

  const cases: { rule: string; body: () => ActionCreateBody; fields: string[] }[] = [
    {
      rule: 'unique name (case and spaces folded)',
      body: () => ({ name: '  TAKEN   name ' }),
      fields: ['name:ACTION_NAME_TAKEN'],
    },
    { rule: 'unique name (Turkish dotted capitals)', body: () => ({ name: 'FIX İNVOICE' }), fields: ['name:ACTION_NAME_TAKEN'] },
    { rule: 'a name', body: () => ({ name: '   ' }), fields: ['name:FIELD_REQUIRED'] },
    {
      rule: 'a type of this workspace',
      body: () => ({ name: 'T1', typeId: foreignType }),
      fields: ['typeId:ACTION_TYPE_NOT_FOUND'],
    },
    {
      rule: 'a responsible member',
      body: () => ({ name: 'T2', responsibleId: c.outsider.userId }),
      fields: ['responsibleId:ACTION_USER_NOT_MEMBER'],
    },
    {
      rule: 'follower members',
      body: () => ({ name: 'T3', followerIds: [c.analyst.userId, c.outsider.userId] }),
      fields: ['followerIds.1:ACTION_USER_NOT_MEMBER'],
    },
    {
      rule: 'no follower twice',
      body: () => ({ name: 'T4', followerIds: [c.analyst.userId, c.analyst.userId] }),
      fields: ['followerIds.1:USER_DUPLICATE'],
    },
    {
      rule: 'evidence: an analysis of this workspace',
      body: () => ({ name: 'T5', evidence: { projectCode: c.other.code, filter: '', label: 'x' } }),
      fields: ['evidence.projectCode:ANALYSIS_NOT_FOUND'],
    },
    {
      rule: 'evidence: a filter the URL codec reads',
      body: () => ({ name: 'T6', evidence: { projectCode: c.a.code, filter: 'cq=broken', label: 'x' } }),
      fields: ['evidence.filter:FIELD_INVALID'],
    },
    {
      rule: 'evidence: a filter the search accepts',
      body: () => ({ name: 'T7', evidence: { projectCode: c.a.code, filter: unknownAttribute(), label: 'x' } }),
      fields: ['evidence.filter:ATTRIBUTE_UNKNOWN'],
    },
    {
      rule: 'evidence: a document of the analysis',
      body: () => ({ name: 'T8', evidence: { projectCode: c.a.code, filter: '', label: 'x', documentId: randomUUID() } }),
      fields: ['evidence.documentId:ACTION_DOCUMENT_NOT_FOUND'],
    },
    {
      rule: 'a step of a journey of this workspace',
      body: () => ({ name: 'T9', journeyStep: { journeyId: c.journey.journeyId, stepId: randomUUID() } }),
      fields: ['journeyStep:JOURNEY_STEP_NOT_FOUND'],
    },
    {
      rule: 'the step of that journey',
      body: () => ({ name: 'T10', journeyStep: { journeyId: randomUUID(), stepId: c.journey.stepId } }),
      fields: ['journeyStep:JOURNEY_STEP_NOT_FOUND'],
    },
    { rule: 'a real due day', body: () => ({ name: 'T11', dueDate: '2026-02-30' }), fields: ['dueDate:FIELD_INVALID'] },
    {
      rule: 'every workspace rule at once',
      body: () => ({ name: 'Taken name', typeId: foreignType, responsibleId: c.outsider.userId }),
      fields: ['name:ACTION_NAME_TAKEN', 'typeId:ACTION_TYPE_NOT_FOUND', 'responsibleId:ACTION_USER_NOT_MEMBER'],
    },
  ];

  it.each(cases)('$rule', async ({ body, fields }) => {
    const before = await t.db.selectFrom('action').select('id').execute();
    const res = await c.owner.client.request(ae.actionCreate, { body: body() });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(fields);
    expect((await t.db.selectFrom('action').select('id').execute()).length).toBe(before.length);
  });

  it('creates with evidence, document, journey step, type and people; the creator follows', async () => {
    const type = await c.owner.client.call(ae.actionTypeCreate, { body: { name: 'Process', color: '#112233' } });
    const filter = categoryFilter(c.a, 'Delivery');
    const action = await createAction(c.owner, {
      name: 'Courier follow-up',
      description: 'Call the courier',
      typeId: type.id,
      priority: 'HIGH',
      dueDate: '2099-01-31',
      responsibleId: c.analyst.userId,
      benefits: 'Fewer late parcels',
      referenceName: 'REF-1',
      followerIds: [c.manager.userId],
      evidence: {
        projectCode: c.a.code,
        filter: `${filter}&page=3&size=50&tab=project_data&acid=${randomUUID()}`,
        label: 'Category: Delivery',
        documentId: c.documents['d1'] ?? null,
      },
      journeyStep: c.journey,
    });
    expect(action).toMatchObject({
      name: 'Courier follow-up',
      type: { id: type.id, name: 'Process', color: '#112233' },
      priority: 'HIGH',
      status: 'OPEN',
      dueDate: '2099-01-31',
      overdue: false,
      responsible: { id: c.analyst.userId, email: c.analyst.email },
      creator: { id: c.owner.userId },
      closedAt: null,
      version: 1,
      evidence: {
        projectCode: c.a.code,
        projectName: `Analysis ${c.a.code}`,
        filter,
        label: 'Category: Delivery',
        documentId: c.documents['d1'],
      },
      journeyStep: {
        journeyId: c.journey.journeyId,
        journeyName: 'Order journey',
        stepId: c.journey.stepId,
        stepName: 'Delivery',
      },
      following: true,
      noteCount: 0,
      correctiveCount: 0,
    });
    expect(action.followers.map((f) => f.id).sort()).toEqual([c.owner.userId, c.manager.userId].sort());
    const history = await c.owner.client.call(ae.actionHistory, { params: { id: action.id } });
    expect(history.map((h) => [h.field, h.oldValue, h.newValue, h.user?.id])).toEqual([
      ['created', null, 'Courier follow-up', c.owner.userId],
    ]);
    // The responsible person hears of it; the creator, who acted, does not.
    expect(await noticesTo(c.analyst.userId, action.id)).toBe(1);
    expect(await noticesTo(c.owner.userId, action.id)).toBe(0);
    expect(await c.analyst.client.call(ae.actionGet, { params: { id: action.id } })).toMatchObject({ following: false });
  });

  it('people are the workspace members', async () => {
    const people = await c.analyst.client.call(ae.actionPeople);
    expect(people.map((p) => p.id).sort()).toEqual([c.owner.userId, c.analyst.userId, c.manager.userId].sort());
  });
});

describe('reading and deleting', () => {
  it("another workspace's action is not found", async () => {
    const action = await createAction(c.owner, { name: 'Private to the workspace' });
    for (const call of [
      c.outsider.client.request(ae.actionGet, { params: { id: action.id } }),
      c.outsider.client.request(ae.actionHistory, { params: { id: action.id } }),
      c.outsider.client.request(ae.actionDelete, { params: { id: action.id } }),
    ]) {
      const res = await call;
      expect([res.status, (res.body as { messageCode: string }).messageCode]).toEqual([404, 'ACTION_NOT_FOUND']);
    }
  });

  it("an analyst deletes their own action but not another's; a manager deletes any", async () => {
    const own = await createAction(c.analyst, { name: 'Analyst own' });
    const owners = await createAction(c.owner, { name: 'Owner own' });
    expect((await c.analyst.client.request(ae.actionDelete, { params: { id: own.id } })).status).toBe(200);
    const refused = await c.analyst.client.request(ae.actionDelete, { params: { id: owners.id } });
    expect([refused.status, (refused.body as { messageCode: string }).messageCode]).toEqual([401, 'PERMISSION_DENIED']);
    expect((await c.owner.client.request(ae.actionGet, { params: { id: owners.id } })).status).toBe(200);
    expect((await c.manager.client.request(ae.actionDelete, { params: { id: owners.id } })).status).toBe(200);
    expect((await c.owner.client.request(ae.actionGet, { params: { id: owners.id } })).status).toBe(404);
  });
});

describe('list: tabs, filters, sorts, paging', () => {
  let d: ActionCast;
  let typeId = '';
  beforeAll(async () => {
    d = await actionCast(t, 'Action Tabs Co', 'at');
    typeId = (await d.owner.client.call(ae.actionTypeCreate, { body: { name: 'Training' } })).id;
    const me = d.owner.userId;
    await createAction(d.owner, { name: 'Mine critical', priority: 'CRITICAL', responsibleId: me });
    await createAction(d.owner, { name: 'Mine planned', priority: 'LOW', dueDate: '2099-12-31', responsibleId: me });
    await createAction(d.owner, { name: 'Overdue', priority: 'MEDIUM', dueDate: '2020-01-01', responsibleId: d.analyst.userId });
    await createAction(d.owner, { name: 'Done', priority: 'CRITICAL', dueDate: '2020-01-01', status: 'DONE', responsibleId: me });
    await createAction(d.owner, { name: 'Unassigned', priority: 'HIGH', typeId, description: 'courier delay' });
  });
  const list = (query: ActionListQueryInput) => d.owner.client.call(ae.actionList, { query });
  const names = async (query: ActionListQueryInput) => (await list(query)).content.map((a) => a.name);

  it('tabs hold their actions and count them; closed ones only with showCompleted', async () => {
    const all = await list({});
    expect(all.tabCounts).toEqual({ mine: 2, planned: 2, critical: 2, all: 4 });
    expect(all.total).toBe(4);
    expect((await names({ tab: 'mine' })).sort()).toEqual(['Mine critical', 'Mine planned']);
    expect((await names({ tab: 'planned' })).sort()).toEqual(['Mine planned', 'Overdue']);
    expect((await names({ tab: 'critical' })).sort()).toEqual(['Mine critical', 'Overdue']);
    expect(all.content.find((a) => a.name === 'Overdue')).toMatchObject({ overdue: true });
    const completed = await list({ showCompleted: 'true' });
    expect(completed.tabCounts).toEqual({ mine: 3, planned: 2, critical: 2, all: 5 });
    expect(completed.content.find((a) => a.name === 'Done')).toMatchObject({ overdue: false, closedBy: { id: d.owner.userId } });
  });

  it('filters by status, type, priority, person and text; the counts follow the filters', async () => {
    const done = await list({ status: 'DONE' });
    expect([done.content.map((a) => a.name), done.tabCounts]).toEqual([['Done'], { mine: 1, planned: 0, critical: 0, all: 1 }]);
    expect(await names({ type: typeId })).toEqual(['Unassigned']);
    const urgent = await list({ priority: 'CRITICAL,HIGH', sort: 'name,asc' });
    expect([urgent.content.map((a) => a.name), urgent.tabCounts]).toEqual([
      ['Mine critical', 'Unassigned'],
      { mine: 1, planned: 0, critical: 1, all: 2 },
    ]);
    expect(await names({ assignUsers: d.analyst.userId })).toEqual(['Overdue']);
    expect(await names({ search: 'overDUE' })).toEqual(['Overdue']);
    expect(await names({ search: 'COURIER' })).toEqual(['Unassigned']);
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('sorts and pages on the server', async () => {
    expect(await names({ sort: 'name,asc' })).toEqual(['Mine critical', 'Mine planned', 'Overdue', 'Unassigned']);
    expect(await names({ sort: 'priority,desc' })).toEqual(['Mine critical', 'Unassigned', 'Overdue', 'Mine planned']);
    expect(await names({})).toEqual(['Overdue', 'Mine planned', 'Unassigned', 'Mine critical']);
    expect(await names({ sort: 'dueDate,desc' })).toEqual(['Mine planned', 'Overdue', 'Unassigned', 'Mine critical']);
    expect(await names({ sort: 'createdAt,asc' })).toEqual(['Mine critical', 'Mine planned', 'Overdue', 'Unassigned']);
    expect(await names({ sort: 'createdAt,desc' })).toEqual(['Unassigned', 'Overdue', 'Mine planned', 'Mine critical']);
    const page = await list({ sort: 'name,asc', page: '1', size: '2' });
    expect([page.content.map((a) => a.name), page.total, page.page, page.size]).toEqual([['Overdue', 'Unassigned'], 4, 1, 2]);
  });

  it("another workspace's list is its own", async () => {
    const res = await d.outsider.client.call(ae.actionList, { query: { showCompleted: 'true' } });
    expect([res.total, res.tabCounts.all]).toEqual([0, 0]);
  });

  it('refuses an unknown tab, sort or status', async () => {
    for (const query of [{ tab: 'types' }, { sort: 'name,desc' }, { status: 'CLOSED' }])
      expect((await d.owner.client.request(ae.actionList, { query: query as ActionListQueryInput })).status).toBe(400);
  });
});
