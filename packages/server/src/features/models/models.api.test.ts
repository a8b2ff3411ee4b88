import { endpoints, type PipelineStage } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, member, modelRequest } from './test-fixtures.js';

let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Models Inc' });
});
afterAll(() => t.close());

describe('model creation', () => {
  it('creates a model with its fixed settings and category tree', async () => {
    const lastId = (await owner.client.call(endpoints.eventCheckpoint)).id;
    const model = await owner.client.call(endpoints.modelCreate, {
      body: {
        ...modelRequest({
          name: 'Ürün yorumları',
          classification: 'MULTI_LABEL',
          categories: [{ name: 'Delivery', children: [{ name: 'Late' }, { name: 'Damaged' }] }, { name: 'Price' }],
        }),
        description: 'Customer reviews',
        tags: ['retail'],
        switches: [
          { code: 'tr', default: true },
          { code: 'en', default: true },
        ],
      },
    });
    expect(model).toMatchObject({
      name: 'Ürün yorumları',
      description: 'Customer reviews',
      typeCode: 'TEXT',
      classificationType: 'MULTI_LABEL',
      senseType: 'CATEGORY',
      dataType: 'STANDARD',
      // Only the first of two defaults stays default.
      switches: [
        { code: 'tr', default: true },
        { code: 'en', default: false },
      ],
      tags: ['retail'],
      accessType: 'PRIVATE',
      publicStatus: 'NONE',
      favourite: false,
      owner: { id: owner.userId, name: 'Test User' },
      learningStatus: 'SUSPENDED',
      trainingStatus: 'NEEDS_TRAINING',
      deployedVersion: null,
      documentCount: 0,
      labelledCount: 0,
      categoryCount: 4,
      latestVersion: null,
      publicRequest: null,
      pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
      regularisation: 'auto',
      threshold: null,
    });
    expect(model.code).toMatch(/^urun-yorumlari-[0-9a-f]{6}$/);
    // Leaves only: the trainable labels.
    expect(model.labels.map((l) => l.path)).toEqual(['Delivery > Late', 'Delivery > Damaged', 'Price']);
    const events = await owner.client.call(endpoints.events, { query: { lastId } });
    expect(events).toContainEqual(expect.objectContaining({ type: 'MODEL_UPDATED', payload: { modelId: model.id } }));
  });

  it('gives sentiment and emotion models their fixed labels', async () => {
    const sentiment = await createModel(owner, { sense: 'SENTIMENT' });
    expect(sentiment.labels.map((l) => l.id)).toEqual(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);
    const emotion = await createModel(owner, { sense: 'EMOTION', classification: 'MULTI_LABEL' });
    expect(emotion.labels.map((l) => l.id)).toContain('GRATITUDE');
    const entities = await createModel(owner, { sense: 'NAMED_ENTITY' });
    expect(entities.labels).toEqual([]);
  });

  it('answers the model creation rules with their message codes', async () => {
    const fieldsOf = async (body: unknown) => {
      const res = await owner.client.raw('POST', '/api/model', { body });
      expect(res.status).toBe(400);
      return (res.body as { fields: { field: string; messageCode: string }[] }).fields;
    };
    const base = modelRequest();
    expect(await fieldsOf({ ...base, settings: [] })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'settings', messageCode: 'MODEL_CLASSIFICATION_TYPE_REQUIRED' }),
        expect.objectContaining({ field: 'settings', messageCode: 'MODEL_SENSE_TYPE_REQUIRED' }),
        expect.objectContaining({ field: 'settings', messageCode: 'MODEL_DATA_TYPE_REQUIRED' }),
      ]),
    );
    expect(await fieldsOf({ ...base, pipelineStages: [] })).toContainEqual(
      expect.objectContaining({ field: 'pipelineStages', messageCode: 'MODEL_PIPELINE_STAGE_REQUIRED' }),
    );
    expect(await fieldsOf({ ...base, switches: [{ code: 'en', default: false }] })).toContainEqual(
      expect.objectContaining({ field: 'switches', messageCode: 'MODEL_DEFAULT_SELECTION_REQUIRED' }),
    );
    expect(await fieldsOf({ ...base, categories: [{ name: 'A' }, { name: ' a ' }, { name: '' }] })).toEqual([
      expect.objectContaining({ field: 'categories.1.name', messageCode: 'MODEL_CATEGORY_NAME_DUPLICATE' }),
      expect.objectContaining({ field: 'categories.2.name', messageCode: 'MODEL_CATEGORY_NAME_REQUIRED' }),
    ]);
    expect(await fieldsOf(modelRequest({ sense: 'SENTIMENT', categories: [{ name: 'A' }] }))).toContainEqual(
      expect.objectContaining({ field: 'categories', messageCode: 'MODEL_SENTIMENT_NO_CATEGORIES' }),
    );
    expect(await fieldsOf(modelRequest({ sense: 'NAMED_ENTITY', categories: [{ name: 'A' }] }))).toContainEqual(
      expect.objectContaining({ field: 'categories', messageCode: 'MODEL_CATEGORIES_NOT_ALLOWED' }),
    );
    expect(
      await fieldsOf({
        ...base,
        pipelineStages: [
          { code: 'CLASSIFY', enabled: true, options: {} },
          { code: 'CLASSIFY', enabled: false, options: {} },
        ],
      }),
    ).toContainEqual(expect.objectContaining({ field: 'pipelineStages.1.code', messageCode: 'FIELD_INVALID' }));
  });

  it('refuses a code another model of the workspace has', async () => {
    await createModel(owner, { code: 'shared-code' });
    const res = await owner.client.request(endpoints.modelCreate, { body: modelRequest({ code: 'SHARED-code' }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageCode: 'MODEL_CODE_TAKEN', fields: [{ field: 'code' }] });
  });

  it('answers 402 at the MODEL_COUNT limit of the plan and creates nothing', async () => {
    const u = await signUp(t, { company: 'Small plan' });
    const accountId = (await t.db.selectFrom('account').select('id').where('name', '=', 'Small plan').executeTakeFirstOrThrow())
      .id;
    const tiny = await t.db
      .insertInto('plan')
      .values({ code: 'TWO_MODELS', name: 'Two models', features: JSON.stringify({ MODEL_COUNT: 2 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ plan_id: tiny.id }).where('id', '=', accountId).execute();
    await createModel(u);
    expect(await u.client.call(endpoints.accountFeature, { params: { code: 'MODEL_COUNT' } })).toMatchObject({
      used: 1,
      limit: 2,
      status: 'LIMIT_AVAILABLE',
    });
    await createModel(u);
    const res = await u.client.request(endpoints.modelCreate, { body: modelRequest() });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      type: 'PackageLimitException',
      messageCode: 'PLAN_LIMIT_REACHED',
      data: { feature: 'MODEL_COUNT' },
    });
    expect((await u.client.call(endpoints.modelList, { query: { page: 0, size: 10 } })).total).toBe(2);
  });
});

