import { endpoints, rootCauseEndpoints, type SearchRequest, type SearchResponse } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  searchBody,
  seedDocuments,
  seedRootCauses,
  type Analysis,
  type RcaSeed,
} from './test-support.js';

/**
 * Searching by root cause and topic (docs/search.md): rrId, topic, hasTopic and showRootCauselessContent, the
 * ROOT_CAUSE facet and the keywordTopics facet. The documents of `mixedDocuments`:
 *   Late delivery (topic "late courier"):  d1, d3
 *   Double charge (topic "card charged"):  d1, d2   (d1 carries both)
 *   topic "app crash" (pending):           d4       (no root cause, like d5)
 */
let t: TestApp;
let owner: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;
let other: Analysis;
let ids: Record<string, string>;
let rca: RcaSeed;
let foreign: RcaSeed;

const id = (externalId: string): string => ids[externalId] ?? '';

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Root Cause Search Co');
  owner = ws.owner;
  outsider = ws.outsider;
  a = await createAnalysis(t, owner, ws.model, 'rca-search');
  ids = await seedDocuments(t, a, mixedDocuments);
  const cat = (name: string) => a.categories[name] ?? name;
  rca = await seedRootCauses(t, a, {
    rootCauses: [
      { name: 'Late delivery', alias: { tr: 'Geç teslimat', en: 'Late parcel' } },
      { name: 'Double charge' },
      { name: 'Unused' },
    ],
    topics: [
      { label: 'late courier', categoryId: cat('Delivery'), documentIds: [id('d1'), id('d3')], rootCause: 'Late delivery' },
      { label: 'card charged', categoryId: cat('Billing'), documentIds: [id('d2'), id('d1')], rootCause: 'Double charge' },
      { label: 'app crash', categoryId: cat('App'), documentIds: [id('d4')] },
    ],
  });
  // Another analysis of the same workspace with its own root cause and topic over its own document.
  other = await createAnalysis(t, owner, ws.model, 'rca-search-other');
  const otherIds = await seedDocuments(t, other, [
    { externalId: 'o1', content: 'late courier again', contentDate: '2026-01-05T10:00:00.000Z' },
  ]);
  foreign = await seedRootCauses(t, other, {
    rootCauses: [{ name: 'Late delivery' }],
    topics: [{ label: 'late courier', categoryId: 'x', documentIds: [otherIds['o1'] ?? ''], rootCause: 'Late delivery' }],
  });
});
afterAll(() => t.close());

const search = (overrides: Partial<SearchRequest> = {}): Promise<SearchResponse> =>
  owner.client.call(endpoints.documentSearch, { params: { code: a.code }, body: searchBody(overrides) });
/** The listed documents (sorted) and the total, which must agree: the total comes from a scan, the page from the list. */
async function listed(overrides: Partial<SearchRequest>): Promise<string[]> {
  const r = await search(overrides);
  const list = r.documents.content.map((d) => d.externalId ?? '').sort();
  expect(r.documents.total).toBe(list.length);
  return list;
}
const facetOf = (r: { facetList: { _id: string; count: number }[] }) =>
  Object.fromEntries(r.facetList.map((i) => [i._id, i.count]));

