import {
  buildSearchRequest,
  createSearchParams,
  decodeFilters,
  endpoints,
  type CorrelationReportBody,
  type Drill,
} from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, member } from '../models/test-fixtures.js';
import { createAnalysis, seedDocuments, type Analysis, type SeedDocument } from '../project-documents/test-support.js';

export interface ReportCast {
  owner: SignedInUser;
  analyst: SignedInUser;
  outsider: SignedInUser;
  analysis: Analysis;
  /** External id → document id. */
  ids: Record<string, string>;
}

/** A two-level topic tree: Delivery (Late, Damaged), Billing (Refund), App. */
const TREE = [
  { name: 'Delivery', children: [{ name: 'Late' }, { name: 'Damaged' }] },
  { name: 'Billing', children: [{ name: 'Refund' }] },
  { name: 'App' },
];

const jan = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const doc = (
  id: string,
  day: string,
  categories: string[],
  sentiment: string | null,
  more: Partial<SeedDocument> = {},
): SeedDocument => ({ externalId: id, content: `document ${id}`, contentDate: day, categories, sentiment, ...more });

/**
 * The golden fixture (cell counts worked by hand in correlation-reports.api.test.ts). In January: d1–d8 and d12
 * carry a category and a sentiment (N = 9); d9 has no sentiment, d10 no category; d11 is in February.
 */
export const GOLDEN: SeedDocument[] = [
  doc('d1', jan(2), ['Late'], 'NEGATIVE', { attributes: { segment: 'gold' } }),
  doc('d2', jan(3), ['Late'], 'NEGATIVE', { attributes: { segment: 'gold' } }),
  doc('d3', jan(4), ['Late', 'Refund'], 'NEGATIVE', { attributes: { segment: 'silver' } }),
  doc('d4', jan(5), ['Damaged'], 'POSITIVE', { attributes: { segment: 'silver' } }),
  doc('d5', jan(6), ['Refund'], 'NEGATIVE'),
  doc('d6', jan(7), ['Refund'], 'POSITIVE', { attributes: { segment: 'gold' } }),
  doc('d7', jan(8), ['App'], 'POSITIVE'),
  doc('d8', jan(9), ['App'], 'NEUTRAL'),
  doc('d9', jan(10), ['Late'], null),
  doc('d10', jan(11), [], 'NEGATIVE'),
  doc('d11', '2026-02-03T10:00:00.000Z', ['Late'], 'NEGATIVE'),
  doc('d12', jan(12), ['App', 'Damaged'], 'NEGATIVE', { channel: 'APP_REVIEW', attributes: { segment: 'gold' } }),
];

/** January 2026 in the URL's form, as the reports tab sends it. */
export const JANUARY = 'sd=2026-01-01&ed=2026-01-31&searchByDate=CONTENT_DATE';

export async function reportCast(t: TestApp, company: string, code: string): Promise<ReportCast> {
  const owner = await signUp(t, { company });
  const analyst = await member(t, owner, 'ANALYST');
  const outsider = await signUp(t, { company: `Outside ${company}` });
  const model = await createModel(owner, { code: `${code}-topics`, categories: TREE });
  await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
  const analysis = await createAnalysis(t, owner, model, code);
  const ids = await seedDocuments(t, analysis, GOLDEN);
  return { owner, analyst, outsider, analysis, ids };
}

/** A create body: category (leaves) × sentiment over January unless changed. */
export function reportBody(a: Analysis, overrides: Partial<CorrelationReportBody> = {}): CorrelationReportBody {
  return {
    name: 'Topics by sentiment',
    xAxis: { kind: 'CATEGORY', modelCode: a.modelCode },
    yAxis: { kind: 'SENTIMENT' },
    filterQuery: JANUARY,
    ...overrides,
  };
}

/** The data tab's total for the report's filterQuery with a cell's drill added, through the real search. */
export async function drilledTotal(user: SignedInUser, code: string, filterQuery: string, drill: Drill): Promise<number> {
  const params = createSearchParams(filterQuery);
  for (const fq of drill.fq) params.append('fq', fq);
  for (const cq of drill.cq) params.append('cq', cq);
  for (const [name, value] of Object.entries(drill.names)) params.set(name, value);
  if (drill.sd) params.set('sd', drill.sd);
  if (drill.ed) params.set('ed', drill.ed);
  const state = decodeFilters(params.toString(), {
    timeZone: 'UTC',
    warn: (m) => {
      throw new Error(m);
    },
  });
  const body = { ...buildSearchRequest(state, { timeZone: 'UTC', projectCode: code }), widget: false };
  const res = await user.client.call(endpoints.documentSearch, { params: { code }, body });
  return res.documents.total;
}

export const codeOf = (body: unknown): string | undefined => (body as { messageCode?: string }).messageCode;
export const fieldsOf = (body: unknown) =>
  ((body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);
