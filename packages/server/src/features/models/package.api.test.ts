import { endpoints, type ModelPackage } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { addDocuments, createModel, labelIds, member } from './test-fixtures.js';

let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Packages Inc' });
});
afterAll(() => t.close());

const basePackage = (overrides: Partial<ModelPackage['model']> = {}): ModelPackage => ({
  format: 'sentio-model-package',
  version: 1,
  model: {
    name: 'Imported',
    description: '',
    typeCode: 'TEXT',
    classificationType: 'SINGLE_LABEL',
    senseType: 'CATEGORY',
    dataType: 'STANDARD',
    switches: [{ code: 'en', default: true }],
    pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
    tags: [],
    color: '#1677FF',
    ...overrides,
  },
  categories: [],
  documents: [],
});

describe('model packages', () => {
  it('exports settings, the tree and the labelled documents, and imports them into another workspace', async () => {
    const model = await createModel(owner, {
      name: 'Travel',
      categories: [{ name: 'Hotel', children: [{ name: 'Room' }, { name: 'Food' }] }, { name: 'Flight' }],
    });
    await owner.client.call(endpoints.modelPipeline, {
      params: { id: model.id },
      body: {
        stages: [
          { code: 'NORMALISE', enabled: true, options: {} },
          { code: 'CLASSIFY', enabled: true, options: {} },
        ],
      },
    });
    const ids = labelIds(model);
    const [room, flight, open] = await addDocuments(t, model, ['small room', 'delayed flight', 'not labelled']);
    for (const [doc, label] of [
      [room, ids['Hotel > Room']],
      [flight, ids['Flight']],
    ])
      await owner.client.call(endpoints.modelDocumentMark, {
        params: { id: model.id, documentId: doc ?? '' },
        body: { labelIds: [label ?? ''], action: 'SUBMIT' },
      });
    expect(open).toBeDefined();

    const pkg = await owner.client.call(endpoints.modelPackageExport, { params: { id: model.id } });
    expect(pkg).toMatchObject({
      format: 'sentio-model-package',
      version: 1,
      model: {
        name: 'Travel',
        senseType: 'CATEGORY',
        classificationType: 'SINGLE_LABEL',
        switches: [{ code: 'en', default: true }],
      },
      categories: [{ name: 'Hotel', children: [{ name: 'Room' }, { name: 'Food' }] }, { name: 'Flight' }],
    });
    expect(pkg.model.pipelineStages.map((s) => s.code)).toEqual(['NORMALISE', 'CLASSIFY']);
    // Only the documents that train the model, labels as paths.
    expect(pkg.documents).toEqual([
      { text: 'small room', labels: ['Hotel > Room'] },
      { text: 'delayed flight', labels: ['Flight'] },
    ]);

    const other = await signUp(t, { company: 'Receiving end' });
    const imported = await other.client.call(endpoints.modelPackageImport, { body: pkg });
    expect(imported).toMatchObject({
      name: 'Travel',
      owner: { id: other.userId },
      documentCount: 2,
      labelledCount: 2,
      categoryCount: 4,
      trainingStatus: 'NEEDS_TRAINING',
    });
    expect(imported.id).not.toBe(model.id);
    const docs = await other.client.call(endpoints.modelDocuments, {
      params: { id: imported.id },
      query: { tab: 'COMPLETED', order: 'OLDEST' },
    });
    const importedIds = labelIds(imported);
    expect(docs.content.map((d) => [d.text, d.labelIds])).toEqual([
      ['small room', [importedIds['Hotel > Room']]],
      ['delayed flight', [importedIds['Flight']]],
    ]);
    // Exporting the copy gives the same package.
    expect(await other.client.call(endpoints.modelPackageExport, { params: { id: imported.id } })).toEqual(pkg);
    // The imported labels are the importer's labelling on the statistics page, not "nobody has labelled".
    const markings = await other.client.call(endpoints.modelMarkings, { params: { id: imported.id } });
    expect(markings.users.map((u) => [u.user.id, u.count])).toEqual([[other.userId, 2]]);
  });

  it('imports dialogues, sentiment labels, dates and attributes; a unique leaf name is enough', async () => {
    const sentiment = await owner.client.call(endpoints.modelPackageImport, {
      body: {
        ...basePackage({ senseType: 'SENTIMENT', dataType: 'DIALOGUE', typeCode: 'DIALOG' }),
        documents: [
          {
            id: 'call-1',
            turns: [
              { speaker: 'customer', text: 'Thanks a lot' },
              { speaker: 'agent', text: 'You are welcome' },
            ],
            sentiment: 'POSITIVE',
            date: '2024-05-01T10:00:00Z',
            attributes: { channel: 'phone', score: 9 },
          },
          { text: 'meh', labels: ['neutral'] },
          { text: 'no label yet' },
        ],
      },
    });
    expect(sentiment).toMatchObject({ documentCount: 3, labelledCount: 2, dataType: 'DIALOGUE' });
    const docs = await owner.client.call(endpoints.modelDocuments, {
      params: { id: sentiment.id },
      query: { tab: 'ALL', order: 'OLDEST' },
    });
    expect(docs.content[0]).toMatchObject({
      externalId: 'call-1',
      text: 'customer: Thanks a lot\nagent: You are welcome',
      turns: [
        { speaker: 'customer', text: 'Thanks a lot' },
        { speaker: 'agent', text: 'You are welcome' },
      ],
      contentDate: '2024-05-01T10:00:00.000Z',
      labelIds: ['POSITIVE'],
      status: 'COMPLETED',
      attributes: { channel: 'phone', score: 9 },
    });
    expect(docs.content.map((d) => d.status)).toEqual(['COMPLETED', 'COMPLETED', 'UNMARKED']);

    const byName = await owner.client.call(endpoints.modelPackageImport, {
      body: {
        ...basePackage(),
        categories: [{ name: 'Hotel', children: [{ name: 'Room' }] }],
        documents: [{ text: 'tiny room', labels: ['room'] }],
      },
    });
    const list = await owner.client.call(endpoints.modelDocuments, { params: { id: byName.id }, query: { tab: 'COMPLETED' } });
    expect(list.content[0]?.labelIds).toEqual([labelIds(byName)['Hotel > Room']]);
  });

  it("leaves an analyst's imported labels awaiting approval", async () => {
    const analyst = await member(t, owner, 'ANALYST');
    const imported = await analyst.client.call(endpoints.modelPackageImport, {
      body: {
        ...basePackage({ name: 'Analyst import' }),
        categories: [{ name: 'Room' }],
        documents: [{ text: 'tiny room', labels: ['Room'] }, { text: 'no label yet' }],
      },
    });
    const docs = await analyst.client.call(endpoints.modelDocuments, {
      params: { id: imported.id },
      query: { tab: 'ALL', order: 'OLDEST' },
    });
    expect(docs.content.map((d) => d.status)).toEqual(['AWAITING_APPROVAL', 'UNMARKED']);
    expect(docs.content[0]?.labelIds).toEqual([labelIds(imported)['Room']]);
  });

  it('refuses a package with problems as a whole, naming each', async () => {
    const before = (await owner.client.call(endpoints.modelList, { query: { page: 0, size: 100 } })).total;
    const res = await owner.client.request(endpoints.modelPackageImport, {
      body: {
        ...basePackage({ switches: [{ code: 'en', default: false }], pipelineStages: [] }),
        categories: [{ name: 'A' }, { name: 'B', children: [{ name: 'C' }] }],
        documents: [
          { text: 'fine', labels: ['A'] },
          { text: 'unknown', labels: ['Z'] },
          { text: 'parent only', labels: ['B'] },
          { text: 'two', labels: ['A', 'B > C'] },
          { text: 'bad date', date: 'someday' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: unknown[] }).fields).toEqual([
      expect.objectContaining({ field: 'model.switches', messageCode: 'MODEL_DEFAULT_SELECTION_REQUIRED' }),
      expect.objectContaining({ field: 'model.pipelineStages', messageCode: 'MODEL_PIPELINE_STAGE_REQUIRED' }),
      expect.objectContaining({ field: 'documents.1.labels', messageCode: 'MODEL_LABEL_UNKNOWN' }),
      expect.objectContaining({ field: 'documents.2.labels', messageCode: 'MODEL_LABEL_UNKNOWN' }),
      expect.objectContaining({ field: 'documents.3.labels', messageCode: 'MODEL_SINGLE_LABEL_ONE_CATEGORY' }),
      expect.objectContaining({ field: 'documents.4.date', messageCode: 'FIELD_INVALID' }),
    ]);
    const sentimentTree = await owner.client.request(endpoints.modelPackageImport, {
      body: { ...basePackage({ senseType: 'SENTIMENT' }), categories: [{ name: 'A' }] },
    });
    expect(sentimentTree.body).toMatchObject({ fields: [{ field: 'categories', messageCode: 'MODEL_SENTIMENT_NO_CATEGORIES' }] });
    const wrongFormat = await owner.client.raw('POST', '/api/model/package', {
      body: { ...basePackage(), format: 'zip', documents: [{ text: ' ' }] },
    });
    expect((wrongFormat.body as { fields: { field: string; messageCode: string }[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'format' }),
        expect.objectContaining({ field: 'documents.0', messageCode: 'DOCUMENT_CONTENT_REQUIRED' }),
      ]),
    );
    expect((await owner.client.call(endpoints.modelList, { query: { page: 0, size: 100 } })).total).toBe(before);
  });

  it('accepts a package larger than the default body limit', async () => {
    const documents = Array.from({ length: 3000 }, (_, i) => ({ text: `review ${i} ${'x'.repeat(400)}`, labels: ['A'] }));
    const imported = await owner.client.call(endpoints.modelPackageImport, {
      body: { ...basePackage(), categories: [{ name: 'A' }], documents },
    });
    expect(imported.documentCount).toBe(3000);
  });
});

describe('package permissions and isolation', () => {
  it('needs a session, and another workspace cannot export a model', async () => {
    const model = await createModel(owner);
    const anon = new Client(t.baseUrl);
    expect((await anon.request(endpoints.modelPackageExport, { params: { id: model.id } })).status).toBe(401);
    expect((await anon.request(endpoints.modelPackageImport, { body: basePackage() })).status).toBe(401);
    const stranger = await signUp(t, { company: 'Package thief' });
    const res = await stranger.client.request(endpoints.modelPackageExport, { params: { id: model.id } });
    expect(res.status).toBe(404);
  });
});