describe('search by root cause and topic', () => {
  it('rrId lists the documents carrying the root cause, the id read before a pipe', async () => {
    const late = rca.rootCauses['Late delivery'] ?? '';
    expect(await listed({ rrId: late })).toEqual(['d1', 'd3']);
    expect(await listed({ rrId: `${late}|Late delivery` })).toEqual(['d1', 'd3']);
    expect(await listed({ rrId: rca.rootCauses['Double charge'] ?? '' })).toEqual(['d1', 'd2']);
    expect(await listed({ rrId: rca.rootCauses['Unused'] ?? '' })).toEqual([]);
    // With the other filters: AND.
    expect(await listed({ rrId: late, query: 'courier' })).toEqual(['d1']);
    expect(await listed({ rrId: late, widget: false })).toEqual(['d1', 'd3']);
  });

  it('ids of another analysis, unknown and malformed ids match nothing', async () => {
    expect(await listed({ rrId: foreign.rootCauses['Late delivery'] ?? '' })).toEqual([]);
    expect(await listed({ topic: foreign.topics['late courier'] ?? '', hasTopic: true })).toEqual([]);
    expect(await listed({ rrId: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
    expect(await listed({ rrId: 'not-an-id|label' })).toEqual([]);
    expect(await listed({ topic: 'nope', hasTopic: true })).toEqual([]);
  });

  it('topic lists its member documents; hasTopic every document in a topic of the analysis', async () => {
    expect(await listed({ topic: rca.topics['late courier'] ?? '', hasTopic: true })).toEqual(['d1', 'd3']);
    expect(await listed({ topic: rca.topics['app crash'] ?? '' })).toEqual(['d4']);
    expect(await listed({ hasTopic: true })).toEqual(['d1', 'd2', 'd3', 'd4']);
    // A root cause and a topic: both hold.
    expect(await listed({ rrId: rca.rootCauses['Late delivery'] ?? '', topic: rca.topics['card charged'] ?? '' })).toEqual([
      'd1',
    ]);
  });

  it('showRootCauselessContent adds the documents without a root cause, and alone changes nothing', async () => {
    const late = rca.rootCauses['Late delivery'] ?? '';
    expect(await listed({ rrId: late, showRootCauselessContent: true })).toEqual(['d1', 'd3', 'd4', 'd5']);
    expect(await listed({ topic: rca.topics['app crash'] ?? '', hasTopic: true, showRootCauselessContent: true })).toEqual([
      'd4',
      'd5',
    ]);
    expect(await listed({ hasTopic: true, showRootCauselessContent: true })).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(await listed({ showRootCauselessContent: true })).toEqual(await listed({}));
    // The other filters still hold.
    expect(await listed({ rrId: late, showRootCauselessContent: true, query: 'app crashes' })).toEqual(['d4']);
  });

  it('counts documents per root cause under the search (ROOT_CAUSE facet), every root cause listed, with its alias', async () => {
    const [late, double, unused] = [rca.rootCauses['Late delivery'], rca.rootCauses['Double charge'], rca.rootCauses['Unused']];
    const all = await search({ facet: 'ROOT_CAUSE' });
    const facet = all.facets.find((f) => f.key === 'ROOT_CAUSE');
    expect(facetOf(facet ?? { facetList: [] })).toEqual({ [late ?? '']: 2, [double ?? '']: 2, [unused ?? '']: 0 });
    expect(facet?.facetList.find((i) => i._id === late)).toMatchObject({
      name: 'Late delivery',
      alias: { tr: 'Geç teslimat', en: 'Late parcel' },
    });
    const params = { code: a.code, kind: 'ROOT_CAUSE' as const, key: 'all' };
    const courier = await owner.client.call(endpoints.documentFacet, { params, body: searchBody({ query: 'courier' }) });
    expect(courier.key).toBe('ROOT_CAUSE');
    expect(facetOf(courier)).toEqual({ [late ?? '']: 1, [double ?? '']: 1, [unused ?? '']: 0 });
    // Filtered by one root cause, the others count their shared documents.
    expect(facetOf(await owner.client.call(endpoints.documentFacet, { params, body: searchBody({ rrId: late ?? '' }) }))).toEqual(
      {
        [late ?? '']: 2,
        [double ?? '']: 1,
        [unused ?? '']: 0,
      },
    );
  });

  it('counts documents per topic of an analysis under the search (keywordTopics), one category or all', async () => {
    const call = (b: string, overrides: Partial<SearchRequest> = {}, analysisId = rca.analysisId) =>
      owner.client.request(rootCauseEndpoints.keywordTopicsFacet, {
        params: { code: a.code, a: analysisId, b },
        body: searchBody(overrides),
      });
    type Facet = { facetList: { _id: string; count: number; name?: string }[] };
    const facet = async (b: string, overrides: Partial<SearchRequest> = {}): Promise<Facet> =>
      owner.client.call(rootCauseEndpoints.keywordTopicsFacet, {
        params: { code: a.code, a: rca.analysisId, b },
        body: searchBody(overrides),
      });
    const topic = (label: string) => rca.topics[label] ?? '';
    const body = await facet('all');
    expect(facetOf(body)).toEqual({ [topic('late courier')]: 2, [topic('card charged')]: 2, [topic('app crash')]: 1 });
    expect(body.facetList.find((i) => i._id === topic('app crash'))?.name).toBe('app crash');
    const delivery = await facet(a.categories['Delivery'] ?? '');
    expect(facetOf(delivery)).toEqual({ [topic('late courier')]: 2 });
    const courier = await facet('all', { query: 'courier' });
    expect(facetOf(courier)).toEqual({ [topic('late courier')]: 1, [topic('card charged')]: 1, [topic('app crash')]: 0 });
    // Another analysis's root cause analysis, or another workspace: not found.
    expect((await call('all', {}, foreign.analysisId)).body).toMatchObject({ messageCode: 'RCA_NOT_FOUND' });
    expect((await call('all', {}, foreign.analysisId)).status).toBe(404);
    const outside = await outsider.client.request(rootCauseEndpoints.keywordTopicsFacet, {
      params: { code: a.code, a: rca.analysisId, b: 'all' },
      body: searchBody(),
    });
    expect(outside.status).toBe(404);
  });
});
