import { endpoints, type SearchRequest } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import type { SignedInUser } from '../../../test/factories.js';
import type { Catalogue } from '../../project-documents/catalogue.js';
import { planSearch } from '../../project-documents/search-plan.js';
import {
  CHANNELS,
  documentsWorkspace,
  mixedDocuments,
  searchBody,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../../project-documents/test-support.js';
import type { CubeDimension } from '../cube.js';
import type { CubeService } from '../cube-service.js';
import {
  attributeMonths,
  recountAttributeCategories,
  recountAttributes,
  rollupAttributeCategories,
  rollupAttributes,
} from './test-support.js';

/**
 * Attributes declared as dimensions: the settings declare them (text only, at most three), a job backfills their
 * rollups, and a filter on one is then read from the rollups with the answers a count over the documents gives.
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let cube: CubeService;

const SEGMENTS = ['premium', 'corporate', 'retail'];
const extra: SeedDocument[] = Array.from({ length: 24 }, (_, i) => ({
  externalId: `s${i}`,
  content: i % 7 === 0 ? '' : `segment document ${i}`,
  contentDate: `2026-0${1 + (i % 3)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}T${String((i * 7) % 24).padStart(2, '0')}:15:00.000Z`,
  channel: i % 2 === 0 ? 'CALL_CENTER' : 'APP_REVIEW',
  // Strings, a number (not a text value: matches no text filter) and no value.
  attributes: {
    ...(i % 5 === 4 ? {} : { segment: i % 5 === 3 ? 7 : (SEGMENTS[i % 3] ?? '') }),
    region: `r${i % 2}`,
    nps: i % 11,
  },
  categories: i % 3 === 0 ? ['Delivery'] : i % 3 === 1 ? ['Billing', 'App'] : [],
  sentiment: ['POSITIVE', 'olumsuz', 'Nötr', null][i % 4] ?? null,
}));

async function analysis(code: string, model: { id: string; code: string }): Promise<Analysis> {
  await owner.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Analysis ${code}`,
      icon: 'preset:chart',
      models: [{ code: model.code, senseType: 'CATEGORY' }],
      channels: [...CHANNELS],
      pipelineStages: ['CLASSIFY'],
      attributes: [
        { code: 'segment', name: 'Segment', type: 'TEXT' },
        { code: 'region', name: 'Region', type: 'TEXT' },
        { code: 'plan', name: 'Plan', type: 'TEXT' },
        { code: 'tier', name: 'Tier', type: 'TEXT' },
        { code: 'nps', name: 'NPS', type: 'NUMERIC' },
        { code: 'tags', name: 'Tags', type: 'MULTI_TEXT' },
      ],
    },
  });
  const project = await t.db
    .selectFrom('project')
    .select(['id', 'workspace_id'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const categories: Record<string, string> = {};
  for (const r of await t.db.selectFrom('model_category').select(['id', 'name']).where('model_id', '=', model.id).execute())
    categories[r.name] = r.id;
  return { id: project.id, code, workspaceId: project.workspace_id, modelId: model.id, modelCode: model.code, categories };
}

const declare = (dims: Record<string, boolean>) =>
  owner.client.request(endpoints.attributeSettingsSave, {
    params: { code: a.code },
    body: {
      attributes: Object.entries(dims).map(([code, dimension]) => ({ code, dashboard: false, bucketWidth: null, dimension })),
    },
  });

async function catalogue(): Promise<Catalogue> {
  return t.app.services.projects.documents.search.catalogue(
    {
      id: a.workspaceId,
      code: owner.workspaceCode,
      name: '',
      accountId: '',
      role: 'ADMIN',
      permissions: [],
      userId: owner.userId,
    },
    a.code,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Dimension Co');
  owner = ws.owner;
  a = await analysis('dimension-co', ws.model);
  await seedDocuments(t, a, [...mixedDocuments, ...extra]);
  cube = t.app.services.projects.rollups.cube;
}, 120_000);
afterAll(() => t.close());

const months = { startDate: '2026-01-04T00:00:00.000Z', endDate: '2026-03-20T23:59:59.999Z' };
const segmentIn = (...values: string[]): Partial<SearchRequest> => ({
  fieldQueries: [{ fieldName: 'segment', operand: 'IN', values: values.map((key) => ({ key })) }],
});

describe('dimension attributes', () => {
  it('refuses a dimension that is not single-valued text, and more than three', async () => {
    for (const code of ['nps', 'tags']) {
      const refused = await declare({ [code]: true });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ messageCode: 'ATTRIBUTE_DIMENSION_TYPE' });
    }
    const four = await declare({ segment: true, region: true, plan: true, tier: true });
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({ messageCode: 'ATTRIBUTE_DIMENSION_LIMIT' });
    // Nothing was written by the refused saves.
    const { rows } = await sql`select code from project_dimension where project_id = ${a.id}`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('scans a segment filter before the dimension is declared and backfilled', async () => {
    const cat = await catalogue();
    expect((await cube.query(cat, { request: searchBody(segmentIn('premium')), groupBy: [] })).source).toBe('SCAN');
  });

  it('declares, backfills, and answers attribute filters from the rollups exactly as counted', async () => {
    const saved = await declare({ segment: true, region: true });
    expect(saved.status).toBe(200);
    const building = await owner.client.call(endpoints.attributeSettingsGet, { params: { code: a.code } });
    expect(building.find((r) => r.code === 'segment')).toMatchObject({ dimension: true });
    expect(building.find((r) => r.code === 'nps')).toMatchObject({ dimension: false, dimensionState: null });
    await t.app.services.jobs.drain({ names: ['rollups.dimension-backfill'], timeoutMs: 60_000 });
    const ready = await owner.client.call(endpoints.attributeSettingsGet, { params: { code: a.code } });
    expect(ready.filter((r) => r.dimension).map((r) => [r.code, r.dimensionState])).toEqual([
      ['segment', 'READY'],
      ['region', 'READY'],
    ]);
    expect(await rollupAttributes(t.db, a.id)).toEqual(await recountAttributes(t.db, a.id, t.config.timeZone));
    expect(await rollupAttributeCategories(t.db, a.id)).toEqual(await recountAttributeCategories(t.db, a.id, t.config.timeZone));

    const cases: [string, Partial<SearchRequest>, CubeDimension[], ('day' | 'week' | 'month')?][] = [
      ['segment IN', segmentIn('premium', 'corporate'), []],
      ['segment IN by sentiment', segmentIn('premium', 'corporate'), ['sentiment']],
      ['segment IN by status', segmentIn('retail'), ['status']],
      ['segment IN by week', { ...segmentIn('premium'), startDate: '2026-01-05T00:00:00.000Z' }, ['bucket'], 'week'],
      // Whole months from the month rollups plus edge days.
      ['segment IN over months', { ...segmentIn('premium', 'retail'), ...months }, ['status']],
      ['segment IN over months by day', { ...segmentIn('corporate'), ...months }, ['bucket']],
      ['segment IN over months by category', { ...segmentIn('premium', 'corporate'), ...months }, ['category', 'channel']],
      [
        'segment NOT IN and a channel',
        {
          fieldQueries: [
            { fieldName: 'segment', operand: 'NOT_IN', values: [{ key: 'premium' }] },
            { fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] },
          ],
        },
        ['language'],
      ],
      ['segment IN by category', segmentIn('premium', 'retail'), ['category']],
      ['segment IN by category and channel', { ...segmentIn('corporate'), showEmptyContent: true }, ['category', 'channel']],
      [
        'region IN, sentiment filter, by category',
        {
          fieldQueries: [
            { fieldName: 'region', operand: 'IN', values: [{ key: 'r1' }] },
            { fieldName: 'sentiment', operand: 'NOT_IN', values: [{ key: 'POSITIVE' }] },
          ],
        },
        ['category'],
      ],
    ];
    const cat = await catalogue();
    for (const [name, overrides, groupBy, gap] of cases) {
      const q = { request: searchBody(overrides), groupBy, ...(gap ? { gap } : {}) };
      const rollup = await cube.query(cat, q);
      const scan = await cube.query(cat, q, { forceScan: true });
      expect(rollup.source, name).toBe('ROLLUP');
      expect(rollup.rows, name).toEqual(scan.rows);
      expect(rollup.rows.length, name).toBeGreaterThan(0);
    }

    // The data tab's total, facets and category counts under a segment filter, from the rollups.
    const search = planSearch(searchBody(segmentIn('premium', 'corporate')), cat.searchContext);
    const request = searchBody(segmentIn('premium', 'corporate'));
    expect(await cube.total(cat, search)).toBe(
      (await cube.query(cat, { request, groupBy: [] }, { forceScan: true })).rows[0]?.m.n,
    );
    const facets = await cube.columnFacets(cat, search, ['CHANNEL', 'STATUS']);
    const byChannel = await cube.query(cat, { request, groupBy: ['channel'] }, { forceScan: true });
    expect(facets?.buckets.get('CHANNEL')?.reduce((n, b) => n + b.count, 0)).toBe(byChannel.rows.reduce((n, r) => n + r.m.n, 0));

    // Not the rollups: an undeclared attribute, two attribute conditions, a value list with an empty value.
    for (const overrides of [
      { fieldQueries: [{ fieldName: 'plan', operand: 'IN' as const, values: [{ key: 'x' }] }] },
      {
        fieldQueries: [
          { fieldName: 'segment', operand: 'IN' as const, values: [{ key: 'premium' }] },
          { fieldName: 'region', operand: 'IN' as const, values: [{ key: 'r0' }] },
        ],
      },
      { ...segmentIn('premium'), query: 'segment' },
    ])
      expect((await cube.query(cat, { request: searchBody(overrides), groupBy: [] })).source).toBe('SCAN');
  });

  it('stays exact under document changes, and undeclaring deletes the rows', async () => {
    const ids = (
      await t.db.selectFrom('project_document').select('id').where('project_id', '=', a.id).orderBy('id').execute()
    ).map((r) => r.id);
    const check = async (step: string) => {
      expect(await rollupAttributes(t.db, a.id), step).toEqual(await recountAttributes(t.db, a.id, t.config.timeZone));
      for (const [stored, expected] of await attributeMonths(t.db, a.id))
        expect(stored, `months after ${step}`).toEqual(expected);
      expect(await rollupAttributeCategories(t.db, a.id), step).toEqual(
        await recountAttributeCategories(t.db, a.id, t.config.timeZone),
      );
    };
    const some = (k: number) => ids.filter((_, i) => i % k === 0);
    await t.db
      .updateTable('project_document')
      .set({ attributes: JSON.stringify({ segment: 'corporate', region: 'r9' }) })
      .where('id', 'in', some(4))
      .execute();
    await check('a change of the attribute');
    await t.db
      .updateTable('project_document')
      .set({ channel_code: 'APP_REVIEW', content_date: '2026-03-03T10:00:00.000Z', sentiment: 'olumsuz' })
      .where('id', 'in', some(3))
      .execute();
    await check('a change of the other keys');
    await t.db.updateTable('project_document').set({ trashed_at: new Date() }).where('id', 'in', some(5)).execute();
    await check('trash');
    await t.db.updateTable('project_document').set({ trashed_at: null }).where('id', 'in', some(10)).execute();
    await check('restore');
    await t.db.deleteFrom('project_document_category').where('document_id', 'in', some(6)).execute();
    await check('category rows deleted');
    await t.db.deleteFrom('project_document').where('id', 'in', some(7)).execute();
    await check('documents deleted');
    await seedDocuments(t, a, [
      {
        externalId: 'late1',
        content: 'late',
        contentDate: '2026-02-02T02:00:00.000Z',
        attributes: { segment: 'premium' },
        categories: ['App'],
      },
    ]);
    await check('an insert');
    const saved = await declare({ region: false });
    expect(saved.status).toBe(200);
    const left = await sql`select distinct code from project_rollup_attribute where project_id = ${a.id}`.execute(t.db);
    expect(left.rows).toEqual([{ code: 'segment' }]);
    await check('undeclared');
  });

  it('does not roll up a dimension with more than 200 values, nor one that outgrew them', async () => {
    const many = (code: string, from: number): SeedDocument[] =>
      Array.from({ length: 201 }, (_, i) => ({
        externalId: `${code}${from + i}`,
        content: 'many values',
        contentDate: '2026-01-10T10:00:00.000Z',
        attributes: { [code]: `v${from + i}` },
      }));
    await seedDocuments(t, a, many('tier', 0));
    await declare({ tier: true, plan: true });
    await t.app.services.jobs.drain({ names: ['rollups.dimension-backfill'], timeoutMs: 60_000 });
    const states = async () =>
      (await owner.client.call(endpoints.attributeSettingsGet, { params: { code: a.code } }))
        .filter((r) => r.dimension)
        .map((r) => [r.code, r.dimensionState]);
    expect(await states()).toEqual([
      ['segment', 'READY'],
      ['plan', 'READY'],
      ['tier', 'OVERFLOW'],
    ]);
    const tiers =
      await sql`select count(*)::int as n from project_rollup_attribute where project_id = ${a.id} and code = 'tier'`.execute(
        t.db,
      );
    expect(tiers.rows).toEqual([{ n: 0 }]);
    const onTier = { fieldQueries: [{ fieldName: 'tier', operand: 'IN' as const, values: [{ key: 'v1' }] }] };
    expect((await cube.query(await catalogue(), { request: searchBody(onTier), groupBy: [] })).source).toBe('SCAN');
    // `plan` was READY with no values; 201 distinct values arrive: it is shown as OVERFLOW and no longer read.
    const onPlan = { fieldQueries: [{ fieldName: 'plan', operand: 'IN' as const, values: [{ key: 'v1' }] }] };
    expect((await cube.query(await catalogue(), { request: searchBody(onPlan), groupBy: [] })).source).toBe('ROLLUP');
    await seedDocuments(t, a, many('plan', 1000));
    expect((await states()).find(([code]) => code === 'plan')).toEqual(['plan', 'OVERFLOW']);
    expect((await cube.query(await catalogue(), { request: searchBody(onPlan), groupBy: [] })).source).toBe('SCAN');
  });
});
