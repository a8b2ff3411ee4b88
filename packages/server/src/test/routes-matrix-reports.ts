import {
  buildSearchRequest,
  createFilterState,
  reportEndpoints as re,
  type CorrelationReportBody,
  type MarkingTargetBody,
} from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type ReportCall = keyof typeof re;

/** What the routes matrix knows of A's reports when the attacks run (read lazily: they are filled in its beforeAll). */
export interface ReportTargets {
  projectCode: () => string;
  modelCode: () => string;
  /** A's marking target on A's analysis. */
  targetId: () => string;
  /** A's stored correlation report on A's analysis. */
  reportId: () => string;
}

const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
const JANUARY = 'sd=2026-01-01&ed=2026-01-31&searchByDate=CONTENT_DATE';

/** A valid correlation report (channel × sentiment over January), for A's seed and B's attempt. */
export const correlationBody = (name: string): CorrelationReportBody => ({
  name,
  xAxis: { kind: 'CHANNEL' },
  yAxis: { kind: 'SENTIMENT' },
  filterQuery: JANUARY,
});

/** A valid whole-year marking target with one criterion. */
export const markingTargetBody = (name: string, year: number): MarkingTargetBody => ({
  name,
  year,
  month: null,
  totalTarget: 10,
  criteria: ['CATEGORY_COUNT'],
  categoryCount: { min: 1, max: 3 },
  contentDate: 'CONTENT_DATE',
});

/** A's marking target and correlation report on A's analysis, made through the API. */
export async function seedReportTargets(a: Client, projectCode: string): Promise<{ targetId: string; reportId: string }> {
  const target = await a.call(re.markingTargetCreate, {
    params: { code: projectCode },
    body: markingTargetBody('Alpha target', 2026),
  });
  const report = await a.call(re.reportCreate, { params: { code: projectCode }, body: correlationBody('Alpha report') });
  return { targetId: target.id, reportId: report.id };
}

/**
 * The routes matrix's cross-workspace rows of the reports tab (all of `reportEndpoints`, docs/reports.md): every
 * call names A's analysis — and A's target or report where the path or body takes one — which B's workspace does
 * not have; each answers 404 and nothing of A's, writes included (valid bodies and queries, so the answer is about
 * the analysis, not the input).
 */
export function reportForeign(x: ReportTargets): Record<ReportCall, Row> {
  const code = () => ({ code: x.projectCode() });
  const target = () => ({ code: x.projectCode(), id: x.targetId() });
  const report = () => ({ code: x.projectCode(), id: x.reportId() });
  const search = () => ({ ...buildSearchRequest(createFilterState()), ...range });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    reportAvailable: denied((c) => c.request(re.reportAvailable, { params: code() })),
    efficiencyReport: denied((c) =>
      c.request(re.efficiencyReport, { params: code(), query: { modelCode: x.modelCode(), ...range, dateType: 'day' } }),
    ),
    reportCreate: denied((c) => c.request(re.reportCreate, { params: code(), body: correlationBody('Beta report') })),
    reportExport: denied((c) =>
      c.request(re.reportExport, { params: code(), query: { kind: 'MARKING', fileType: 'CSV', markingGoalId: x.targetId() } }),
    ),
    markingTargetList: denied((c) => c.request(re.markingTargetList, { params: code() })),
    markingReport: denied((c) => c.request(re.markingReport, { params: target() })),
    markingTargetCreate: denied((c) =>
      c.request(re.markingTargetCreate, { params: code(), body: markingTargetBody('Beta target', 2027) }),
    ),
    markingTargetDelete: denied((c) => c.request(re.markingTargetDelete, { params: target() })),
    efficiencyDocumentSearch: denied((c) =>
      c.request(re.efficiencyDocumentSearch, {
        params: code(),
        body: { ...search(), quality: 'MARKED', markingGoalId: x.targetId() },
      }),
    ),
    reportList: denied((c) => c.request(re.reportList, { params: code() })),
    reportGet: denied((c) => c.request(re.reportGet, { params: report() })),
    reportDelete: denied((c) => c.request(re.reportDelete, { params: report() })),
    categoryTrend: denied((c) =>
      c.request(re.categoryTrend, { params: code(), body: { search: search(), modelCode: x.modelCode(), period: 'day' } }),
    ),
  };
}
