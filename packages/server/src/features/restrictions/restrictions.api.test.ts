import { emptyDrill, endpoints, type SearchResponse } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { Q1 } from '../project-dashboard/test-support.js';
import {
  createAnalysis,
  documentsWorkspace,
  searchBody,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../project-documents/test-support.js';

/**
 * A restricted analyst (docs/data-restrictions.md) sees exactly their segment's documents on every path: the search,
 * its facets and counts, widget figures (which the rollups would otherwise answer), drill-downs, the document view,
 * the CSV export and the analysis list. Every expected number is a hand count of the documents below.
 */
let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let a: Analysis;
let hidden: Analysis;
let ids: Record<string, string>;

// Segment gold: r1, r2, r6 (3 documents; CALL_CENTER 2, APP_REVIEW 1). Gold and tag vip: r1 only.
const docs: SeedDocument[] = [
  {
    externalId: 'r1',
    content: 'parcel late again',
    contentDate: '2026-01-10T10:00:00.000Z',
    attributes: { segment: 'gold', nps: 2, tags: ['vip'] },
  },
  {
    externalId: 'r2',
    content: 'great app',
    contentDate: '2026-01-11T10:00:00.000Z',
    channel: 'APP_REVIEW',
    attributes: { segment: 'gold', nps: 9 },
  },
  {
    externalId: 'r3',
    content: 'parcel lost',
    contentDate: '2026-02-01T10:00:00.000Z',
    attributes: { segment: 'silver', nps: 6, tags: ['vip'] },
  },
  { externalId: 'r4', content: 'refund please', contentDate: '2026-02-02T10:00:00.000Z', attributes: { segment: 'bronze' } },
  { externalId: 'r5', content: 'no segment here', contentDate: '2026-02-03T10:00:00.000Z' },
  {
    externalId: 'r6',
    content: 'parcel arrived',
    contentDate: '2026-03-01T10:00:00.000Z',
    attributes: { segment: 'gold', tags: ['repeat'] },
  },
];

const restrict = (user: SignedInUser, body: { projectIds: string[] | null; rules: { field: string; values: string[] }[] }) =>
  owner.client.call(endpoints.memberRestrictionSave, { params: { userId: user.userId }, body });

const search = (user: SignedInUser, code = a.code, overrides = {}) =>
  user.client.call(endpoints.documentSearch, { params: { code }, body: searchBody({ ...Q1, ...overrides }) });

const facet = (facets: SearchResponse['facets'], key: string) =>
  Object.fromEntries(
    (facets.find((f) => f.key === key)?.facetList ?? []).filter((b) => b.count > 0).map((b) => [b._id, b.count]),
  );

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Restricted Co');
  ({ owner, analyst } = ws);
  a = await createAnalysis(t, owner, ws.model, 'restricted-a');
  hidden = await createAnalysis(t, owner, ws.model, 'restricted-hidden');
  ids = await seedDocuments(t, a, docs);
  await seedDocuments(t, hidden, docs.slice(0, 2));
});
afterAll(() => t.close());

