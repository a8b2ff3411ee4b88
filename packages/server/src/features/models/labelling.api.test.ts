import { endpoints, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { addDocuments, createModel, labelIds, member } from './test-fixtures.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let model: ModelDetail;
let labels: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Labels Inc' });
  analyst = await member(t, owner, 'ANALYST');
  model = await createModel(owner, { categories: [{ name: 'Delivery' }, { name: 'Price' }, { name: 'Staff' }] });
  await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
  labels = labelIds(model);
});
afterAll(() => t.close());

const tab = async (who: SignedInUser, name: string, extra: Record<string, string> = {}) =>
  (
    await who.client.call(endpoints.modelDocuments, {
      params: { id: model.id },
      query: { tab: name as 'ALL', order: 'OLDEST', ...extra },
    })
  ).content;

describe('labelling', () => {
  it('marks drafts, submits for approval, approves, discards and deletes, tab by tab', async () => {
    const [d1, d2, d3, d4] = await addDocuments(t, model, ['late parcel', 'too expensive', 'rude staff', 'spam']);
    const doc = (id: string | undefined) => ({ id: model.id, documentId: id ?? '' });
    expect((await tab(owner, 'UNMARKED')).map((d) => d.text)).toEqual(['late parcel', 'too expensive', 'rude staff', 'spam']);

    // An analyst's draft, then submission: it waits for approval.
    const draft = await analyst.client.call(endpoints.modelDocumentMark, {
      params: doc(d1),
      body: { labelIds: [labels['Delivery'] ?? ''], action: 'DRAFT' },
    });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      labelIds: [labels['Delivery']],
      labelledBy: { id: analyst.userId, name: 'Test User' },
      suggestion: null,
      rank: null,
    });
    expect((await tab(owner, 'DRAFT')).map((d) => d.id)).toEqual([d1]);
    await analyst.client.call(endpoints.modelDocumentMark, {
      params: doc(d2),
      body: { labelIds: [labels['Price'] ?? ''], action: 'SUBMIT' },
    });
    expect((await tab(owner, 'WAITING')).map((d) => d.id)).toEqual([d2]);

    // A manager's (here: the admin's) submission is final.
    const done = await owner.client.call(endpoints.modelDocumentMark, {
      params: doc(d3),
      body: { labelIds: [labels['Staff'] ?? '', labels['Staff'] ?? ''], action: 'SUBMIT' },
    });
    expect(done).toMatchObject({ status: 'COMPLETED', labelIds: [labels['Staff']] });

    // Analysts cannot approve (401 PermissionDenied); managers approve drafts and waiting ones alike.
    const denied = await analyst.client.request(endpoints.modelDocumentsApprove, {
      params: { id: model.id },
      body: { ids: [d2 ?? ''] },
    });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ type: 'PermissionDeniedException', messageCode: 'PERMISSION_DENIED' });
    const approved = await owner.client.call(endpoints.modelDocumentsApprove, {
      params: { id: model.id },
      body: { ids: [d1 ?? '', d2 ?? '', d3 ?? '', d4 ?? ''] },
    });
    // d3 is already complete and d4 has no labels.
    expect(approved).toEqual({ affected: 2, queued: false });
    expect((await tab(owner, 'COMPLETED')).map((d) => d.id)).toEqual([d1, d2, d3]);
    expect(await tab(owner, 'WAITING')).toEqual([]);

    // Taking a trained document out of training needs MODEL/APPROVE; an untrained one may go.
    const discardDenied = await analyst.client.request(endpoints.modelDocumentsDiscard, {
      params: { id: model.id },
      body: { ids: [d4 ?? '', d3 ?? ''] },
    });
    expect(discardDenied.status).toBe(401);
    expect(discardDenied.body).toMatchObject({ messageCode: 'PERMISSION_DENIED' });
    expect((await tab(owner, 'DISCARDED')).map((d) => d.id)).toEqual([]);
    expect(
      await owner.client.call(endpoints.modelDocumentsDiscard, {
        params: { id: model.id },
        body: { ids: [d4 ?? '', d3 ?? ''] },
      }),
    ).toEqual({ affected: 2, queued: false });
    expect((await tab(owner, 'DISCARDED')).map((d) => d.id)).toEqual([d3, d4]);
    // Marking a discarded document brings it back.
    await owner.client.call(endpoints.modelDocumentMark, {
      params: doc(d4),
      body: { labelIds: [labels['Price'] ?? ''], action: 'SUBMIT' },
    });
    expect((await tab(owner, 'DISCARDED')).map((d) => d.id)).toEqual([d3]);

    expect(
      await owner.client.call(endpoints.modelDocumentsDelete, { params: { id: model.id }, body: { ids: [d3 ?? '', d3 ?? ''] } }),
    ).toEqual({ affected: 1, queued: false });
    expect((await tab(owner, 'ALL')).map((d) => d.id)).toEqual([d1, d2, d4]);

    const summary = await owner.client.call(endpoints.modelGet, { params: { id: model.id } });
    expect(summary).toMatchObject({ documentCount: 3, labelledCount: 3, trainingStatus: 'NEEDS_TRAINING' });
  });

  it('lets only approvers change a trained label', async () => {
    // A model of its own, so these markings stay out of the other tests' tabs and counts.
    const own = await createModel(owner, { name: 'Trained labels', categories: [{ name: 'Price' }, { name: 'Staff' }] });
    await owner.client.call(endpoints.modelUpdate, { params: { id: own.id }, body: { accessType: 'WORKSPACE' } });
    const labels = labelIds(own);
    const [d1, d2] = await addDocuments(t, own, ['approved once', 'still open']);
    const doc = (id: string | undefined) => ({ id: own.id, documentId: id ?? '' });
    await owner.client.call(endpoints.modelDocumentMark, {
      params: doc(d1),
      body: { labelIds: [labels['Staff'] ?? ''], action: 'SUBMIT' },
    });
    for (const action of ['DRAFT', 'SUBMIT'] as const) {
      const denied = await analyst.client.request(endpoints.modelDocumentMark, {
        params: doc(d1),
        body: { labelIds: [labels['Price'] ?? ''], action },
      });
      expect(denied.status).toBe(401);
      expect(denied.body).toMatchObject({ type: 'PermissionDeniedException', messageCode: 'PERMISSION_DENIED' });
    }
    const all = await owner.client.call(endpoints.modelDocuments, { params: { id: own.id }, query: { tab: 'ALL' } });
    expect(all.content.find((d) => d.id === d1)).toMatchObject({ status: 'COMPLETED', labelIds: [labels['Staff']] });
    // Documents that do not train yet stay open to the analyst, and an approver may re-mark a trained one.
    await analyst.client.call(endpoints.modelDocumentMark, {
      params: doc(d2),
      body: { labelIds: [labels['Price'] ?? ''], action: 'SUBMIT' },
    });
    expect(
      await analyst.client.call(endpoints.modelDocumentMark, {
        params: doc(d2),
        body: { labelIds: [labels['Staff'] ?? ''], action: 'DRAFT' },
      }),
    ).toMatchObject({ status: 'DRAFT' });
    expect(
      await owner.client.call(endpoints.modelDocumentMark, {
        params: doc(d1),
        body: { labelIds: [labels['Price'] ?? ''], action: 'SUBMIT' },
      }),
    ).toMatchObject({ status: 'COMPLETED', labelIds: [labels['Price']] });
  });

  it('searches, filters by label and pages', async () => {
    const m = await createModel(owner, { name: 'Search', categories: [{ name: 'A' }, { name: 'B' }] });
    const ids = labelIds(m);
    const docs = await addDocuments(
      t,
      m,
      Array.from({ length: 5 }, (_, i) => `document ${i} ${i % 2 ? 'odd' : 'even'} 50%`),
    );
    await owner.client.call(endpoints.modelDocumentMark, {
      params: { id: m.id, documentId: docs[0] ?? '' },
      body: { labelIds: [ids['B'] ?? ''], action: 'SUBMIT' },
    });
    const list = (query: Record<string, unknown>) =>
      owner.client.call(endpoints.modelDocuments, { params: { id: m.id }, query: { tab: 'ALL', ...query } });
    expect((await list({ search: 'ODD' })).content.map((d) => d.text)).toEqual(['document 3 odd 50%', 'document 1 odd 50%']);
    expect((await list({ search: '50%' })).total).toBe(5);
    expect((await list({ search: '5_%' })).total).toBe(0);
    // A search needs at least 3 characters.
    const short = await owner.client.request(endpoints.modelDocuments, { params: { id: m.id }, query: { search: 'od' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ fields: [{ field: 'query.search', messageCode: 'SEARCH_TOO_SHORT' }] });
    expect((await list({ labelId: ids['B'] ?? '' })).content.map((d) => d.id)).toEqual([docs[0]]);
    const page = await list({ page: 1, size: 2, order: 'NEWEST' });
    expect(page).toMatchObject({ page: 1, size: 2, total: 5 });
    expect(page.content.map((d) => d.id)).toEqual([docs[2], docs[1]]);
    // Without a deployed version "label these next" falls back to the newest first.
    const next = await list({ order: 'NEXT', size: 2, suggest: 'true' });
    expect(next.content.map((d) => [d.id, d.rank, d.suggestion])).toEqual([
      [docs[4], null, null],
      [docs[3], null, null],
    ]);
    expect(
      await owner.client.call(endpoints.modelDocumentSuggestion, { params: { id: m.id, documentId: docs[1] ?? '' } }),
    ).toBeNull();
    const bad = await owner.client.raw('GET', `/api/model/${m.id}/documents?tab=NOPE&order=RANDOM&suggest=yes`);
    expect((bad.body as { fields: unknown[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'query.tab', messageCode: 'FIELD_INVALID_OPTION' }),
        expect.objectContaining({ field: 'query.order', messageCode: 'FIELD_INVALID_OPTION' }),
      ]),
    );
  });

  it('checks labels against the model: known labels, one on single-label models', async () => {
    const [d] = await addDocuments(t, model, ['label me']);
    const mark = (labelIds: string[], action: 'DRAFT' | 'SUBMIT' = 'SUBMIT') =>
      owner.client.request(endpoints.modelDocumentMark, {
        params: { id: model.id, documentId: d ?? '' },
        body: { labelIds, action },
      });
    expect((await mark([labels['Price'] ?? '', labels['Staff'] ?? ''])).body).toMatchObject({
      messageCode: 'MODEL_SINGLE_LABEL_ONE_CATEGORY',
      fields: [{ field: 'labelIds' }],
    });
    expect((await mark(['POSITIVE'])).body).toMatchObject({
      messageCode: 'MODEL_LABEL_UNKNOWN',
      fields: [{ field: 'labelIds.0' }],
    });
    expect((await mark([])).body).toMatchObject({ messageCode: 'FIELD_REQUIRED', fields: [{ field: 'labelIds' }] });
    const badAction = await owner.client.raw('PUT', `/api/model/${model.id}/documents/${d}/mark`, {
      body: { labelIds: [], action: 'LATER' },
    });
    expect(badAction.body).toMatchObject({ fields: [{ field: 'action', messageCode: 'FIELD_INVALID_OPTION' }] });
    const missing = await owner.client.request(endpoints.modelDocumentMark, {
      params: { id: model.id, documentId: '00000000-0000-4000-8000-000000000000' },
      body: { labelIds: [labels['Price'] ?? ''], action: 'DRAFT' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ messageCode: 'DOCUMENT_NOT_FOUND' });
    const noIds = await owner.client.request(endpoints.modelDocumentsApprove, { params: { id: model.id }, body: { ids: [] } });
    expect(noIds.body).toMatchObject({ fields: [{ field: 'ids', messageCode: 'FIELD_REQUIRED' }] });

    // Sentiment models take the fixed codes; multi-label models take several.
    const sentiment = await createModel(owner, { sense: 'SENTIMENT' });
    const [s] = await addDocuments(t, sentiment, ['great']);
    expect(
      await owner.client.call(endpoints.modelDocumentMark, {
        params: { id: sentiment.id, documentId: s ?? '' },
        body: { labelIds: ['POSITIVE'], action: 'SUBMIT' },
      }),
    ).toMatchObject({ labelIds: ['POSITIVE'], status: 'COMPLETED' });
  });

  it('counts who labelled how many, per day', async () => {
    const m = await createModel(owner, { name: 'Markings', categories: [{ name: 'A' }] });
    await owner.client.call(endpoints.modelUpdate, { params: { id: m.id }, body: { accessType: 'WORKSPACE' } });
    const a = labelIds(m)['A'] ?? '';
    const docs = await addDocuments(t, m, ['one', 'two', 'three']);
    for (const [who, d, action] of [
      [analyst, docs[0], 'SUBMIT'],
      [analyst, docs[1], 'SUBMIT'],
      [owner, docs[2], 'DRAFT'],
      [owner, docs[2], 'SUBMIT'],
    ] as const)
      await who.client.call(endpoints.modelDocumentMark, {
        params: { id: m.id, documentId: d ?? '' },
        body: { labelIds: [a], action },
      });
    const markings = await owner.client.call(endpoints.modelMarkings, { params: { id: m.id } });
    const today = new Date().toISOString().slice(0, 10);
    expect(markings.users).toEqual([
      { user: { id: analyst.userId, name: 'Test User' }, count: 2 },
      { user: { id: owner.userId, name: 'Test User' }, count: 1 },
    ]);
    expect(markings.byDay).toEqual(
      expect.arrayContaining([
        { day: today, userId: analyst.userId, count: 2 },
        { day: today, userId: owner.userId, count: 1 },
      ]),
    );
  });
});

