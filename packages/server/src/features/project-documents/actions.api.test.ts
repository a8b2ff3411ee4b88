import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, mixedDocuments, searchBody, seedDocuments, type Analysis } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;
let ids: Record<string, string>;
let modelRef: { id: string; code: string };

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Actions Co', { train: true });
  ({ owner, analyst, outsider } = ws);
  modelRef = ws.model;
  a = await createAnalysis(t, owner, ws.model, 'actions-co');
  ids = await seedDocuments(t, a, mixedDocuments);
}, 120_000);
afterAll(() => t.close());

const id = (ext: string): string => ids[ext] ?? '';
const params = (ext: string) => ({ code: a.code, id: id(ext) });
const get = (ext: string) => owner.client.call(endpoints.documentGet, { params: params(ext) });

describe('document view', () => {
  it('shows a document with explanation spans of its AI categories from the deployed version', async () => {
    const doc = await get('d1');
    expect(doc.externalId).toBe('d1');
    expect(doc.attributes).toEqual({ segment: 'gold', nps: 2, tags: ['vip', 'repeat'] });
    const delivery = doc.categories.find((c) => c.name === 'Delivery');
    expect(delivery?.origin).toBe('AI');
    expect(delivery?.spans.length).toBeGreaterThan(0);
    expect(doc.sentiment?.label).toBe('NEGATIVE');
  });

  it('counts documents and the latest content date', async () => {
    expect(await owner.client.call(endpoints.documentCountAndLastDate, { params: { code: a.code } })).toEqual({
      count: 6,
      lastDate: '2026-03-02T10:00:00.000Z',
    });
  });

  it('keeps other workspaces out: their code and their document ids are 404', async () => {
    expect((await outsider.client.request(endpoints.documentGet, { params: params('d1') })).status).toBe(404);
    const other = await createAnalysis(t, outsider, null, 'outside-co');
    const res = await outsider.client.request(endpoints.documentGet, { params: { code: other.code, id: id('d1') } });
    expect(res.status).toBe(404);
    const approve = await outsider.client.request(endpoints.documentsApprove, {
      params: { code: other.code },
      body: { documentIds: [id('d1')] },
    });
    expect(approve.status).toBe(404);
  });
});

describe('alert, review, note, approve', () => {
  it('alerts with a note; a second alert replaces it; the alerted list filters by reviewed', async () => {
    const first = await analyst.client.call(endpoints.documentAlert, { params: params('d2'), body: { note: 'check this' } });
    expect(first.status).toBe('AWAITING_APPROVAL');
    const second = await analyst.client.call(endpoints.documentAlert, { params: params('d2'), body: { note: 'really check' } });
    expect(second.alert).toMatchObject({ note: 'really check', by: { id: analyst.userId, name: 'Test User' } });
    const list = await owner.client.call(endpoints.documentAlerted, { params: { code: a.code }, query: { reviewed: 'false' } });
    expect(list.content.map((d) => d.externalId)).toEqual(['d2']);
    const summary = (await owner.client.call(endpoints.documentSearch, { params: { code: a.code }, body: searchBody() }))
      .predictionSummary;
    expect(summary.alertedCount).toBe(1);
  });

  it('reviews only alerted documents, and never by their approver; a reviewer cannot approve', async () => {
    const notAlerted = await analyst.client.request(endpoints.documentReviewed, { params: params('d3') });
    expect(notAlerted.body).toMatchObject({ status: 400, messageCode: 'DOCUMENT_NOT_ALERTED' });

    const reviewed = await analyst.client.call(endpoints.documentReviewed, { params: params('d2') });
    expect(reviewed.reviewed?.by.id).toBe(analyst.userId);
    expect(
      (await owner.client.call(endpoints.documentAlerted, { params: { code: a.code }, query: { reviewed: 'true' } })).total,
    ).toBe(1);

    // the owner approves d4, then may not review it
    await owner.client.call(endpoints.documentsApprove, { params: { code: a.code }, body: { documentIds: [id('d4')] } });
    await owner.client.call(endpoints.documentAlert, { params: params('d4'), body: { note: 'look' } });
    const same = await owner.client.request(endpoints.documentReviewed, { params: params('d4') });
    expect(same.body).toMatchObject({ status: 400, messageCode: 'DOCUMENT_REVIEW_SAME_USER' });

    // the owner reviews d3 after an alert, then may not approve it
    await analyst.client.call(endpoints.documentAlert, { params: params('d3'), body: { note: 'look' } });
    await owner.client.call(endpoints.documentReviewed, { params: params('d3') });
    const approve = await owner.client.request(endpoints.documentsApprove, {
      params: { code: a.code },
      body: { documentIds: [id('d3')] },
    });
    expect(approve.body).toMatchObject({ status: 400, messageCode: 'DOCUMENT_REVIEW_SAME_USER' });
  });

  it('adds notes with the author name', async () => {
    const doc = await analyst.client.call(endpoints.documentNote, {
      params: params('d1'),
      body: { text: 'customer called twice' },
    });
    expect(doc.notes).toEqual([
      expect.objectContaining({ text: 'customer called twice', by: { id: analyst.userId, name: 'Test User' } }),
    ]);
  });

  it('refuses approve and delete to an analyst', async () => {
    for (const e of [endpoints.documentsApprove, endpoints.documentDelete]) {
      const res = await analyst.client.request(e, { params: { code: a.code }, body: { documentIds: [id('d1')] } });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ type: 'PermissionDeniedException' });
    }
  });
});