describe('model list', () => {
  it('filters by tab, search, sense, language, owner and training status, with paging', async () => {
    const u = await signUp(t, { company: 'Listing Co' });
    const a = await createModel(u, { name: 'Alpha reviews' });
    const b = await createModel(u, { name: 'Beta tickets', sense: 'SENTIMENT' });
    const c = await createModel(u, { name: 'Gamma calls 100%' });
    await u.client.call(endpoints.modelUpdate, {
      params: { id: c.id },
      body: { switches: [{ code: 'tr', default: true }], accessType: 'WORKSPACE' },
    });
    const names = async (query: Record<string, unknown>) =>
      (await u.client.call(endpoints.modelList, { query: { page: 0, size: 10, ...query } })).content.map((m) => m.name);

    // Newest change first.
    expect(await names({})).toEqual(['Gamma calls 100%', 'Beta tickets', 'Alpha reviews']);
    expect(await names({ search: 'TICK' })).toEqual(['Beta tickets']);
    // A search for "%" is literal, not a wildcard.
    expect(await names({ search: '100%' })).toEqual(['Gamma calls 100%']);
    expect(await names({ senseType: 'SENTIMENT' })).toEqual(['Beta tickets']);
    expect(await names({ language: 'tr' })).toEqual(['Gamma calls 100%']);
    expect(await names({ ownerId: u.userId })).toHaveLength(3);
    expect(await names({ trainingStatus: 'NEEDS_TRAINING' })).toHaveLength(3);
    expect(await names({ trainingStatus: 'SUCCESS' })).toEqual([]);
    expect(await names({ tab: 'MINE' })).toHaveLength(3);
    expect(await names({ tab: 'PUBLIC' })).toEqual([]);

    await u.client.call(endpoints.modelFavourite, { params: { id: a.id }, body: { favourite: true } });
    await u.client.call(endpoints.modelFavourite, { params: { id: a.id }, body: { favourite: true } });
    expect(await names({ tab: 'FAVOURITES' })).toEqual(['Alpha reviews']);
    expect((await u.client.call(endpoints.modelGet, { params: { id: a.id } })).favourite).toBe(true);
    await u.client.call(endpoints.modelFavourite, { params: { id: a.id }, body: { favourite: false } });
    expect(await names({ tab: 'FAVOURITES' })).toEqual([]);

    const page = await u.client.call(endpoints.modelList, { query: { page: 1, size: 2 } });
    expect(page).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(page.content.map((m) => m.id)).toEqual([a.id]);
    expect(b.senseType).toBe('SENTIMENT');

    const bad = await u.client.raw('GET', '/api/model?tab=NOPE&trainingStatus=x&ownerId=1');
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: unknown[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'query.tab', messageCode: 'FIELD_INVALID_OPTION' }),
        expect.objectContaining({ field: 'query.ownerId', messageCode: 'FIELD_INVALID' }),
      ]),
    );
  });

  it('shows a private model to its owner and to managers only; a workspace model to every member', async () => {
    const u = await signUp(t, { company: 'Private Co' });
    const analyst = await member(t, u, 'ANALYST');
    const manager = await member(t, u, 'MANAGER');
    const model = await createModel(u, { name: 'Secret' });
    const ids = async (who: SignedInUser) =>
      (await who.client.call(endpoints.modelList, { query: { page: 0, size: 10 } })).content.map((m) => m.id);
    expect(await ids(analyst)).toEqual([]);
    expect((await analyst.client.request(endpoints.modelGet, { params: { id: model.id } })).status).toBe(404);
    expect(await ids(manager)).toEqual([model.id]);

    // The rule holds for every call of the area, not only the model's own: data, training, versions and the test.
    const hidden = [
      await analyst.client.request(endpoints.modelSources, { params: { id: model.id } }),
      await analyst.client.request(endpoints.modelVersions, { params: { id: model.id } }),
      await analyst.client.request(endpoints.modelTrain, { params: { id: model.id }, body: {} }),
      await analyst.client.request(endpoints.modelTest, { params: { id: model.id }, body: { text: 'hello' } }),
      await analyst.client.request(endpoints.modelPushSourceGet, { params: { id: model.id } }),
      await analyst.client.request(endpoints.modelJsonUpload, {
        params: { id: model.id },
        body: { documents: [{ text: 'hello' }] },
      }),
    ];
    expect(hidden.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await manager.client.request(endpoints.modelVersions, { params: { id: model.id } })).status).toBe(200);

    await u.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
    expect(await ids(analyst)).toEqual([model.id]);
    expect((await analyst.client.call(endpoints.modelGet, { params: { id: model.id } })).owner.id).toBe(u.userId);
  });
});

