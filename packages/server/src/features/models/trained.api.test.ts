import { endpoints, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { addLabelled, labelledDocuments, topicCategories, trainAndWait } from '../model-training/test-support.js';
import { addDocuments, createModel, labelIds } from './test-fixtures.js';

let t: TestApp;
let owner: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Trained Inc' });
  model = await createModel(owner, { categories: topicCategories() });
  await addLabelled(owner, model, labelledDocuments(20));
});
afterAll(() => t.close());

const get = () => owner.client.call(endpoints.modelGet, { params: { id: model.id } });

describe('a model with a deployed version', () => {
  it('shows training and learning status, and compares approved labels with the suggestion', async () => {
    expect(await get()).toMatchObject({ trainingStatus: 'NEEDS_TRAINING', learningStatus: 'SUSPENDED', labelledCount: 60 });
    const version = await trainAndWait(t, owner, model);
    expect(version.status).toBe('SUCCESS');
    // Trained but not deployed: the latest version is there, no deployed one yet.
    expect(await get()).toMatchObject({
      trainingStatus: 'SUCCESS',
      learningStatus: 'COMPLETED',
      deployedVersion: null,
      latestVersion: { id: version.id, status: 'SUCCESS', deployed: false, createdBy: { id: owner.userId } },
    });
    await owner.client.call(endpoints.modelVersionDeploy, { params: { id: model.id, versionId: version.id } });
    expect((await get()).deployedVersion).toEqual({ id: version.id, name: version.name });
    const listed = await owner.client.call(endpoints.modelList, { query: { trainingStatus: 'SUCCESS' } });
    expect(listed.content.map((m) => m.id)).toEqual([model.id]);

    const ids = labelIds(model);
    const [agree, differ] = await addDocuments(t, model, ['my parcel is late again', 'the courier never arrived']);
    const suggestion = await owner.client.call(endpoints.modelDocumentSuggestion, {
      params: { id: model.id, documentId: agree ?? '' },
    });
    expect(suggestion?.predicted).toEqual([ids['Delivery']]);
    const mark = (documentId: string | undefined, label: string | undefined) =>
      owner.client.call(endpoints.modelDocumentMark, {
        params: { id: model.id, documentId: documentId ?? '' },
        body: { labelIds: [label ?? ''], action: 'SUBMIT' },
      });
    expect((await mark(agree, ids['Delivery'])).status).toBe('AI_CONFIRMED');
    expect((await mark(differ, ids['Billing'])).status).toBe('MANUAL_CHANGES');
    // New training data since the successful version.
    expect(await get()).toMatchObject({ trainingStatus: 'NEEDS_TRAINING', labelledCount: 62 });
    const completed = await owner.client.call(endpoints.modelDocuments, {
      params: { id: model.id },
      query: { tab: 'COMPLETED', size: 2 },
    });
    expect(completed.content.map((d) => d.status)).toEqual(['MANUAL_CHANGES', 'AI_CONFIRMED']);
  });

  it('deletes the model files with the model', async () => {
    const versions = await t.db.selectFrom('model_version').select('file_key').where('model_id', '=', model.id).execute();
    const keys = versions.flatMap((v) => (v.file_key ? [v.file_key] : []));
    expect(keys).toHaveLength(1);
    expect(await t.app.services.files.get(keys[0] ?? '')).not.toBeNull();
    await owner.client.call(endpoints.modelDelete, { params: { id: model.id } });
    expect(await t.app.services.files.get(keys[0] ?? '')).toBeNull();
    expect(await t.db.selectFrom('model_version').select('id').where('model_id', '=', model.id).execute()).toEqual([]);
  });
});

describe('a model in training', () => {
  it('is INLINE, then TRAINING in the list', async () => {
    const m = await createModel(owner, { name: 'Queued' });
    const ws = await t.db.selectFrom('model').select('workspace_id').where('id', '=', m.id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('model_version')
      .values({ model_id: m.id, workspace_id: ws.workspace_id, number: 1, name: 'v1', status: 'TRAINING', progress: 0 })
      .execute();
    const summary = async () =>
      (await owner.client.call(endpoints.modelList, { query: { trainingStatus: 'TRAINING' } })).content.find(
        (x) => x.id === m.id,
      );
    expect(await summary()).toMatchObject({ learningStatus: 'INLINE', trainingStatus: 'TRAINING' });
    await t.db.updateTable('model_version').set({ progress: 40 }).where('model_id', '=', m.id).execute();
    expect(await summary()).toMatchObject({ learningStatus: 'LEARNING' });
    await t.db.updateTable('model_version').set({ status: 'FAILED', error: 'boom' }).where('model_id', '=', m.id).execute();
    expect((await owner.client.call(endpoints.modelGet, { params: { id: m.id } })).trainingStatus).toBe('FAILED');
  });
});
