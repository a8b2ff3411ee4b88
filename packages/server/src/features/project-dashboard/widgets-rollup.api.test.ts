import { endpoints, type SearchRequest, type WidgetResult } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../project-documents/test-support.js';
import { dashboardWidgets } from './test-support.js';

/**
 * A sentiment filter and a one-category filter are answered from the rollups for every default widget (the category
 * rollup's sentiment key and the category pair rollup), with the numbers the same filter counts over the documents:
 * the reference is the same request restricted to every document by id, which the rollups cannot answer. Ranges
 * holding whole months read them from the month rollups.
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let ids: string[];

const extra: SeedDocument[] = Array.from({ length: 14 }, (_, i) => ({
  externalId: `r${i}`,
  content: `rollup document ${i}`,
  contentDate: `2026-0${1 + (i % 3)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}T${String((i * 7) % 24).padStart(2, '0')}:15:00.000Z`,
  channel: i % 2 === 0 ? 'CALL_CENTER' : 'APP_REVIEW',
  attributes: { nps: i % 11 },
  categories: i % 3 === 0 ? ['Delivery'] : i % 3 === 1 ? ['Billing', 'Delivery'] : ['App', 'Billing'],
  sentiment: ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'olumsuz', null][i % 5] ?? null,
}));

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Rollup Widget Co');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'rollup-widget-co');
  await seedDocuments(t, a, [...mixedDocuments, ...extra]);
  await owner.client.call(endpoints.npsSettingsSave, { params: { code: a.code }, body: { npsField: 'nps', csatField: null } });
  ids = (await t.db.selectFrom('project_document').select('id').where('project_id', '=', a.id).execute()).map((r) => r.id);
}, 120_000);
afterAll(() => t.close());

const cq = (name: string) => ({
  fieldName: a.modelCode,
  operand: 'IN' as const,
  ids: [{ categoryId: a.categories[name] ?? '', sentimentKey: null, virtual: false, dynamicKey: null }],
});
const sentiment = (operand: 'IN' | 'NOT_IN', keys: string[]) => ({
  fieldName: 'sentiment',
  operand,
  values: keys.map((key) => ({ key })),
});
/** Comparison with the previous quarter on, as the dashboard tab sends it. */
const compared = { comparisonStartDate: '2025-10-01T00:00:00.000Z', comparisonEndDate: '2025-12-31T23:59:59.999Z' };

const comparable = (widgets: readonly WidgetResult[]) => widgets.map(({ computedAt: _c, source: _s, ...w }) => w);

describe('dashboard filters answered from the rollups', () => {
  const cases: [string, () => Partial<SearchRequest>][] = [
    ['sentiment = NEGATIVE', () => ({ fieldQueries: [sentiment('IN', ['NEGATIVE', 'olumsuz'])] })],
    ['sentiment NOT_IN POSITIVE, compared', () => ({ ...compared, fieldQueries: [sentiment('NOT_IN', ['POSITIVE'])] })],
    ['one category', () => ({ categoryQueries: [cq('Delivery')] })],
    ['one category, compared', () => ({ ...compared, categoryQueries: [cq('Billing')] })],
    // Whole months from the month rollups, edge days from the day rows.
    [
      'months and edge days, compared',
      () => ({ ...compared, startDate: '2026-01-10T00:00:00.000Z', endDate: '2026-03-20T23:59:59.999Z' }),
    ],
    [
      'one category over whole months',
      () => ({ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-02-28T23:59:59.999Z', categoryQueries: [cq('Billing')] }),
    ],
  ];
  for (const [name, filter] of cases) {
    it(`answers every default widget under "${name}" from the rollups, as counted over the documents`, async () => {
      const rollup = await dashboardWidgets(owner, a.code, filter());
      const scan = await dashboardWidgets(owner, a.code, { ...filter(), documentIds: ids });
      expect(rollup.map((w) => [w.kind, w.source, w.problem])).toEqual(
        ['NPS', 'SENTIMENT', 'CATEGORY_DISTRIBUTION', 'CATEGORY_COMPARISON', 'IMPACT', 'TIME_TREND'].map((k) => [
          k,
          'ROLLUP',
          null,
        ]),
      );
      expect(scan.every((w) => w.source === 'SCAN')).toBe(true);
      expect(comparable(rollup)).toEqual(comparable(scan));
      expect(rollup.every((w) => !w.noData)).toBe(true);
    });
  }
});