describe('settings, pipeline and publication', () => {
  it('saves the settings tabs and refuses the three fixed choices', async () => {
    const model = await createModel(owner);
    const updated = await owner.client.call(endpoints.modelUpdate, {
      params: { id: model.id },
      body: {
        name: 'Renamed',
        description: 'About',
        tags: ['a', 'b'],
        color: '#00AA00',
        channels: ['web', 'web', 'mail'],
        threshold: 0.4,
        regularisation: 2,
      },
    });
    expect(updated).toMatchObject({
      name: 'Renamed',
      description: 'About',
      tags: ['a', 'b'],
      color: '#00AA00',
      channels: ['web', 'mail'],
      threshold: 0.4,
      regularisation: 2,
    });
    const res = await owner.client.raw('PATCH', `/api/model/${model.id}`, {
      body: { senseType: 'SENTIMENT', classificationType: 'MULTI_LABEL', dataType: 'DIALOGUE', threshold: 2 },
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: { field: string; messageCode: string }[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'senseType', messageCode: 'MODEL_SETTING_IMMUTABLE' }),
        expect.objectContaining({ field: 'classificationType', messageCode: 'MODEL_SETTING_IMMUTABLE' }),
        expect.objectContaining({ field: 'dataType', messageCode: 'MODEL_SETTING_IMMUTABLE' }),
        expect.objectContaining({ field: 'threshold', messageCode: 'FIELD_TOO_BIG' }),
      ]),
    );
    expect((await owner.client.call(endpoints.modelGet, { params: { id: model.id } })).senseType).toBe('CATEGORY');
  });

  it('keeps the pipeline stages in order, at least one, each once', async () => {
    const model = await createModel(owner);
    const first: PipelineStage = { code: 'NORMALISE', enabled: true, options: {} };
    const stages: PipelineStage[] = [
      first,
      { code: 'MASK_ENTITIES', enabled: true, options: { types: 'EMAIL,PHONE' } },
      { code: 'CLASSIFY', enabled: false, options: { threshold: '0.5' } },
    ];
    const saved = await owner.client.call(endpoints.modelPipeline, { params: { id: model.id }, body: { stages } });
    expect(saved.pipelineStages).toEqual(stages);
    const empty = await owner.client.request(endpoints.modelPipeline, { params: { id: model.id }, body: { stages: [] } });
    expect(empty.body).toMatchObject({ fields: [{ field: 'stages', messageCode: 'MODEL_PIPELINE_STAGE_REQUIRED' }] });
    const twice = await owner.client.request(endpoints.modelPipeline, {
      params: { id: model.id },
      body: { stages: [first, first] },
    });
    expect(twice.body).toMatchObject({ fields: [{ field: 'stages.1.code', messageCode: 'FIELD_INVALID' }] });
  });

  it('requests publication once while it is reviewed', async () => {
    const model = await createModel(owner);
    const requested = await owner.client.call(endpoints.modelMakePublic, {
      params: { id: model.id },
      body: { note: 'Useful for retail' },
    });
    expect(requested).toMatchObject({ publicStatus: 'PENDING', publicRequest: { status: 'PENDING', note: 'Useful for retail' } });
    const again = await owner.client.request(endpoints.modelMakePublic, { params: { id: model.id }, body: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'MODEL_PUBLIC_REQUEST_PENDING' });

    // After a rejection the owner may ask again.
    await t.db.updateTable('model_public_request').set({ status: 'REJECTED' }).where('model_id', '=', model.id).execute();
    const renewed = await owner.client.call(endpoints.modelMakePublic, { params: { id: model.id }, body: { note: 'Fixed' } });
    expect(renewed.publicRequest).toMatchObject({ status: 'PENDING', note: 'Fixed' });
  });

  it('deletes a model with its data', async () => {
    const model = await createModel(owner, { categories: [{ name: 'A' }] });
    expect(await owner.client.call(endpoints.modelDelete, { params: { id: model.id } })).toEqual({ ok: true });
    expect((await owner.client.request(endpoints.modelGet, { params: { id: model.id } })).status).toBe(404);
    expect(await t.db.selectFrom('model_category').select('id').where('model_id', '=', model.id).execute()).toEqual([]);
    expect((await owner.client.request(endpoints.modelDelete, { params: { id: model.id } })).status).toBe(404);
  });

  it("deletes the model's uploads, previews and failed-row files, and no other model's", async () => {
    const [model, other] = [await createModel(owner, { name: 'With files' }), await createModel(owner, { name: 'Neighbour' })];
    const { workspace_id: ws } = await t.db
      .selectFrom('model')
      .select('workspace_id')
      .where('id', '=', model.id)
      .executeTakeFirstOrThrow();
    const files = t.app.services.files;
    const upload = `${ws}/models/${model.id}/sources/s1/upload.csv`;
    const preview = `${ws}/models/${model.id}/sources/s1/preview.json`;
    const failed = `${ws}/models/${model.id}/sources/s1/failed-rows.csv`;
    const kept = `${ws}/models/${other.id}/sources/s2/preview.json`;
    await files.put(upload, 'text\nhello');
    await files.put(preview, '{}');
    await files.putExpiring(failed, ws, 'row', new Date(Date.now() + 60_000));
    await files.put(kept, '{}');
    await owner.client.call(endpoints.modelDelete, { params: { id: model.id } });
    expect(await Promise.all([upload, preview, failed].map((k) => files.get(k)))).toEqual([null, null, null]);
    expect(await files.expiresAt(failed)).toBeNull();
    expect((await files.get(kept))?.toString()).toBe('{}');
  });
});