describe('labelling permissions and isolation', () => {
  it('needs a session', async () => {
    const anon = new Client(t.baseUrl);
    expect((await anon.request(endpoints.modelDocuments, { params: { id: model.id }, query: {} })).status).toBe(401);
    expect((await anon.request(endpoints.modelMarkings, { params: { id: model.id } })).status).toBe(401);
  });

  it("never reads or changes another workspace's documents", async () => {
    const [d] = await addDocuments(t, model, ['private text']);
    const stranger = await signUp(t, { company: 'Strangers' });
    const theirs = await createModel(stranger, { categories: [{ name: 'X' }] });
    const documentId = d ?? '';
    const results = await Promise.all([
      stranger.client.request(endpoints.modelDocuments, { params: { id: model.id }, query: {} }),
      stranger.client.request(endpoints.modelDocumentSuggestion, { params: { id: model.id, documentId } }),
      stranger.client.request(endpoints.modelDocumentMark, {
        params: { id: model.id, documentId },
        body: { labelIds: [labels['Price'] ?? ''], action: 'SUBMIT' },
      }),
      stranger.client.request(endpoints.modelDocumentsApprove, { params: { id: model.id }, body: { ids: [documentId] } }),
      stranger.client.request(endpoints.modelDocumentsDiscard, { params: { id: model.id }, body: { ids: [documentId] } }),
      stranger.client.request(endpoints.modelDocumentsDelete, { params: { id: model.id }, body: { ids: [documentId] } }),
      stranger.client.request(endpoints.modelMarkings, { params: { id: model.id } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    // Through their own model, our document ids touch nothing.
    const own = { id: theirs.id };
    expect(await stranger.client.call(endpoints.modelDocumentsDelete, { params: own, body: { ids: [documentId] } })).toEqual({
      affected: 0,
      queued: false,
    });
    expect(await stranger.client.call(endpoints.modelDocumentsDiscard, { params: own, body: { ids: [documentId] } })).toEqual({
      affected: 0,
      queued: false,
    });
    const mark = await stranger.client.request(endpoints.modelDocumentMark, {
      params: { id: theirs.id, documentId },
      body: { labelIds: [labelIds(theirs)['X'] ?? ''], action: 'SUBMIT' },
    });
    expect(mark.body).toMatchObject({ messageCode: 'DOCUMENT_NOT_FOUND' });
    expect((await tab(owner, 'UNMARKED')).map((x) => x.id)).toContain(documentId);
  });
});
