import { deserializeModel } from '@sentio/ml';
import { endpoints, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { labelIds } from '../models/test-fixtures.js';
import { trainAndWait, modelWorkspace } from './test-support.js';

// Real sentence encoder (the @energetic-ai packages): loading it takes a fraction of a second, embedding 60
// documents about half a second per thread.
let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  ({ owner, analyst, outsider, model } = await modelWorkspace(t, 'Semantic Inc', { labelled: 20 }));
});
afterAll(() => t.close());

const update = (who: SignedInUser | Client, id: string, body: Record<string, unknown>) =>
  (who instanceof Client ? who : who.client).raw('PATCH', `/api/model/${id}`, { body });

describe('semantic features', () => {
  it('are an advanced setting of English-only models, refused with its code otherwise', async () => {
    expect(model.semanticFeatures).toBe(false);
    const bilingual = await update(owner, model.id, {
      switches: [
        { code: 'en', default: true },
        { code: 'tr', default: false },
      ],
      semanticFeatures: true,
    });
    expect(bilingual.status).toBe(400);
    expect(bilingual.body).toMatchObject({ fields: [{ field: 'semanticFeatures', messageCode: 'MODEL_SEMANTIC_ENGLISH_ONLY' }] });
    expect(await owner.client.call(endpoints.modelGet, { params: { id: model.id } })).toMatchObject({
      semanticFeatures: false,
      switches: [{ code: 'en', default: true }],
    });

    const on = await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { semanticFeatures: true } });
    expect(on.semanticFeatures).toBe(true);
    // Adding Turkish later would leave the encoder reading a language it does not know.
    const turkish = await update(owner, model.id, { switches: [{ code: 'tr', default: true }] });
    expect(turkish.status).toBe(400);
    expect(turkish.body).toMatchObject({ fields: [{ field: 'switches', messageCode: 'MODEL_SEMANTIC_ENGLISH_ONLY' }] });

    expect((await update(new Client(t.baseUrl), model.id, { semanticFeatures: false })).status).toBe(401);
    expect((await update(outsider, model.id, { semanticFeatures: false })).status).toBe(404);
    expect((await update(owner, model.id, { semanticFeatures: 'yes' })).status).toBe(400);
    expect(await owner.client.call(endpoints.modelGet, { params: { id: model.id } })).toMatchObject({ semanticFeatures: true });
  });

  it('train with the sentence encoder, and the version classifies with it', async () => {
    const version = await trainAndWait(t, analyst, model);
    expect(version).toMatchObject({ status: 'SUCCESS', error: null, trainingDocuments: 60 });
    const row = await t.db
      .selectFrom('model_version')
      .select('file_key')
      .where('id', '=', version.id)
      .executeTakeFirstOrThrow();
    const bytes = await t.app.services.files.get(row.file_key ?? '');
    const trained = deserializeModel(new Uint8Array(bytes?.buffer ?? new ArrayBuffer(0), bytes?.byteOffset, bytes?.byteLength));
    expect(trained.semanticEncoder).toBe('use-lite-en');

    // A paraphrase with none of the training phrases' words still finds its topic through the sentence's meaning.
    const ids = labelIds(model);
    const res = await analyst.client.call(endpoints.modelTest, {
      params: { id: model.id },
      body: { text: 'You billed me two times for one purchase' },
    });
    expect(res.versionId).toBe(version.id);
    expect(res.predicted.map((p) => p.labelId)).toEqual([ids['Billing']]);
  });
});
