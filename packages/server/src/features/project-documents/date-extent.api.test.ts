import { endpoints, type DateExtent, type SearchRequest } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, mixedDocuments, searchBody, seedDocuments, type Analysis } from './test-support.js';

/**
 * Where a search's documents lie in time whatever its date range: what the data tab offers when the default range
 * (year to date) holds nothing of a historic upload (see docs/search.md).
 */
let t: TestApp;
let owner: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Extent Co');
  owner = ws.owner;
  outsider = ws.outsider;
  a = await createAnalysis(t, owner, ws.model, 'extent-co');
  await seedDocuments(t, a, mixedDocuments);
});
afterAll(() => t.close());

const extent = (overrides: Partial<SearchRequest> = {}): Promise<DateExtent> =>
  owner.client.call(endpoints.documentDateExtent, { params: { code: a.code }, body: searchBody(overrides) });
const ytd2027 = { startDate: '2027-01-01T00:00:00.000Z', endDate: '2027-03-31T23:59:59.999Z' };

describe('the date extent of a search', () => {
  it('says where the documents are when the range holds none of them', async () => {
    const inRange = await owner.client.call(endpoints.documentSearch, {
      params: { code: a.code },
      body: searchBody({ ...ytd2027, widget: false }),
    });
    expect(inRange.documents.total).toBe(0);
    expect(await extent(ytd2027)).toEqual({
      total: 5,
      first: '2026-01-05T10:00:00.000Z',
      last: '2026-03-01T10:00:00.000Z',
      before: 5,
      after: 0,
    });
  });

  it('keeps the other filters and the date kind, and counts both sides of the range', async () => {
    const february = { startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-02-28T23:59:59.999Z' };
    expect(await extent({ ...february, query: 'courier' })).toEqual({
      total: 1,
      first: '2026-01-05T10:00:00.000Z',
      last: '2026-01-05T10:00:00.000Z',
      before: 1,
      after: 0,
    });
    expect(await extent(february)).toMatchObject({ total: 5, before: 2, after: 1 });
    expect(await extent({ ...february, showEmptyContent: true })).toMatchObject({ total: 6, after: 2 });
    expect(await extent({ ...february, searchByDate: 'CREATE_DATE' })).toMatchObject({ first: '2026-01-01T10:00:00.000Z' });
    expect(await extent({ query: 'nothing-like-this' })).toEqual({ total: 0, first: null, last: null, before: 0, after: 0 });
  });

  it('refuses what the search refuses and keeps other workspaces out', async () => {
    const short = await owner.client.request(endpoints.documentDateExtent, {
      params: { code: a.code },
      body: searchBody({ query: 'ab' }),
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ messageCode: 'SEARCH_TOO_SHORT' });
    const foreign = await outsider.client.request(endpoints.documentDateExtent, { params: { code: a.code }, body: searchBody() });
    expect(foreign.status).toBe(404);
  });
});
