import { endpoints, type AnalysisCreateBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createBody, projectCast, type ProjectCast } from './test-support.js';

let t: TestApp;
let c: ProjectCast;
let seq = 0;
const nextCode = () => `analysis-${++seq}`;

beforeAll(async () => {
  t = await startTestApp();
  c = await projectCast(t, 'Acme');
});
afterAll(() => t.close());

const create = (body: AnalysisCreateBody, code = nextCode()) =>
  c.owner.client.request(endpoints.projectCreate, { params: { code }, body });
const fieldCodes = (body: unknown) => (body as { fields?: { field: string; messageCode: string }[] }).fields ?? [];

describe('creating an analysis', () => {
  it('creates it with models in order, channels, attributes, defaults and an audit record', async () => {
    const detail = await c.owner.client.call(endpoints.projectCreate, {
      params: { code: 'support' },
      body: createBody({
        name: 'Support',
        models: [
          { code: 'topics', senseType: 'CATEGORY' },
          { code: 'mood', senseType: 'SENTIMENT' },
          { code: 'entities', senseType: 'NAMED_ENTITY' },
        ],
        channels: ['SURVEY', 'EMAIL'],
        tags: ['vip', 'q1'],
        restrictModels: true,
        restrictedModels: ['topics'],
        attributes: [
          { code: 'nps', name: 'NPS', type: 'NUMERIC' },
          { code: 'visited', name: 'Visited', type: 'DATE' },
        ],
      }),
    });
    expect(detail).toMatchObject({
      code: 'support',
      name: 'Support',
      status: 'ACTIVE',
      dataType: 'STANDARD',
      color: '#FFD803',
      tags: ['vip', 'q1'],
      channels: ['EMAIL', 'SURVEY'],
      documentCount: 0,
      lastDocumentAt: null,
      restrictModels: true,
      restrictedModels: ['topics'],
      pipelineStages: ['CLASSIFY'],
      settings: {
        categoryThresholds: [],
        masking: { enabled: false, entityTypes: [], patterns: [], replacement: '[{TYPE}]' },
        defaultLanguage: 'tr',
        npsField: null,
        csatField: null,
      },
    });
    expect(detail.models.map((m) => m.code)).toEqual(['topics', 'mood', 'entities']);
    expect(detail.projectModels.map((m) => [m.code, m.restricted, m.predictionActive, m.deployedVersion])).toEqual([
      ['topics', true, true, null],
      ['mood', false, true, null],
      ['entities', false, true, null],
    ]);
    expect(detail.attributes).toEqual([
      { code: 'nps', name: 'NPS', type: 'NUMERIC', valueCount: 0 },
      { code: 'visited', name: 'Visited', type: 'DATE', valueCount: 0 },
    ]);
    const audit = await t.db.selectFrom('project_audit').select(['action', 'user_id']).where('project_id', '=', detail.id).execute();
    expect(audit).toEqual([{ action: 'CREATE', user_id: c.owner.userId }]);
    // an analyst opens it like the owner
    expect((await c.analyst.client.call(endpoints.projectGet, { params: { code: 'support' } })).id).toBe(detail.id);
  });

  it.each<[string, Partial<AnalysisCreateBody>, string, string]>([
    ['only a sentiment model', { models: [{ code: 'mood', senseType: 'SENTIMENT' }] }, 'models', 'ANALYSIS_SENTIMENT_NOT_ALONE'],
    [
      'two sentiment models',
      {
        models: [
          { code: 'topics', senseType: 'CATEGORY' },
          { code: 'mood', senseType: 'SENTIMENT' },
          { code: 'feelings', senseType: 'EMOTION' },
        ],
      },
      'models',
      'ANALYSIS_SENTIMENT_MODEL_LIMIT',
    ],
    [
      'six models',
      {
        models: ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => ({ code: `m-${x}`, senseType: 'CATEGORY' as const })),
      },
      'models',
      'ANALYSIS_MODEL_LIMIT',
    ],
    ['no channel', { channels: [] }, 'channels', 'ANALYSIS_CHANNEL_REQUIRED'],
    ['a proxy channel without channels', { channels: [], proxyChannel: 'SOCIAL' }, 'channels', 'ANALYSIS_PROXY_CHANNEL_SELECTION_REQUIRED'],
    ['no name', { name: '' }, 'name', 'FIELD_REQUIRED'],
    ['no icon', { icon: '' }, 'icon', 'FIELD_REQUIRED'],
    ['no pipeline stage', { pipelineStages: [] }, 'pipelineStages', 'ANALYSIS_PIPELINE_STAGE_REQUIRED'],
    ['restriction without models', { restrictModels: true, restrictedModels: [] }, 'restrictedModels', 'ANALYSIS_RESTRICTED_MODEL_REQUIRED'],
    ['duplicate tags', { tags: ['vip', 'VIP'] }, 'tags.1', 'TAG_DUPLICATE'],
    ['an unknown channel', { channels: ['PIGEON'] }, 'channels.0', 'ANALYSIS_CHANNEL_UNKNOWN'],
    ['an unknown icon preset', { icon: 'preset:unicorn' }, 'icon', 'FIELD_INVALID'],
    ['an icon file of nobody', { icon: 'file:00000000-0000-4000-8000-000000000000' }, 'icon', 'FIELD_INVALID'],
    ['a sense type the model does not have', { models: [{ code: 'topics', senseType: 'EMOTION' }, { code: 'extra', senseType: 'CATEGORY' }] }, 'models.0.senseType', 'FIELD_INVALID'],
  ])('refuses %s', async (_name, over, field, code) => {
    const res = await create(createBody(over));
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toContainEqual(expect.objectContaining({ field, messageCode: code }));
  });

  it('judges the model mix by the real sense types, not the ones sent', async () => {
    const second = await c.owner.client.call(endpoints.modelCreate, {
      body: {
        name: 'Entities two',
        code: 'entities-2',
        typeCode: 'TEXT',
        settings: [
          { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
          { type: 'SENSE_TYPE', value: 'NAMED_ENTITY' },
          { type: 'DATA_TYPE', value: 'STANDARD' },
        ],
        switches: [{ code: 'en', default: true }],
        pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
        categories: [],
        tags: [],
      },
    });
    expect(second.code).toBe('entities-2');
    const twoNe = await create(
      createBody({
        models: [
          { code: 'topics', senseType: 'CATEGORY' },
          { code: 'entities', senseType: 'NAMED_ENTITY' },
          { code: 'entities-2', senseType: 'CATEGORY' },
        ],
      }),
    );
    expect(twoNe.status).toBe(400);
    expect(fieldCodes(twoNe.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'models.2.senseType', messageCode: 'FIELD_INVALID' }),
        expect.objectContaining({ field: 'models', messageCode: 'ANALYSIS_NAMED_ENTITY_MODEL_LIMIT' }),
      ]),
    );
    // two named-entity models as sent: the body rule already refuses them
    const sent = await create(
      createBody({
        models: [
          { code: 'topics', senseType: 'CATEGORY' },
          { code: 'entities', senseType: 'NAMED_ENTITY' },
          { code: 'entities-2', senseType: 'NAMED_ENTITY' },
        ],
      }),
    );
    expect(fieldCodes(sent.body)).toContainEqual(expect.objectContaining({ field: 'models', messageCode: 'ANALYSIS_NAMED_ENTITY_MODEL_LIMIT' }));
  });

  it('refuses a model of another data type and answers 404 for an unknown model', async () => {
    const wrong = await create(createBody({ models: [{ code: 'calls', senseType: 'CATEGORY' }] }));
    expect(wrong.status).toBe(400);
    expect(fieldCodes(wrong.body)).toContainEqual(expect.objectContaining({ field: 'models', messageCode: 'ANALYSIS_MODEL_DATA_TYPE' }));
    const unknown = await create(createBody({ models: [{ code: 'nope', senseType: 'CATEGORY' }] }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ messageCode: 'ANALYSIS_MODEL_NOT_FOUND' });
    // a dialogue analysis takes the dialogue model
    const dialogue = await create(createBody({ name: 'Calls analysis', dataType: 'DIALOGUE', models: [{ code: 'calls', senseType: 'CATEGORY' }] }));
    expect(dialogue.status).toBe(200);
  });

  it('refuses a taken name (400) and a taken code (409)', async () => {
    await c.owner.client.call(endpoints.projectCreate, { params: { code: 'unique-one' }, body: createBody({ name: 'Unique One' }) });
    const name = await create(createBody({ name: 'unique one' }));
    expect(name.status).toBe(400);
    expect(fieldCodes(name.body)).toContainEqual(expect.objectContaining({ field: 'name', messageCode: 'ANALYSIS_NAME_TAKEN' }));
    const code = await create(createBody({ name: 'Another' }), 'unique-one');
    expect(code.status).toBe(409);
    expect(code.body).toMatchObject({ messageCode: 'ANALYSIS_CODE_TAKEN' });
  });

  it('answers 402 at the PROJECT_COUNT limit, counting finished analyses only', async () => {
    const active = await t.db
      .selectFrom('project as p')
      .innerJoin('workspace as w', 'w.id', 'p.workspace_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('w.account_id', '=', c.accountId)
      .where('p.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const plan = await t.db
      .insertInto('plan')
      .values({ code: 'SMALL', name: 'Small', features: JSON.stringify({ PROJECT_COUNT: Number(active.n) + 1 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const original = await t.db.selectFrom('account').select('plan_id').where('id', '=', c.accountId).executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ plan_id: plan.id }).where('id', '=', c.accountId).execute();
    try {
      // a draft is free
      await c.owner.client.call(endpoints.projectDraftSave, { params: { code: 'limit-draft' }, body: { name: 'Limit draft' } });
      expect(await c.owner.client.call(endpoints.packageCheck, { query: { feature: 'PROJECT_COUNT' } })).toMatchObject({
        status: 'LIMIT_AVAILABLE',
      });
      expect((await create(createBody({ name: 'Last one' }))).status).toBe(200);
      const over = await create(createBody({ name: 'One too many' }));
      expect(over.status).toBe(402);
      expect(over.body).toMatchObject({ messageCode: 'PLAN_LIMIT_REACHED' });
    } finally {
      await t.db.updateTable('account').set({ plan_id: original.plan_id }).where('id', '=', c.accountId).execute();
    }
  });

  it('finishes a draft: the draft with that code becomes the analysis', async () => {
    const draft = await c.owner.client.call(endpoints.projectDraftSave, {
      params: { code: 'wizard' },
      body: { name: 'Wizard', step: 2, values: { channels: ['SURVEY'] } },
    });
    expect(draft).toEqual({ code: 'wizard', name: 'Wizard', step: 2, values: { channels: ['SURVEY'] } });
    expect(await c.owner.client.call(endpoints.projectDraftGet, { params: { code: 'wizard' } })).toEqual(draft);
    // not listed and not opened as an analysis
    expect((await c.owner.client.request(endpoints.projectGet, { params: { code: 'wizard' } })).status).toBe(404);
    const list = await c.owner.client.call(endpoints.projectList, { query: { status: 'DRAFT' } });
    expect(list.content.map((p) => p.code)).toContain('wizard');
    const done = await c.owner.client.call(endpoints.projectCreate, { params: { code: 'wizard' }, body: createBody({ name: 'Wizard' }) });
    expect(done.status).toBe('ACTIVE');
    expect((await c.owner.client.request(endpoints.projectDraftGet, { params: { code: 'wizard' } })).status).toBe(404);
    const again = await c.owner.client.request(endpoints.projectDraftSave, { params: { code: 'wizard' }, body: { name: 'Wizard' } });
    expect(again.status).toBe(409);
  });

  it('deletes an invalid (draft) analysis only', async () => {
    await c.owner.client.call(endpoints.projectDraftSave, { params: { code: 'to-drop' }, body: { name: 'To drop' } });
    await c.owner.client.call(endpoints.projectDeleteInvalid, { params: { code: 'to-drop' } });
    expect((await c.owner.client.request(endpoints.projectDraftGet, { params: { code: 'to-drop' } })).status).toBe(404);
    const active = await c.owner.client.request(endpoints.projectDeleteInvalid, { params: { code: 'support' } });
    expect(active.status).toBe(400);
    expect(active.body).toMatchObject({ messageCode: 'ANALYSIS_NOT_DRAFT' });
  });
});
