import { endpoints, type SearchRequest, type SearchResponse } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, mixedDocuments, searchBody, seedDocuments, type Analysis } from './test-support.js';

/**
 * The counts beside the data tab's filters are counts under the current filters, zero when zero: the answer lists
 * every value a filter offers, so no reader has to fill a gap with another number (see docs/search.md).
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let labelId: string;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Counts Co');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'counts-co');
  await seedDocuments(t, a, mixedDocuments);
  labelId = (await owner.client.call(endpoints.labelCreate, { params: { code: a.code }, body: { name: 'Escalated' } })).id;
});
afterAll(() => t.close());

const search = (overrides: Partial<SearchRequest> = {}): Promise<SearchResponse> =>
  owner.client.call(endpoints.documentSearch, { params: { code: a.code }, body: searchBody(overrides) });
const facetOf = (r: SearchResponse, key: string) =>
  Object.fromEntries((r.facets.find((f) => f.key === key)?.facetList ?? []).map((i) => [i._id, i.count]));

describe('counts beside the filters', () => {
  it('answers every category of the model under a text query, zero for those without a hit', async () => {
    const r = await search({ query: 'courier' });
    expect(r.documents.total).toBe(1);
    const counts = Object.fromEntries(r.modelCategoryCounts[0]?.counts.map((c) => [c.categoryId, c.count]) ?? []);
    // Every category of the model is there: a missing one used to make the sidebar show the tree's unfiltered total.
    expect(Object.keys(counts).sort()).toEqual(Object.values(a.categories).sort());
    expect(counts[a.categories['Delivery'] ?? '']).toBe(1);
    expect(counts[a.categories['Billing'] ?? '']).toBe(0);
    expect(counts[a.categories['App'] ?? '']).toBe(0);
    // The counted categories come first, as before.
    expect(r.modelCategoryCounts[0]?.counts[0]).toEqual({ categoryId: a.categories['Delivery'], count: 1 });
  });

  it('answers the analysis values of each column facet and its labels, zero when the filter leaves none', async () => {
    const r = await search({ query: 'courier' });
    expect(r.facets.find((f) => f.key === 'CHANNEL')?.facetList).toEqual([
      { _id: 'CALL_CENTER', count: 1, name: 'Call Center' },
      { _id: 'APP_REVIEW', count: 0, name: 'App Review' },
    ]);
    expect(facetOf(r, 'SENTIMENT')).toEqual({ NEGATIVE: 1, NEUTRAL: 0, POSITIVE: 0 });
    expect(facetOf(r, 'LANGUAGE')).toEqual({ en: 1, tr: 0 });
    expect(facetOf(r, 'PREDICTION_STATUS')).toEqual({ SUCCESS: 1, INLINE: 0, FAILED: 0 });
    expect(r.facets.find((f) => f.key === 'LABEL')?.facetList).toEqual([{ _id: labelId, count: 0, name: 'Escalated' }]);
  });

  it('keeps a selected value that matches nothing, with zero, in its facet', async () => {
    const r = await search({
      query: 'courier',
      facet: 'CHANNEL,ATTRIBUTE:segment',
      fieldQueries: [
        { fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] },
        { fieldName: 'segment', operand: 'IN', values: [{ key: 'platinum' }] },
      ],
    });
    expect(r.documents.total).toBe(0);
    expect(facetOf(r, 'CHANNEL')).toEqual({ APP_REVIEW: 0, CALL_CENTER: 0 });
    expect(facetOf(r, 'ATTRIBUTE:segment')).toEqual({ platinum: 0 });
  });

  it("counts a filter picker's attribute values under the search it is given, zero when zero", async () => {
    const values = (body: object) =>
      owner.client.call(endpoints.fieldFacet, { params: { code: a.code, field: 'segment' }, body }).then((r) => r.values);
    // Without a search: over the analysis, as before.
    expect(await values({})).toEqual([
      { value: '=HYPERLINK("x")', count: 1 },
      { value: 'gold', count: 2 },
      { value: 'silver', count: 1 },
    ]);
    expect(await values({ search: searchBody({ query: 'courier' }) })).toEqual([
      { value: '=HYPERLINK("x")', count: 0 },
      { value: 'gold', count: 1 },
      { value: 'silver', count: 0 },
    ]);
    const short = await owner.client.request(endpoints.fieldFacet, {
      params: { code: a.code, field: 'segment' },
      body: { search: searchBody({ query: 'ab' }) },
    });
    expect(short.status).toBe(400);
  });

  it('answers zeros on the one-facet call too', async () => {
    const one = await owner.client.call(endpoints.documentFacet, {
      params: { code: a.code, kind: 'CATEGORY', key: a.modelCode },
      body: searchBody({ query: 'refund' }),
    });
    const counts = Object.fromEntries(one.facetList.map((i) => [i._id, i.count]));
    expect(counts[a.categories['Billing'] ?? '']).toBe(1);
    expect(counts[a.categories['Delivery'] ?? '']).toBe(0);
    expect(Object.keys(counts)).toHaveLength(Object.keys(a.categories).length);
  });
});
