import { endpoints, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createModel } from '../models/test-fixtures.js';
import { modelCount, predictions, templateCast } from './test-support.js';

let t: TestApp;
let operator: SignedInUser;
let owner: SignedInUser;
let other: SignedInUser;
let model: ModelDetail;
let templateId = '';

beforeAll(async () => {
  t = await startTestApp();
  ({ operator, owner, other, model } = await templateCast(t, 'Template Owner'));
}, 120_000);
afterAll(() => t.close());

const detail = (user: SignedInUser, id: string) => user.client.request(endpoints.modelTemplateDetail, { params: { id } });
const listIds = async (user: SignedInUser, query: Record<string, string | number> = {}) =>
  (await user.client.call(endpoints.modelTemplateList, { query })).content.map((x) => x.id);
const templateRow = (id: string) => t.db.selectFrom('model_template').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('model templates', () => {
  it('a snapshot is private to its workspace: listed and read there, 404 elsewhere; operators read it', async () => {
    const made = await owner.client.call(endpoints.modelMakeItTemplate, {
      params: { id: model.id },
      body: { tags: ['Retail', 'Support'], description: 'Routes support mail' },
    });
    templateId = made.id;
    expect(made).toMatchObject({
      code: 'support-topics',
      name: 'Support topics',
      description: 'Routes support mail',
      tags: ['Retail', 'Support'],
      languages: ['en'],
      visibility: 'WORKSPACE',
      owner: { builtIn: false, own: true },
      installCount: 0,
      senseType: 'CATEGORY',
      hasWeights: true,
      categoryCount: 3,
      versionName: 'v1',
      categories: [{ name: 'Delivery' }, { name: 'Billing' }, { name: 'App' }],
      sourceModelId: model.id,
      publicRequest: null,
    });
    expect(made.owner.workspaceName).toEqual(expect.any(String));
    expect(made.quality).toBe(made.macroF1);
    expect(made.statistics?.labels.map((l) => l.name).sort()).toEqual(['App', 'Billing', 'Delivery']);
    // Never the training documents, never the file.
    const text = JSON.stringify(made);
    expect(text).not.toContain('parcel');
    expect(text).not.toContain('doc-0');
    expect(text).not.toContain('.model');

    expect(await listIds(owner)).toContain(templateId);
    expect(await listIds(owner, { scope: 'WORKSPACE' })).toContain(templateId);
    expect(await listIds(owner, { scope: 'PUBLIC' })).not.toContain(templateId);
    expect(await listIds(other)).not.toContain(templateId);
    expect((await detail(other, templateId)).status).toBe(404);
    const install = await other.client.request(endpoints.modelTemplateInstall, { params: { id: templateId }, body: {} });
    expect(install.status).toBe(404);
    const read = await detail(operator, templateId);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      data: { id: templateId, owner: { own: false }, sourceModelId: null, publicRequest: null },
    });

    // Making it again refreshes the same template.
    const again = await owner.client.call(endpoints.modelMakeItTemplate, {
      params: { id: model.id },
      body: { tags: ['Retail', 'Support'] },
    });
    expect(again.id).toBe(templateId);
    const dup = await owner.client.request(endpoints.modelMakeItTemplate, {
      params: { id: model.id },
      body: { tags: ['Retail', 'retail'] },
    });
    expect(dup.status).toBe(400);
    expect(JSON.stringify(dup.body)).toContain('TAG_DUPLICATE');
  });

  it('shared, reviewed and approved: everyone sees it and an install predicts exactly as the source', async () => {
    const shared = await owner.client.call(endpoints.modelMakeItTemplate, {
      params: { id: model.id },
      body: { tags: ['Retail', 'Support'], shareWithEveryone: true, note: 'For everyone' },
    });
    expect(shared).toMatchObject({
      id: templateId,
      visibility: 'WORKSPACE',
      publicRequest: { status: 'PENDING', note: 'For everyone' },
    });
    const before = await templateRow(templateId);
    for (const call of [
      owner.client.request(endpoints.modelMakeItTemplate, { params: { id: model.id }, body: { shareWithEveryone: true } }),
      owner.client.request(endpoints.modelMakePublic, { params: { id: model.id }, body: {} }),
    ]) {
      const res = await call;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ messageCode: 'MODEL_PUBLIC_REQUEST_PENDING' });
    }
    // Refused before anything was written.
    expect((await templateRow(templateId)).updated_at).toEqual(before.updated_at);
    expect((await detail(other, templateId)).status).toBe(404);

    const queue = await operator.client.call(endpoints.reviewList, { query: { kind: 'MODEL' } });
    const item = queue.content.find((i) => i.itemKey === model.id);
    await operator.client.call(endpoints.reviewApprove, { params: { id: item!.id } });

    const seen = await other.client.call(endpoints.modelTemplateDetail, { params: { id: templateId } });
    expect(seen).toMatchObject({
      visibility: 'PUBLIC',
      owner: { own: false, builtIn: false },
      sourceModelId: null,
      publicRequest: null,
    });
    expect(await listIds(other, { scope: 'PUBLIC' })).toContain(templateId);
    expect(await listIds(other, { scope: 'WORKSPACE' })).not.toContain(templateId);

    const installed = await other.client.call(endpoints.modelTemplateInstall, { params: { id: templateId }, body: {} });
    expect(installed).toMatchObject({ modelCode: 'support-topics', deployed: true });
    expect(Object.keys(installed).sort()).toEqual(['deployed', 'modelCode', 'modelId']);
    const copy = await other.client.call(endpoints.modelGet, { params: { id: installed.modelId } });
    expect(copy).toMatchObject({ name: 'Support topics', trainingStatus: 'SUCCESS', deployedVersion: { name: 'v1' } });
    expect(copy.labels.map((l) => l.path).sort()).toEqual(['App', 'Billing', 'Delivery']);
    // New category ids: nothing of the source's workspace travels.
    const sourceIds = new Set(model.labels.map((l) => l.id));
    expect(copy.labels.some((l) => sourceIds.has(l.id))).toBe(false);
    const source = await predictions(owner, model.id);
    expect(source[0]?.predicted).toEqual(['Delivery']);
    expect(await predictions(other, installed.modelId)).toEqual(source);
    // The installed version's statistics page reads the template's figures under the new ids.
    const stats = await other.client.call(endpoints.modelVersionStatistics, {
      params: { id: installed.modelId, versionId: copy.deployedVersion!.id },
    });
    expect(stats.labels.map((l) => l.id).sort()).toEqual(copy.labels.map((l) => l.id).sort());
    expect(stats.macroF1).toBeCloseTo(seen.macroF1 ?? -1, 10);

    // A second install takes the next free code; the template counts both.
    const second = await other.client.call(endpoints.modelTemplateInstall, {
      params: { id: templateId },
      body: { name: 'My copy' },
    });
    expect(second.modelCode).toBe('support-topics-2');
    expect((await other.client.call(endpoints.modelGet, { params: { id: second.modelId } })).name).toBe('My copy');
    const taken = await other.client.request(endpoints.modelTemplateInstall, {
      params: { id: templateId },
      body: { code: 'SUPPORT-topics' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ messageCode: 'MODEL_CODE_TAKEN' });
    expect((await other.client.call(endpoints.modelTemplateDetail, { params: { id: templateId } })).installCount).toBe(2);
    const installs = await t.db.selectFrom('template_install').selectAll().where('template_id', '=', templateId).execute();
    expect(installs.map((i) => i.item_id).sort()).toEqual([installed.modelId, second.modelId].sort());
  });

  it('without weights: an untrained model with the tree, no version and no file', async () => {
    const tree = await createModel(owner, {
      name: 'Product feedback',
      code: 'product-feedback',
      categories: [{ name: 'Product', children: [{ name: 'Size' }, { name: 'Colour' }] }, { name: 'Service' }],
    });
    const made = await owner.client.call(endpoints.modelMakeItTemplate, {
      params: { id: tree.id },
      body: { includeWeights: false, tags: ['Retail'] },
    });
    expect(made).toMatchObject({ hasWeights: false, versionName: null, statistics: null, categoryCount: 4 });
    expect((await templateRow(made.id)).file_key).toBeNull();
    // The trained model shipped without its weights: its figures, no file.
    const figures = await owner.client.call(endpoints.modelMakeItTemplate, {
      params: { id: model.id },
      body: { includeWeights: false, tags: ['Retail', 'Support'] },
    });
    expect(figures).toMatchObject({ id: templateId, hasWeights: false, versionName: 'v1', visibility: 'WORKSPACE' });
    expect(figures.statistics).not.toBeNull();

    const installed = await owner.client.call(endpoints.modelTemplateInstall, { params: { id: made.id }, body: {} });
    expect(installed).toMatchObject({ modelCode: 'product-feedback-2', deployed: false });
    const copy = await owner.client.call(endpoints.modelGet, { params: { id: installed.modelId } });
    expect(copy).toMatchObject({ deployedVersion: null, trainingStatus: 'NEEDS_TRAINING', categoryCount: 4 });
    expect(copy.labels.map((l) => l.path).sort()).toEqual(['Product > Colour', 'Product > Size', 'Service']);
    const versions = await t.db.selectFrom('model_version').select('id').where('model_id', '=', installed.modelId).execute();
    expect(versions).toEqual([]);
    expect(await modelCount(owner)).toBeGreaterThanOrEqual(3);
  });
});
