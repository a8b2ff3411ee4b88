import { endpoints, type SearchRequest } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import {
  createAnalysis,
  documentsWorkspace,
  searchBody,
  seedDocuments,
  type Analysis,
} from '../project-documents/test-support.js';
import type { CubeDimension } from './cube.js';
import type { CubeService } from './cube-service.js';
import { recountDays, rollupDays } from './test-support.js';

/**
 * The reporting zone Europe/Istanbul (UTC+3): the web sends local-midnight-aligned ranges, which the rollups answer,
 * keyed by local days. Documents sit around local midnight (21:00 UTC), where UTC and local days differ.
 */
let t: TestApp;
let a: Analysis;
let cube: CubeService;
let cat: Catalogue;
let owner: Awaited<ReturnType<typeof documentsWorkspace>>['owner'];

const times = ['20:59:59.999', '21:00:00.000', '23:30:00.000', '02:00:00.000', '20:30:00.000'];
const docs = Array.from({ length: 20 }, (_, i) => ({
  externalId: `z${i}`,
  content: `zone document ${i}`,
  contentDate: `2026-0${1 + (i % 3)}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}T${times[i % times.length] ?? '12:00:00.000'}Z`,
  channel: i % 2 === 0 ? 'CALL_CENTER' : 'APP_REVIEW',
  categories: i % 2 === 0 ? ['Delivery'] : [],
  sentiment: i % 3 === 0 ? 'POSITIVE' : 'NEGATIVE',
}));

beforeAll(async () => {
  t = await startTestApp({ env: { TIME_ZONE: 'Europe/Istanbul' } });
  const ws = await documentsWorkspace(t, 'Zone Co');
  owner = ws.owner;
  a = await createAnalysis(t, ws.owner, ws.model, 'zone-co');
  await seedDocuments(t, a, docs);
  cube = t.app.services.projects.rollups.cube;
  const scope = {
    id: a.workspaceId,
    code: ws.owner.workspaceCode,
    name: '',
    accountId: '',
    role: 'ADMIN' as const,
    permissions: [],
    userId: ws.owner.userId,
  };
  cat = await t.app.services.projects.documents.search.catalogue(scope, a.code);
}, 120_000);
afterAll(() => t.close());

// "Year to date" as the web sends it in Istanbul: local 1 January 00:00 … a local day's 23:59:59.999.
const local = { startDate: '2025-12-31T21:00:00.000Z', endDate: '2026-03-15T20:59:59.999Z' };