describe('mark, labels, audit', () => {
  it('validates a mark: categories of that model, one for single-label, labels of the analysis', async () => {
    const mark = (body: Record<string, unknown>) =>
      analyst.client.request(endpoints.documentMark, {
        params: { code: a.code },
        body: { documentId: id('d1'), modelCode: a.modelCode, categoryIds: [], ...body },
      });
    expect((await mark({ categoryIds: ['nope'] })).body).toMatchObject({ messageCode: 'MODEL_LABEL_UNKNOWN' });
    expect((await mark({ categoryIds: [a.categories['App'], a.categories['Billing']] })).body).toMatchObject({
      messageCode: 'MODEL_SINGLE_LABEL_ONE_CATEGORY',
    });
    expect((await mark({ labelIds: ['00000000-0000-4000-8000-000000000000'] })).body).toMatchObject({
      messageCode: 'LABEL_NOT_FOUND',
    });
    expect((await mark({ modelCode: 'other-model' })).body).toMatchObject({ messageCode: 'ANALYSIS_MODEL_NOT_FOUND' });
  });

  it('creates labels once per name; a mark replaces categories and labels and is audited', async () => {
    const label = await analyst.client.call(endpoints.labelCreate, { params: { code: a.code }, body: { name: 'Escalated' } });
    const taken = await analyst.client.request(endpoints.labelCreate, {
      params: { code: a.code },
      body: { name: ' escalated ' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ messageCode: 'LABEL_EXISTS' });

    const marked = await analyst.client.call(endpoints.documentMark, {
      params: { code: a.code },
      body: {
        documentId: id('d1'),
        modelCode: a.modelCode,
        categoryIds: [a.categories['Billing'] ?? ''],
        labelIds: [label.id],
        sentiment: 'NEUTRAL',
      },
    });
    expect(marked.status).toBe('MANUAL_CHANGES');
    expect(marked.categories.map((c) => [c.name, c.origin, c.confidence])).toEqual([['Billing', 'MANUAL', 1]]);
    expect(marked.labels).toEqual([{ id: label.id, name: 'Escalated', color: '#8C8C8C' }]);
    expect(marked.sentiment?.label).toBe('NEUTRAL');
    expect(await owner.client.call(endpoints.labelList, { params: { code: a.code } })).toEqual([{ ...label, documentCount: 1 }]);

    const audit = await owner.client.call(endpoints.audit, {
      params: { code: a.code, entity: 'document', id: id('d1') },
      body: {},
    });
    expect(audit.content[0]).toMatchObject({
      action: 'MARK',
      user: { id: analyst.userId, name: 'Test User' },
      before: { status: 'UNMARKED', categories: [a.categories['Delivery']] },
      after: { status: 'MANUAL_CHANGES', categories: [a.categories['Billing']], labels: [label.id] },
    });
    expect(audit.content.map((e) => e.action)).toEqual(['MARK', 'NOTE']);

    const label2 = await owner.client.call(endpoints.documentSearch, {
      params: { code: a.code },
      body: searchBody({ fieldQueries: [{ fieldName: 'label', operand: 'IN', values: [{ key: label.id }] }] }),
    });
    expect(label2.documents.content.map((d) => d.externalId)).toEqual(['d1']);
    expect(label2.facets.find((f) => f.key === 'LABEL')?.facetList).toEqual([{ _id: label.id, count: 1, name: 'Escalated' }]);
  });

  it('approves: manual changes become COMPLETED, untouched AI results AI_CONFIRMED', async () => {
    const res = await owner.client.call(endpoints.documentsApprove, {
      params: { code: a.code },
      body: { documentIds: [id('d1'), id('d2')] },
    });
    expect(res).toEqual({ affected: 2 });
    expect((await get('d1')).status).toBe('COMPLETED');
    const d2 = await get('d2');
    expect(d2.status).toBe('AI_CONFIRMED');
    expect(d2.approved?.by.id).toBe(owner.userId);
  });
});

describe('feedback, trash, delete', () => {
  it('sends corrected and approved documents to the model once', async () => {
    const bad = await owner.client.request(endpoints.feedbackSend, { params: { code: a.code }, body: { modelCode: 'nope' } });
    expect(bad.body).toMatchObject({ status: 400, messageCode: 'ANALYSIS_MODEL_NOT_FOUND' });
    const before = await owner.client.call(endpoints.feedbackCounts, { params: { code: a.code } });
    expect(before).toEqual([{ modelCode: a.modelCode, pending: 2, sent: 0 }]);
    expect(
      await owner.client.call(endpoints.feedbackSend, { params: { code: a.code }, body: { modelCode: a.modelCode } }),
    ).toEqual({
      affected: 2,
    });
    expect(
      await owner.client.call(endpoints.feedbackSend, { params: { code: a.code }, body: { modelCode: a.modelCode } }),
    ).toEqual({
      affected: 0,
    });
    const rows = await t.db
      .selectFrom('model_document')
      .select(['text', 'label_ids', 'status', 'attributes'])
      .where('model_id', '=', a.modelId)
      .where('status', '=', 'AWAITING_APPROVAL')
      .execute();
    const d1 = rows.find((r) => r.attributes['documentId'] === id('d1'));
    expect(d1).toMatchObject({ label_ids: [a.categories['Billing']], attributes: { projectCode: a.code } });
    expect(await owner.client.call(endpoints.feedbackCounts, { params: { code: a.code } })).toEqual([
      { modelCode: a.modelCode, pending: 0, sent: 2 },
    ]);
  });

  it('trashes a document out of search and counts', async () => {
    await analyst.client.call(endpoints.documentTrash, { params: params('d5') });
    expect((await owner.client.request(endpoints.documentGet, { params: params('d5') })).status).toBe(404);
    const r = await owner.client.call(endpoints.documentSearch, { params: { code: a.code }, body: searchBody() });
    expect(r.documents.content.map((d) => d.externalId)).not.toContain('d5');
    expect(r.predictionSummary.inlineCount).toBe(0);
  });

  it('deletes for good and keeps the audit entry', async () => {
    expect(
      await owner.client.call(endpoints.documentDelete, { params: { code: a.code }, body: { documentIds: [id('d6')] } }),
    ).toEqual({
      affected: 1,
    });
    expect(await t.db.selectFrom('project_document').select('id').where('id', '=', id('d6')).executeTakeFirst()).toBeUndefined();
    const audit = await owner.client.call(endpoints.audit, {
      params: { code: a.code, entity: 'document', id: id('d6') },
      body: {},
    });
    expect(audit.content.map((e) => e.action)).toEqual(['DELETE']);
  });
});

describe('documents from the real ingest', () => {
  it('finds JSON-ingested, classified documents by query and attribute, and explains them in the view', async () => {
    const b = await createAnalysis(t, owner, modelRef, 'ingested');
    const stored = await analyst.client.call(endpoints.jsonIngest, {
      params: { code: b.code },
      body: {
        channelCode: 'CALL_CENTER',
        documents: [
          {
            id: 'j1',
            text: 'the courier never arrived and my parcel is late',
            date: '2026-01-05T10:00:00Z',
            attributes: { segment: 'gold' },
          },
          { id: 'j2', text: 'I was charged twice on my card', date: '2026-01-06T10:00:00Z', attributes: { segment: 'silver' } },
        ],
      },
    });
    expect(stored).toMatchObject({ stored: 2, failed: 0 });
    const found = await owner.client.call(endpoints.documentSearch, {
      params: { code: b.code },
      body: searchBody({ query: 'courier', fieldQueries: [{ fieldName: 'segment', operand: 'IN', values: [{ key: 'gold' }] }] }),
    });
    expect(found.documents.content.map((d) => d.externalId)).toEqual(['j1']);
    const doc = found.documents.content[0];
    expect(doc?.predictionStatus).toBe('SUCCESS');
    expect(doc?.categories.map((c) => c.name)).toEqual(['Delivery']);
    const view = await owner.client.call(endpoints.documentGet, { params: { code: b.code, id: doc?.id ?? '' } });
    expect(view.categories[0]?.spans.some((s) => /courier|parcel|late|arrived/.test(s.text))).toBe(true);
    const counts = found.modelCategoryCounts[0]?.counts;
    // Every category of the model is counted under the filter: Delivery first, the others at zero.
    expect(counts?.[0]).toEqual({ categoryId: b.categories['Delivery'], count: 1 });
    expect(counts?.slice(1).every((c) => c.count === 0)).toBe(true);
    expect(counts).toHaveLength(Object.keys(b.categories).length);
  });
});
