import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  searchBody,
  seedDocuments,
  type Analysis,
} from '../project-documents/test-support.js';
import { virtualQuery } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let ids: Record<string, string>;
let modelId = '';
let params: { code: string; model: string; category: string };

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Group Co');
  owner = ws.owner;
  modelId = ws.model.id;
  a = await createAnalysis(t, owner, ws.model, 'group-co');
  ids = await seedDocuments(t, a, mixedDocuments);
  params = { code: a.code, model: a.modelCode, category: a.categories['Delivery'] ?? '' };
});
afterAll(() => t.close());

const idOf = (...names: string[]) => names.map((n) => ids[n] ?? '');
const page = () => owner.client.call(endpoints.contentGroupDocuments, { params, body: { page: 0, size: 10 } });

describe('content groups', () => {
  it('starts empty and refuses an unknown model or category', async () => {
    const empty = await page();
    expect(empty.group).toMatchObject({ modelCode: a.modelCode, categoryName: 'Delivery', documentCount: 0, updatedAt: null });
    const model = await owner.client.request(endpoints.contentGroupDocuments, {
      params: { ...params, model: 'NOPE' },
      body: {},
    });
    expect(model.status).toBe(404);
    expect(model.body).toMatchObject({ messageCode: 'ANALYSIS_MODEL_NOT_FOUND' });
    const category = await owner.client.request(endpoints.contentGroupDocuments, {
      params: { ...params, category: 'nope' },
      body: {},
    });
    expect(category.status).toBe(404);
    expect(category.body).toMatchObject({ messageCode: 'CATEGORY_NOT_FOUND' });
  });

  it('saves from ids, then from a search (replacing), and refuses nothing', async () => {
    const fromIds = await owner.client.call(endpoints.contentGroupSave, { params, body: { documentIds: idOf('d1', 'd2') } });
    expect(fromIds.documentCount).toBe(2);
    const listed = await page();
    expect(listed.documents.content.map((d) => d.externalId)).toEqual(['d2', 'd1']);
    expect(listed.documents.total).toBe(2);
    const fromSearch = await owner.client.call(endpoints.contentGroupSave, {
      params,
      body: { search: searchBody({ query: 'courier' }) },
    });
    expect(fromSearch.documentCount).toBe(1);
    expect((await page()).documents.content.map((d) => d.externalId)).toEqual(['d1']);
    const none = await owner.client.request(endpoints.contentGroupSave, { params, body: { documentIds: [] } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ messageCode: 'CONTENT_GROUP_EMPTY' });
    const foreign = await owner.client.request(endpoints.contentGroupSave, {
      params,
      body: { documentIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ messageCode: 'DOCUMENT_NOT_FOUND' });
  });

  it('adds and removes documents', async () => {
    const g = await owner.client.call(endpoints.contentGroupTransactions, {
      params,
      body: { add: idOf('d3', 'd4'), remove: idOf('d1') },
    });
    expect(g.documentCount).toBe(2);
    expect((await page()).documents.content.map((d) => d.externalId)).toEqual(['d4', 'd3']);
  });

  it('turns into training data of the model, labelled with the category and awaiting approval', async () => {
    const r = await owner.client.call(endpoints.contentGroupTransform, { params, body: { target: 'TRAINING_DATA' } });
    expect(r).toEqual({ target: 'TRAINING_DATA', id: a.modelCode, affected: 2 });
    const waiting = await owner.client.call(endpoints.modelDocuments, {
      params: { id: modelId },
      query: { tab: 'WAITING', size: 50 },
    });
    const sent = waiting.content.filter((d) =>
      mixedDocuments.some((m) => m.content === d.text && ['d3', 'd4'].includes(m.externalId)),
    );
    expect(sent).toHaveLength(2);
    for (const d of sent) expect(d.labelIds).toEqual([params.category]);
  });

  it('turns into a virtual category of exactly its documents', async () => {
    const r = await owner.client.call(endpoints.contentGroupTransform, {
      params,
      body: { target: 'VIRTUAL_CATEGORY', name: 'From the group' },
    });
    expect(r).toMatchObject({ target: 'VIRTUAL_CATEGORY', affected: 2 });
    const found = await owner.client.call(endpoints.documentSearch, {
      params: { code: a.code },
      body: searchBody({ categoryQueries: [virtualQuery([r.id])] }),
    });
    expect(found.documents.content.map((d) => d.externalId).sort()).toEqual(['d3', 'd4']);
    const vc = (await owner.client.call(endpoints.virtualCategoryList, { params: { code: a.code } })).find((v) => v.id === r.id);
    expect(vc).toMatchObject({ name: 'From the group', includedCount: 2, filter: { query: '' } });
  });
});