describe('permissions and isolation', () => {
  it('needs a session and the MODEL permissions', async () => {
    const anon = new Client(t.baseUrl);
    const res = await anon.request(endpoints.modelList, { query: { page: 0, size: 10 } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ messageCode: 'AUTH_SESSION_REQUIRED' });

    // Analysts build models: create, settings and delete are theirs too.
    const analyst = await member(t, owner, 'ANALYST');
    const own = await createModel(analyst, { name: 'Analyst model' });
    expect(own.owner.id).toBe(analyst.userId);
    await analyst.client.call(endpoints.modelUpdate, { params: { id: own.id }, body: { name: 'Mine' } });
    expect(await analyst.client.call(endpoints.modelDelete, { params: { id: own.id } })).toEqual({ ok: true });
  });

  it('answers 404 for a model of another workspace, and changes nothing there', async () => {
    const model = await createModel(owner, { name: 'Owned by A', categories: [{ name: 'X' }] });
    const stranger = await signUp(t, { company: 'Stranger' });
    const params = { id: model.id };
    const attempts = [
      stranger.client.request(endpoints.modelGet, { params }),
      stranger.client.request(endpoints.modelUpdate, { params, body: { name: 'Stolen' } }),
      stranger.client.request(endpoints.modelDelete, { params }),
      stranger.client.request(endpoints.modelFavourite, { params, body: { favourite: true } }),
      stranger.client.request(endpoints.modelPipeline, {
        params,
        body: { stages: [{ code: 'CLASSIFY', enabled: true, options: {} }] },
      }),
      stranger.client.request(endpoints.modelMakePublic, { params, body: {} }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ messageCode: 'NOT_FOUND' });
    }
    expect((await stranger.client.call(endpoints.modelList, { query: { page: 0, size: 10 } })).total).toBe(0);
    expect(await owner.client.call(endpoints.modelGet, { params })).toMatchObject({ name: 'Owned by A', publicStatus: 'NONE' });
  });
});
