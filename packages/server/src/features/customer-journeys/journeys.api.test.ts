import { customerEndpoints as ce, endpoints, type JourneyBody, type MessageCode } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { member } from '../models/test-fixtures.js';
import { createJourney, journeyBody, journeyCast, on, type JourneyCast } from './test-support.js';

let t: TestApp;
let c: JourneyCast;

beforeAll(async () => {
  t = await startTestApp();
  c = await journeyCast(t, 'Journey Rules Co', 'jr');
});
afterAll(() => t.close());

const create = (body: unknown) => c.owner.client.request(ce.journeyCreate, { body: body as JourneyBody });
const fieldCodes = (body: unknown) =>
  ((body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => `${f.field}:${f.messageCode}`);

describe('journey rules', () => {
  beforeAll(async () => {
    await createJourney(c.owner, journeyBody(c.a, { name: 'Taken name' }));
  });

  const cases: { rule: string; body: () => unknown; status: number; fields?: string[]; code?: MessageCode }[] = [
    {
      rule: 'at least one step',
      body: () => journeyBody(c.a, { steps: [] }),
      status: 400,
      fields: ['steps:JOURNEY_STEP_REQUIRED'],
    },
    {
      rule: 'each step needs an analysis',
      body: () => journeyBody(c.a, { steps: [{ name: 'S', conditions: [] }] }),
      status: 400,
      fields: ['steps.0.conditions:JOURNEY_STEP_PROJECT_REQUIRED', 'steps.0.conditions:JOURNEY_STEP_CATEGORY_REQUIRED'],
    },
    {
      rule: 'each step needs a category',
      body: () => journeyBody(c.a, { steps: [{ name: 'S', conditions: [on(c.a, [], [{ field: 'segment', value: 'gold' }])] }] }),
      status: 400,
      fields: ['steps.0.conditions:JOURNEY_STEP_CATEGORY_REQUIRED'],
    },
    {
      rule: 'no analysis twice in a step',
      body: () => journeyBody(c.a, { steps: [{ name: 'S', conditions: [on(c.a, ['Payment']), on(c.a, ['Delivery'])] }] }),
      status: 400,
      fields: ['steps.0.conditions.1:JOURNEY_STEP_PROJECT_DUPLICATE'],
    },
    {
      rule: 'no empty condition beside others',
      body: () => journeyBody(c.a, { steps: [{ name: 'S', conditions: [on(c.a, ['Payment']), on(c.b, [])] }] }),
      status: 400,
      fields: ['steps.0.conditions:JOURNEY_CONDITION_EMPTY'],
    },
    {
      rule: 'unique step names (case folded)',
      body: () =>
        journeyBody(c.a, {
          steps: [
            { name: 'Same', conditions: [on(c.a, ['Payment'])] },
            { name: ' SAME ', conditions: [on(c.a, ['Delivery'])] },
          ],
        }),
      status: 400,
      fields: ['steps.1.name:JOURNEY_STEP_NAME_DUPLICATE'],
    },
    {
      rule: 'a rating field for each shown score',
      body: () => journeyBody(c.a, { scoreDisplay: ['NPS', 'CSAT'], csatField: 'nps' }),
      status: 400,
      fields: ['npsField:JOURNEY_RATING_FIELD_REQUIRED'],
    },
    {
      rule: 'the journey range in order',
      body: () => journeyBody(c.a, { startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-01-01T00:00:00.000Z' }),
      status: 400,
      fields: ['endDate:DATE_RANGE_INVALID'],
    },
    {
      rule: 'name unique (case and spaces folded)',
      body: () => journeyBody(c.a, { name: '  TAKEN   name ' }),
      status: 400,
      fields: ['name:JOURNEY_NAME_TAKEN'],
    },
    {
      rule: 'condition attributes are attributes of the analysis',
      body: () =>
        journeyBody(c.a, { steps: [{ name: 'S', conditions: [on(c.a, ['Payment'], [{ field: 'nope', value: 'x' }])] }] }),
      status: 400,
      fields: ['steps.0.conditions.0.attributes.0.field:ATTRIBUTE_UNKNOWN'],
    },
    {
      rule: 'rating fields are attributes of the journey analyses',
      body: () => journeyBody(c.a, { scoreDisplay: ['NPS'], npsField: 'nope' }),
      status: 400,
      fields: ['npsField:ATTRIBUTE_UNKNOWN'],
    },
    { rule: 'an analysis of the workspace', body: () => journeyBody(c.other), status: 404, code: 'ANALYSIS_NOT_FOUND' },
    {
      rule: 'categories of the analysis models',
      body: () => journeyBody(c.a, { steps: [{ name: 'S', conditions: [on(c.a, [c.other.categories['Payment'] ?? ''])] }] }),
      status: 404,
      code: 'CATEGORY_NOT_FOUND',
    },
  ];

  it.each(cases)('$rule', async ({ body, status, fields, code }) => {
    const res = await create(body());
    expect(res.status).toBe(status);
    if (fields) expect(fieldCodes(res.body)).toEqual(fields);
    if (code) expect(res.body).toMatchObject({ messageCode: code });
  });

  it('accepts a valid journey with several analyses, attributes and scores, and lists it', async () => {
    const body = journeyBody(c.a, {
      name: 'Full journey',
      scoreDisplay: ['SENTIMENT', 'NPS'],
      npsField: 'nps',
      steps: [
        { name: 'Buy', conditions: [on(c.a, ['Payment'], [{ field: 'segment', value: 'gold' }]), on(c.b, ['Payment'])] },
        { name: 'Get', conditions: [on(c.b, ['Delivery'])] },
      ],
    });
    const j = await createJourney(c.owner, body);
    expect(j).toMatchObject({ name: 'Full journey', visibility: 'WORKSPACE', editable: true, ownerId: c.owner.userId });
    expect(j.steps.map((s) => [s.name, s.position])).toEqual([
      ['Buy', 0],
      ['Get', 1],
    ]);
    const onB = await c.owner.client.call(ce.journeyList, { query: { projectCode: c.b.code } });
    expect(onB.map((x) => x.name)).toEqual(['Full journey']);
    const all = await c.analyst.client.call(ce.journeyList, { query: {} });
    expect(all.map((x) => x.name)).toEqual(expect.arrayContaining(['Full journey', 'Taken name']));
  });
});

describe('steps keep their ids', () => {
  it('keeps ids sent back, gives unknown ids new ones and drops steps left out', async () => {
    const j = await createJourney(c.owner, journeyBody(c.a, { name: 'Kept ids' }));
    const [first, second] = j.steps;
    const foreign = '00000000-0000-4000-8000-0000000000aa';
    const updated = await c.owner.client.call(ce.journeyUpdate, {
      params: { id: j.id },
      body: journeyBody(c.a, {
        name: 'Kept ids',
        steps: [
          { id: second?.id, name: 'Delivery first', conditions: [on(c.a, ['Delivery'])] },
          { id: foreign, name: 'New one', conditions: [on(c.a, ['Staff'])] },
        ],
      }),
    });
    expect(updated.steps[0]).toMatchObject({ id: second?.id, name: 'Delivery first', position: 0 });
    expect(updated.steps[1]?.id).not.toBe(foreign);
    expect(updated.steps.map((s) => s.id)).not.toContain(first?.id);
    const again = await c.owner.client.call(ce.journeyGet, { params: { id: j.id } });
    expect(again.steps.map((s) => s.id)).toEqual(updated.steps.map((s) => s.id));
  });
});

describe('visibility and who edits', () => {
  it('a personal journey is its owner’s alone', async () => {
    const j = await createJourney(c.analyst, journeyBody(c.a, { name: 'Mine only', visibility: 'PERSONAL' }));
    expect(j.editable).toBe(true);
    for (const other of [c.owner, c.manager]) {
      expect((await other.client.call(ce.journeyList, { query: {} })).map((x) => x.id)).not.toContain(j.id);
      const get = await other.client.request(ce.journeyGet, { params: { id: j.id } });
      expect([get.status, get.body]).toMatchObject([404, { messageCode: 'JOURNEY_NOT_FOUND' }]);
      expect((await other.client.request(ce.journeyDelete, { params: { id: j.id } })).status).toBe(404);
    }
    // Another user's personal name still counts as taken: names are unique in the workspace.
    expect(fieldCodes((await create(journeyBody(c.a, { name: 'Mine only' }))).body)).toEqual(['name:JOURNEY_NAME_TAKEN']);
  });

  it('a workspace journey is read by everyone and edited by its owner or a customer manager', async () => {
    const j = await createJourney(c.analyst, journeyBody(c.a, { name: 'Shared' }));
    const asOwner = await c.owner.client.call(ce.journeyGet, { params: { id: j.id } });
    expect(asOwner.editable).toBe(true);
    const other = await member(t, c.owner, 'ANALYST');
    const seen = await other.client.call(ce.journeyGet, { params: { id: j.id } });
    expect(seen.editable).toBe(false);
    const put = await other.client.request(ce.journeyUpdate, {
      params: { id: j.id },
      body: journeyBody(c.a, { name: 'Shared' }),
    });
    expect([put.status, put.body]).toMatchObject([401, { messageCode: 'PERMISSION_DENIED' }]);
    expect((await other.client.request(ce.journeyDelete, { params: { id: j.id } })).status).toBe(401);
    const renamed = await c.manager.client.call(ce.journeyUpdate, {
      params: { id: j.id },
      body: journeyBody(c.a, { name: 'Shared renamed' }),
    });
    expect(renamed.name).toBe('Shared renamed');
    await c.manager.client.call(ce.journeyDelete, { params: { id: j.id } });
    expect((await c.owner.client.request(ce.journeyGet, { params: { id: j.id } })).status).toBe(404);
    expect(await t.db.selectFrom('customer_journey_step').select('id').where('journey_id', '=', j.id).execute()).toEqual([]);
  });

  it('another workspace neither sees nor reaches a journey', async () => {
    const j = await createJourney(c.owner, journeyBody(c.a, { name: 'Inside only' }));
    expect(await c.outsider.client.call(ce.journeyList, { query: {} })).toEqual([]);
    for (const res of [
      await c.outsider.client.request(ce.journeyGet, { params: { id: j.id } }),
      await c.outsider.client.request(ce.journeyDelete, { params: { id: j.id } }),
      await c.outsider.client.request(ce.journeyReport, {
        params: { id: j.id },
        body: { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' },
      }),
    ])
      expect([res.status, res.body]).toMatchObject([404, { messageCode: 'JOURNEY_NOT_FOUND' }]);
  });
});

describe('an analysis used by a journey', () => {
  it('cannot be removed until no journey step names it', async () => {
    const j = await createJourney(c.owner, journeyBody(c.b, { name: 'Holds b' }));
    const refused = await c.owner.client.request(endpoints.projectDelete, { params: { code: c.b.code } });
    expect([refused.status, refused.body]).toMatchObject([409, { messageCode: 'JOURNEY_PROJECT_IN_USE' }]);
    expect(await t.db.selectFrom('project').select('id').where('id', '=', c.b.id).executeTakeFirst()).toBeDefined();
    // Moving it to another workspace would empty the journey's step just the same.
    await c.owner.client.call(endpoints.createWorkspace, { body: { name: 'Elsewhere', subtitle: 'Other team' } });
    const elsewhere = (await c.owner.client.call(endpoints.projectWorkspaces)).find((w) => !w.selected);
    const move = await c.owner.client.request(endpoints.projectPatch, {
      params: { code: c.b.code },
      body: { workspaceCode: elsewhere?.id ?? '' },
    });
    expect([move.status, move.body]).toMatchObject([409, { messageCode: 'JOURNEY_PROJECT_IN_USE' }]);
    // Earlier tests left journeys on b too: free it of every one, then it goes.
    for (const x of await c.owner.client.call(ce.journeyList, { query: { projectCode: c.b.code } }))
      await c.owner.client.call(ce.journeyDelete, { params: { id: x.id } });
    expect((await c.owner.client.request(ce.journeyGet, { params: { id: j.id } })).status).toBe(404);
    await c.owner.client.call(endpoints.projectDelete, { params: { code: c.b.code } });
  });
});