describe('the cube in Europe/Istanbul', () => {
  const cases: [string, Partial<SearchRequest>, CubeDimension[], ('day' | 'week' | 'month' | 'year')?][] = [
    ['total', local, []],
    ['days', local, ['bucket'], 'day'],
    ['weeks', local, ['bucket'], 'week'],
    ['months by channel', local, ['bucket', 'channel'], 'month'],
    ['categories', local, ['category']],
    ['open range by year', { startDate: '2026-01-31T21:00:00.000Z' }, ['bucket'], 'year'],
  ];
  for (const [name, overrides, groupBy, gap] of cases) {
    it(`answers "${name}" of a local-midnight range from the rollups exactly as the scan`, async () => {
      const q = { request: searchBody(overrides), groupBy, ...(gap ? { gap } : {}) };
      const rollup = await cube.query(cat, q);
      const scan = await cube.query(cat, q, { forceScan: true });
      expect(rollup.source).toBe('ROLLUP');
      expect(rollup.rows).toEqual(scan.rows);
      expect(rollup.rows.length).toBeGreaterThan(0);
      // Bucket keys are instants of local midnight.
      for (const r of rollup.rows) if (r.keys.bucket !== undefined) expect(r.keys.bucket).toMatch(/T21:00:00\.000Z$/);
    });
  }

  it('answers one category from the category rollup, and a free-text filter from the batched scan, alike', async () => {
    const one = {
      request: searchBody({ ...local, categoryQueries: [catQuery()] }),
      groupBy: ['bucket'] as CubeDimension[],
      gap: 'week' as const,
    };
    const rollup = await cube.query(cat, one);
    expect(rollup.source).toBe('ROLLUP');
    expect(rollup.rows).toEqual((await cube.query(cat, one, { forceScan: true })).rows);
    const text = {
      request: searchBody({ ...local, query: 'zone' }),
      groupBy: ['bucket'] as CubeDimension[],
      gap: 'month' as const,
    };
    const batched = await cube.query(cat, text);
    expect(batched.source).toBe('SCAN');
    expect(batched.rows).toEqual((await cube.query(cat, text, { forceScan: true })).rows);
  });

  it('counts a document at 21:00 UTC on the next local day', async () => {
    // z10 at 2026-02-03T20:59:59.999Z is 3 February 23:59 local, z1 at 2026-02-04T21:00Z is 5 February 00:00 local.
    const { rows, source } = await cube.query(cat, {
      request: searchBody({ startDate: '2026-02-02T21:00:00.000Z', endDate: '2026-02-05T20:59:59.999Z' }),
      groupBy: ['bucket'],
      gap: 'day',
    });
    expect(source).toBe('ROLLUP');
    expect(rows.map((r) => [r.keys.bucket, r.m.n])).toEqual([
      ['2026-02-02T21:00:00.000Z', 1],
      ['2026-02-04T21:00:00.000Z', 1],
    ]);
  });

  it('reads a UTC-midnight range (not whole local days) as whole local days plus its partial days, exactly', async () => {
    for (const groupBy of [[], ['channel'], ['bucket']] as const) {
      const q = {
        request: searchBody({ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' }),
        groupBy,
      };
      const merged = await cube.query(cat, q);
      expect(merged.source).toBe('ROLLUP');
      expect(merged.rows).toEqual((await cube.query(cat, q, { forceScan: true })).rows);
    }
  });

  it('gives the document search exact totals and facets for a UTC-midnight range too', async () => {
    // The search plans its totals in the reporting zone: a UTC-aligned range is not whole local days, so its partial
    // first and last local days are counted over the documents — the local-day rollups alone would take wrong days.
    const start = '2026-01-01T00:00:00.000Z';
    // 9 January 23:30 UTC is local 10 January: in the range, but not in the local days 1–9.
    const end = '2026-01-09T23:59:59.999Z';
    const inRange = docs.filter((d) => d.contentDate >= start && d.contentDate <= end);
    for (const widget of [false, true]) {
      const r = await owner.client.call(endpoints.documentSearch, {
        params: { code: a.code },
        body: searchBody({ startDate: start, endDate: end, widget }),
      });
      expect(r.documents.total).toBe(inRange.length);
      if (widget) {
        const channels = r.facets.find((f) => f.key === 'CHANNEL')?.facetList ?? [];
        expect(channels.find((c) => c._id === 'CALL_CENTER')?.count ?? 0).toBe(
          inRange.filter((d) => d.channel === 'CALL_CENTER').length,
        );
      }
    }
  });

  it('switches the database zone and rebuilds the rollups when the configured zone changes', async () => {
    const rollups = t.app.services.projects.rollups.rollups;
    expect(await rollups.ensureZone('Europe/Istanbul')).toEqual({ from: 'Europe/Istanbul', changed: false });
    await expect(rollups.ensureZone('Mars/Olympus')).rejects.toThrow(/Mars\/Olympus/);
    try {
      expect(await rollups.ensureZone('UTC')).toEqual({ from: 'Europe/Istanbul', changed: true });
      expect(await rollupDays(t.db, a.id)).toEqual(await recountDays(t.db, a.id, 'UTC'));
      expect(await rollupDays(t.db, a.id)).not.toEqual(await recountDays(t.db, a.id, 'Europe/Istanbul'));
    } finally {
      await rollups.ensureZone('Europe/Istanbul');
    }
    expect(await rollupDays(t.db, a.id)).toEqual(await recountDays(t.db, a.id, 'Europe/Istanbul'));
    const { rows } = await sql<{ zone: string }>`select sentio_zone() as zone`.execute(t.db);
    expect(rows[0]?.zone).toBe('Europe/Istanbul');
  });
});

function catQuery(): SearchRequest['categoryQueries'][number] {
  return {
    fieldName: a.modelCode,
    operand: 'IN',
    ids: [{ categoryId: a.categories['Delivery'] ?? '', sentimentKey: null, virtual: false, dynamicKey: null }],
  };
}
