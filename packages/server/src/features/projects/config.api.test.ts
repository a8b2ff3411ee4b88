import { endpoints, type ProjectDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { uploadFile } from '../model-training/test-support.js';
import { createBody, insertDocument, projectCast, type ProjectCast } from './test-support.js';

let t: TestApp;
let c: ProjectCast;
let project: ProjectDetail;
const code = 'settings-lab';

beforeAll(async () => {
  t = await startTestApp();
  c = await projectCast(t, 'Initech');
  project = await c.owner.client.call(endpoints.projectCreate, {
    params: { code },
    body: createBody({
      name: 'Settings lab',
      models: [
        { code: 'topics', senseType: 'CATEGORY' },
        { code: 'mood', senseType: 'SENTIMENT' },
      ],
      attributes: [
        { code: 'nps', name: 'NPS', type: 'NUMERIC' },
        { code: 'segment', name: 'Segment', type: 'TEXT' },
        { code: 'visited', name: 'Visited', type: 'DATE' },
      ],
    }),
  });
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2d1d1b50000000049454e44ae426082', 'hex');
const upload = (name: string, data: string | Buffer, scope = 'PROJECT_ICON') =>
  uploadFile(c.owner.client, '', name, data, `/api/file?scope=${scope}&scopeId=new`);

describe('channels', () => {
  it('starts a workspace with the five defaults and creates, updates and deletes channels', async () => {
    const list = await c.owner.client.call(endpoints.channelList);
    expect(list.map((ch) => ch.code).sort()).toEqual(['APP_REVIEW', 'CALL_CENTER', 'EMAIL', 'SOCIAL', 'SURVEY']);
    expect(list.find((ch) => ch.code === 'SURVEY')?.usage).toBe(1);
    const kiosk = await c.owner.client.call(endpoints.channelSave, { body: { code: 'KIOSK', name: 'Kiosk' } });
    expect(kiosk).toEqual({ code: 'KIOSK', name: 'Kiosk', description: '', image: null, usage: 0 });
    const renamed = await c.owner.client.call(endpoints.channelSave, {
      body: { code: 'KIOSK', name: 'Store kiosk', description: 'In-store', image: 'preset:cart' },
    });
    expect(renamed).toMatchObject({ name: 'Store kiosk', image: 'preset:cart' });
    await c.owner.client.call(endpoints.channelDelete, { params: { channel: 'KIOSK' } });
    expect((await c.owner.client.call(endpoints.channelList)).map((ch) => ch.code)).not.toContain('KIOSK');
    const inUse = await c.owner.client.request(endpoints.channelDelete, { params: { channel: 'SURVEY' } });
    expect(inUse.status).toBe(409);
    // The refusal counts what uses it (the analysis of this test; no model lists SURVEY).
    expect(inUse.body).toMatchObject({ messageCode: 'CHANNEL_IN_USE', data: { projects: 1, models: 0 } });
    // channels are per workspace: the outsider has its own defaults and cannot touch these
    expect((await c.outsider.client.request(endpoints.channelDelete, { params: { channel: 'NOPE' } })).status).toBe(404);
  });
});

describe('attributes (fields)', () => {
  it('lists them with value counts and refuses a type change once documents hold values', async () => {
    await insertDocument(t, { id: project.id, workspaceId: c.workspaceId }, { attributes: { nps: 9 } });
    const fields = await c.owner.client.call(endpoints.fieldList, { params: { code } });
    expect(fields.map((f) => [f.code, f.valueCount])).toEqual([
      ['nps', 1],
      ['segment', 0],
      ['visited', 0],
    ]);
    const refused = await c.owner.client.request(endpoints.fieldSave, {
      params: { code },
      body: { attributes: [{ code: 'nps', name: 'NPS', type: 'TEXT' }] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('ATTRIBUTE_TYPE_IMMUTABLE');
    const saved = await c.owner.client.call(endpoints.fieldSave, {
      params: { code },
      body: {
        attributes: [
          { code: 'nps', name: 'Net promoter', type: 'NUMERIC' },
          { code: 'segment', name: 'Segment', type: 'MULTI_TEXT' },
          { code: 'visited', name: 'Visited', type: 'DATE' },
          { code: 'closed', name: 'Closed', type: 'DATE' },
        ],
      },
    });
    expect(saved.map((f) => [f.code, f.type])).toEqual([
      ['nps', 'NUMERIC'],
      ['segment', 'MULTI_TEXT'],
      ['visited', 'DATE'],
      ['closed', 'DATE'],
    ]);
    expect(await c.owner.client.call(endpoints.fieldTypes)).toEqual(['TEXT', 'NUMERIC', 'MULTI_TEXT', 'MULTI_NUMERIC', 'DATE']);
    expect((await c.owner.client.call(endpoints.usableDateFields, { params: { code } })).map((f) => [f.code, f.kind])).toEqual([
      ['CONTENT_DATE', 'SYSTEM'],
      ['CREATE_DATE', 'SYSTEM'],
      ['LAST_STATUS_UPDATE_DATE', 'SYSTEM'],
      ['visited', 'ATTRIBUTE'],
      ['closed', 'ATTRIBUTE'],
    ]);
  });
});

describe('models of the analysis', () => {
  it('switches prediction and aspect sentiment (category models only) and keeps models loaded', async () => {
    const off = await c.owner.client.call(endpoints.predictionSwitch, { params: { code, model: 'mood' }, body: { active: false } });
    expect(off).toMatchObject({ code: 'mood', predictionActive: false });
    const aspect = await c.owner.client.call(endpoints.aspectSentimentSwitch, {
      params: { code, model: 'topics' },
      body: { active: true },
    });
    expect(aspect).toMatchObject({ code: 'topics', aspectSentiment: true });
    const refused = await c.owner.client.request(endpoints.aspectSentimentSwitch, {
      params: { code, model: 'mood' },
      body: { active: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ messageCode: 'FIELD_INVALID' });
    const unknown = await c.owner.client.request(endpoints.predictionSwitch, { params: { code, model: 'extra' }, body: { active: true } });
    expect(unknown.status).toBe(404);
    expect(await c.owner.client.call(endpoints.keepLoadedSave, { params: { code }, body: { modelCodes: ['topics'] } })).toEqual({
      modelCodes: ['topics'],
    });
    expect(await c.owner.client.call(endpoints.keepLoadedGet, { params: { code } })).toEqual({ modelCodes: ['topics'] });
    const models = await c.owner.client.call(endpoints.projectModels, { params: { code } });
    expect(models.map((m) => [m.code, m.predictionActive, m.aspectSentiment, m.keepLoaded])).toEqual([
      ['topics', true, true, true],
      ['mood', false, false, false],
    ]);
  });

  it('lists category trees with counts of the non-trashed documents', async () => {
    const doc = await insertDocument(t, { id: project.id, workspaceId: c.workspaceId });
    const trashed = await insertDocument(t, { id: project.id, workspaceId: c.workspaceId });
    await t.db.updateTable('project_document').set({ trashed_at: new Date() }).where('id', '=', trashed).execute();
    const topics = c.models.topics;
    const delivery = topics.labels.find((l) => l.name === 'Delivery')?.id ?? '';
    for (const id of [doc, trashed]) {
      await t.db
        .insertInto('project_document_category')
        .values({ document_id: id, project_id: project.id, model_id: topics.id, category_id: delivery, confidence: 0.9 })
        .execute();
    }
    await t.db
      .insertInto('project_document_category')
      .values({ document_id: doc, project_id: project.id, model_id: c.models.mood.id, category_id: 'POSITIVE', confidence: 0.8 })
      .execute();
    const tree = await c.owner.client.call(endpoints.projectCategoryTree, { params: { code } });
    expect(tree.map((m) => m.modelCode)).toEqual(['topics', 'mood']);
    expect(tree[0]?.categories.find((cat) => cat.id === delivery)).toMatchObject({ name: 'Delivery', count: 1, parentId: null });
    expect(tree[1]?.categories.map((cat) => [cat.id, cat.count])).toEqual([
      ['POSITIVE', 1],
      ['NEUTRAL', 0],
      ['NEGATIVE', 0],
    ]);
  });
});

describe('settings', () => {
  it('saves thresholds for models and labels of the analysis only', async () => {
    const delivery = c.models.topics.labels.find((l) => l.name === 'Delivery')?.id ?? '';
    const wrongModel = await c.owner.client.request(endpoints.settingsSave, {
      params: { code },
      body: { categoryThresholds: [{ modelCode: 'extra', threshold: 0.5 }] },
    });
    expect(wrongModel.status).toBe(400);
    expect(JSON.stringify(wrongModel.body)).toContain('categoryThresholds.0.modelCode');
    const wrongLabel = await c.owner.client.request(endpoints.settingsSave, {
      params: { code },
      body: { categoryThresholds: [{ modelCode: 'topics', threshold: 0.5, categories: [{ categoryId: 'POSITIVE', threshold: 0.2 }] }] },
    });
    expect(JSON.stringify(wrongLabel.body)).toContain('categoryThresholds.0.categories.0.categoryId');
    const wrongField = await c.owner.client.request(endpoints.settingsSave, { params: { code }, body: { npsField: 'nope' } });
    expect(JSON.stringify(wrongField.body)).toContain('ATTRIBUTE_UNKNOWN');
    const saved = await c.owner.client.call(endpoints.settingsSave, {
      params: { code },
      body: {
        categoryThresholds: [{ modelCode: 'topics', threshold: 0.5, categories: [{ categoryId: delivery, threshold: 0.3 }] }],
        defaultLanguage: 'en',
        npsField: 'nps',
      },
    });
    expect(saved.settings).toMatchObject({ defaultLanguage: 'en', npsField: 'nps', csatField: null });
    expect(saved.settings.categoryThresholds).toHaveLength(1);
    const masked = await c.owner.client.call(endpoints.advancedSettingsSave, {
      params: { code },
      body: { masking: { enabled: true, entityTypes: ['EMAIL'], patterns: ['\\d{6}'] } },
    });
    expect(masked.settings.masking).toEqual({ enabled: true, entityTypes: ['EMAIL'], patterns: ['\\d{6}'], replacement: '[{TYPE}]' });
    expect(masked.settings.defaultLanguage).toBe('en');
    const badPattern = await c.owner.client.request(endpoints.advancedSettingsSave, {
      params: { code },
      body: { masking: { enabled: true, patterns: ['('] } },
    });
    expect(badPattern.status).toBe(400);
  });
});

describe('uploaded images', () => {
  it('stores a real PNG and serves it to the workspace only', async () => {
    const res = await upload('icon.png', PNG);
    expect(res.status).toBe(200);
    const file = (res.body as { data: { id: string; ref: string; url: string; contentType: string } }).data;
    expect(file).toMatchObject({ ref: `file:${file.id}`, url: `/api/file/${file.id}`, contentType: 'image/png' });
    const got = await fetch(c.owner.client.baseUrl + file.url, { headers: { authorization: `Bearer ${c.owner.client.token}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await c.outsider.client.raw('GET', file.url)).status).toBe(404);
    const patched = await c.owner.client.call(endpoints.projectPatch, { params: { code }, body: { icon: file.ref } });
    expect(patched.icon).toBe(file.ref);
  });

  it.each<[string, string | Buffer]>([
    ['a text file named .png', 'not an image at all'],
    ['an SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an SVG with an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
    ['an image over 1 MB', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])],
  ])('refuses %s with FILE_IMAGE_REQUIRED', async (_name, data) => {
    const res = await upload('icon.png', data);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageCode: 'FILE_IMAGE_REQUIRED' });
  });

  it('accepts a clean SVG', async () => {
    const res = await upload('icon.svg', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    expect(res.status).toBe(200);
    expect((res.body as { data: { contentType: string } }).data.contentType).toBe('image/svg+xml');
  });
});
