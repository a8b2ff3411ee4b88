import { endpoints, type SearchRequest, type SearchResponse } from '@sentio/domain';
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
import type { VirtualFilter } from '../project-documents/search-filter.js';
import { categoryQuery, virtualQuery } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Virtual Co');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'virtual-co');
  ids = await seedDocuments(t, a, mixedDocuments);
});
afterAll(() => t.close());

const search = (overrides: Partial<SearchRequest> = {}): Promise<SearchResponse> =>
  owner.client.call(endpoints.documentSearch, { params: { code: a.code }, body: searchBody(overrides) });
const externalIds = (r: SearchResponse) => r.documents.content.map((d) => d.externalId).sort();
const emptyFilter: VirtualFilter = { query: '', fieldQueries: [], categoryQueries: [] };
const save = (body: { id?: string; name: string; filter: Partial<VirtualFilter> }) =>
  owner.client.request(endpoints.virtualCategorySave, {
    params: { code: a.code },
    body: { ...body, filter: { ...emptyFilter, ...body.filter } },
  });
const delivery = () => categoryQuery(a.modelCode, [a.categories['Delivery'] ?? '']);

describe('virtual categories', () => {
  let vcId = '';

  it('saves a category-filter query and lists it', async () => {
    const res = await save({ name: 'Delivery pain', filter: { categoryQueries: [delivery()] } });
    expect(res.status).toBe(200);
    const vc = (res.body as { data: { id: string; includedCount: number } }).data;
    vcId = vc.id;
    expect(vc.includedCount).toBe(0);
    const all = await owner.client.call(endpoints.virtualCategoryList, { params: { code: a.code } });
    expect(all.map((v) => v.name)).toEqual(['Delivery pain']);
    expect(externalIds(await search({ categoryQueries: [virtualQuery([vcId])] }))).toEqual(['d1', 'd3']);
  });

  it('matches the saved query plus included minus excluded documents, and counts it', async () => {
    const after = await owner.client.call(endpoints.virtualCategoryTransactions, {
      params: { code: a.code, id: vcId },
      body: { add: [ids['d4'] ?? ''], remove: [ids['d3'] ?? ''] },
    });
    expect(after).toMatchObject({ includedCount: 1, excludedCount: 1 });
    const r = await search({ categoryQueries: [virtualQuery([vcId])] });
    expect(externalIds(r)).toEqual(['d1', 'd4']);
    expect(r.modelCategoryCounts.find((m) => m.modelCode === 'VIRTUAL')?.counts).toEqual([{ categoryId: vcId, count: 2 }]);
    // Counts follow the current filter: of the app reviews (d2, d4) only d4 is in it.
    const apps = await search({ fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] }] });
    expect(apps.modelCategoryCounts.find((m) => m.modelCode === 'VIRTUAL')?.counts).toEqual([{ categoryId: vcId, count: 1 }]);
    // NOT_IN under the model's own code works too (any fieldName is accepted for virtual ids).
    const outside = await search({ categoryQueries: [{ ...categoryQuery(a.modelCode, [vcId], true), operand: 'NOT_IN' }] });
    expect(externalIds(outside)).toEqual(['d2', 'd3', 'd5']);
  });

  it('restricts nothing when virtual categories are not applied', async () => {
    const r = await search({ categoryQueries: [virtualQuery([vcId])], applyVirtualCategories: false });
    expect(r.documents.total).toBe(5);
  });

  it('uses a free-text query the search way, and updates', async () => {
    const res = await save({ name: 'Refunds', filter: { query: 'refund' } });
    const id = (res.body as { data: { id: string } }).data.id;
    expect(externalIds(await search({ categoryQueries: [virtualQuery([id])] }))).toEqual(['d2']);
    const updated = await save({ id, name: 'Crashes', filter: { query: 'crashes' } });
    expect(updated.status).toBe(200);
    expect(externalIds(await search({ categoryQueries: [virtualQuery([id])] }))).toEqual(['d4']);
  });

  it('refuses empty, nested, unknown and duplicate definitions', async () => {
    const expectError = async (body: Parameters<typeof save>[0], status: number, code: string) => {
      const res = await save(body);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ messageCode: code });
    };
    await expectError({ name: 'Nothing', filter: {} }, 400, 'VIRTUAL_CATEGORY_FILTER_EMPTY');
    await expectError({ name: 'Short', filter: { query: 'ab' } }, 400, 'VIRTUAL_CATEGORY_FILTER_EMPTY');
    await expectError({ name: 'Nested', filter: { categoryQueries: [virtualQuery([vcId])] } }, 400, 'VIRTUAL_CATEGORY_NESTED');
    await expectError(
      { name: 'Unknown', filter: { fieldQueries: [{ fieldName: 'nope', operand: 'IN', values: [{ key: 'x' }] }] } },
      400,
      'ATTRIBUTE_UNKNOWN',
    );
    await expectError(
      { name: 'No model', filter: { categoryQueries: [categoryQuery('NOPE', ['x'])] } },
      400,
      'ANALYSIS_MODEL_NOT_FOUND',
    );
    await expectError({ name: 'delivery PAIN', filter: { query: 'late' } }, 409, 'VIRTUAL_CATEGORY_NAME_TAKEN');
    const foreign = await owner.client.request(endpoints.virtualCategoryTransactions, {
      params: { code: a.code, id: vcId },
      body: { add: ['00000000-0000-4000-8000-000000000000'], remove: [] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ messageCode: 'DOCUMENT_NOT_FOUND' });
  });

  it('deletes one; its id then matches nothing', async () => {
    await owner.client.call(endpoints.virtualCategoryDelete, { query: { projectCode: a.code, virtualCategoryId: vcId } });
    const all = await owner.client.call(endpoints.virtualCategoryList, { params: { code: a.code } });
    expect(all.some((v) => v.id === vcId)).toBe(false);
    expect((await search({ categoryQueries: [virtualQuery([vcId])] })).documents.total).toBe(0);
    const again = await owner.client.request(endpoints.virtualCategoryDelete, {
      query: { projectCode: a.code, virtualCategoryId: vcId },
    });
    expect(again.status).toBe(404);
  });
});