describe('data restrictions', () => {
  it('is open until set; an admin sets it, a non-admin may not; rules are checked', async () => {
    expect(await owner.client.call(endpoints.memberRestriction, { params: { userId: analyst.userId } })).toMatchObject({
      restricted: false,
      projectIds: null,
      rules: [],
    });
    const denied = await analyst.client.raw('PUT', `/api/workspace/member/${owner.userId}/restriction`, {
      body: { projectIds: null, rules: [] },
    });
    expect(denied.status).toBe(401);
    const unknown = await owner.client.raw('PUT', `/api/workspace/member/${analyst.userId}/restriction`, {
      body: { projectIds: null, rules: [{ field: 'region', values: ['x'] }] },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('RESTRICTION_FIELD_UNKNOWN');
    const empty = await owner.client.raw('PUT', `/api/workspace/member/${analyst.userId}/restriction`, {
      body: { projectIds: null, rules: [{ field: 'segment', values: [] }] },
    });
    expect(empty.status).toBe(400);
    const tooMany = await owner.client.raw('PUT', `/api/workspace/member/${analyst.userId}/restriction`, {
      body: { projectIds: null, rules: Array.from({ length: 9 }, (_, i) => ({ field: `f${i}`, values: ['x'] })) },
    });
    expect(tooMany.status).toBe(400);
    const foreignProject = await owner.client.raw('PUT', `/api/workspace/member/${analyst.userId}/restriction`, {
      body: { projectIds: ['00000000-0000-4000-8000-000000000000'], rules: [] },
    });
    expect(JSON.stringify(foreignProject.body)).toContain('RESTRICTION_PROJECT_UNKNOWN');
    const notMember = await owner.client.raw('GET', `/api/workspace/member/00000000-0000-4000-8000-000000000000/restriction`);
    expect(notMember.status).toBe(404);
    const options = await owner.client.call(endpoints.restrictionOptions, {});
    expect(options.projects.map((p) => p.code).sort()).toEqual([a.code, hidden.code].sort());
    const segment = options.attributes.find((x) => x.field === 'segment');
    expect(segment?.values.find((v) => v.value === 'gold')?.count).toBe(5);
  });

  it('shows the restricted analyst exactly the segment on every path', async () => {
    const saved = await restrict(analyst, { projectIds: [a.id], rules: [{ field: 'segment', values: ['gold'] }] });
    expect(saved).toMatchObject({ restricted: true, projectIds: [a.id] });
    expect(await analyst.client.call(endpoints.myRestriction, {})).toEqual({
      restricted: true,
      rules: [{ field: 'segment', values: ['gold'] }],
    });

    // The owner is not restricted: all 6.
    expect((await search(owner)).documents.total).toBe(6);

    // Search, page and facets.
    const r = await search(analyst, a.code, { facet: 'CHANNEL,ATTRIBUTE:segment', size: 50 });
    expect(r.documents.total).toBe(3);
    expect(r.documents.content.map((d) => d.externalId).sort()).toEqual(['r1', 'r2', 'r6']);
    expect(facet(r.facets, 'CHANNEL')).toEqual({ CALL_CENTER: 2, APP_REVIEW: 1 });
    expect(Object.keys(facet(r.facets, 'ATTRIBUTE:segment'))).toEqual(['gold']);
    expect(r.facets.find((f) => f.key === 'ATTRIBUTE:segment')?.facetList.map((b) => b._id)).toEqual(['gold']);
    expect(r.predictionSummary.processedCount).toBe(3);
    // A free-text search in the segment and out of it.
    expect((await search(analyst, a.code, { query: 'parcel' })).documents.total).toBe(2);

    // The picker's values: only gold, counted 3.
    const values = await analyst.client.call(endpoints.fieldFacet, {
      params: { code: a.code, field: 'segment' },
      body: { filteredText: '', lastFieldValue: null, size: 20 },
    });
    expect(values.values).toEqual([{ value: 'gold', count: 3 }]);

    // Count and last date.
    const count = await analyst.client.call(endpoints.documentCountAndLastDate, { params: { code: a.code } });
    expect(count.count).toBe(3);

    // The document view: a document outside the segment is not found.
    expect((await analyst.client.raw('GET', `/api/project/${a.code}/document/${ids['r3']}`)).status).toBe(404);
    expect((await analyst.client.raw('GET', `/api/project/${a.code}/document/${ids['r1']}`)).status).toBe(200);

    // Dashboard figures: a time trend the rollups would answer is read from the documents instead.
    const widget = await owner.client.call(endpoints.widgetSave, {
      params: { code: a.code },
      body: { kind: 'TIME_TREND', name: 'Trend', config: { period: 'month' } },
    });
    // Widgets are each user's own: the analyst makes the same one.
    const mine = await analyst.client.call(endpoints.widgetSave, {
      params: { code: a.code },
      body: { kind: 'TIME_TREND', name: 'Trend', config: { period: 'month' } },
    });
    const asOwner = (await search(owner, a.code, { selectedWidgets: [widget.id] })).widgets.find((w) => w.widgetId === widget.id);
    const asAnalyst = (await search(analyst, a.code, { selectedWidgets: [mine.id] })).widgets.find((w) => w.widgetId === mine.id);
    const sum = (w: typeof asOwner) => (w?.data?.kind === 'TIME_TREND' ? w.data.trend.reduce((n, p) => n + p.count, 0) : -1);
    expect(sum(asOwner)).toBe(6);
    expect(asOwner?.source).toBe('ROLLUP');
    expect(sum(asAnalyst)).toBe(3);
    expect(asAnalyst?.source).toBe('SCAN');

    // Drill-down of the widget: the segment's documents.
    const drill = await analyst.client.call(endpoints.widgetSearch, {
      params: { code: a.code, id: mine.id },
      body: { search: searchBody(Q1), drill: emptyDrill() },
    });
    expect(drill.documents.total).toBe(3);

    // The CSV export: the header and 3 rows.
    const exported = await analyst.client.raw('POST', `/api/project/${a.code}/document/export/CSV`, {
      body: { search: searchBody(), fields: ['segment'] },
    });
    expect(exported.status).toBe(200);
    const file = await analyst.client.raw('GET', (exported.body as { data: { fileUrl: string } }).data.fileUrl);
    const lines = String(file.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes(',gold'))).toBe(true);

    // The analysis list: the hidden analysis is not listed, counts are the viewer's.
    const list = await analyst.client.call(endpoints.projectList, {
      query: { page: 0, size: 20, status: 'ACTIVE', sort: 'NAME_ASC' },
    });
    expect(list.content.map((p) => p.code)).toEqual([a.code]);
    expect(list.content[0]?.documentCount).toBe(3);
    const detail = await analyst.client.call(endpoints.projectGet, { params: { code: a.code } });
    expect(detail.documentCount).toBe(3);

    // The hidden analysis is 404 on every call, like a missing one.
    expect((await analyst.client.raw('GET', `/api/project/${hidden.code}`)).status).toBe(404);
    expect((await analyst.client.raw('POST', `/api/project/${hidden.code}/document/search`, { body: searchBody() })).status).toBe(
      404,
    );

    // Areas that cannot apply the restriction refuse it.
    const home = await analyst.client.raw('GET', '/api/home');
    expect(home.status).toBe(403);
    expect(JSON.stringify(home.body)).toContain('RESTRICTED_VIEW');
    expect((await analyst.client.raw('GET', `/api/project/${a.code}/efficiency/report/available`)).status).toBe(403);
    expect((await analyst.client.raw('GET', '/api/customer')).status).toBe(403);
  });

  it('applies every rule, list attributes by any element', async () => {
    await restrict(analyst, {
      projectIds: null,
      rules: [
        { field: 'segment', values: ['gold', 'silver'] },
        { field: 'tags', values: ['vip'] },
      ],
    });
    const r = await search(analyst, a.code, { size: 50 });
    expect(r.documents.content.map((d) => d.externalId).sort()).toEqual(['r1', 'r3']);
    // The other analysis is visible again (no list), with its own gold + vip documents: r1.
    expect((await search(analyst, hidden.code)).documents.total).toBe(1);
  });

  it('denies by default where the analysis lacks the attribute', async () => {
    await owner.client.call(endpoints.projectCreate, {
      params: { code: 'restricted-plain' },
      body: {
        name: 'Plain',
        icon: 'preset:chart',
        models: [],
        channels: ['CALL_CENTER'],
        pipelineStages: ['CLASSIFY'],
        attributes: [{ code: 'region', name: 'Region', type: 'TEXT' }],
      },
    });
    await restrict(analyst, { projectIds: null, rules: [{ field: 'segment', values: ['gold'] }] });
    expect((await search(analyst, 'restricted-plain')).documents.total).toBe(0);
  });

  it('lifts the restriction when both are open', async () => {
    const open = await restrict(analyst, { projectIds: null, rules: [] });
    expect(open.restricted).toBe(false);
    expect((await search(analyst)).documents.total).toBe(6);
    expect((await analyst.client.raw('GET', '/api/home')).status).toBe(200);
  });
});
