import { customerEndpoints as ce } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type FcrCall =
  'fcrSettings' | 'fcrSettingsUpdate' | 'fcrReport' | 'fcrSubReportList' | 'fcrSubReportCreate' | 'fcrSubReportDelete';

/** What the routes matrix knows of A's records when the attacks run (read lazily: they are filled in its beforeAll). */
export interface FcrTargets {
  /** A's analysis, its model and a category of it (a sub-report names them). */
  projectCode: () => string;
  modelCode: () => string;
  categoryId: () => string;
  /** A's sub-report. */
  subReportId: () => string;
}

/**
 * The routes matrix's cross-workspace rows of first-call resolution (docs/first-call-resolution.md). Settings, report
 * and sub-report list are the caller's own workspace's (B reads its own, none of A's); B's settings and sub-reports
 * naming A's analysis are refused as unknown analyses (400 ANALYSIS_NOT_FOUND, A's records untouched); a report over
 * A's sub-report and the deletion of A's sub-report are 404.
 */
export function fcrForeign(x: FcrTargets): Record<FcrCall, Row> {
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const own = (attack: Attack): Row => ({ attack, expectDenied: false });
  const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
  return {
    fcrSettings: own((c) => c.request(ce.fcrSettings)),
    fcrSettingsUpdate: own((c) => c.request(ce.fcrSettingsUpdate, { body: { dayRange: 3, projectCodes: [x.projectCode()] } })),
    fcrReport: denied((c) => c.request(ce.fcrReport, { body: { ...range, subReportId: x.subReportId() } })),
    fcrSubReportList: own((c) => c.request(ce.fcrSubReportList)),
    fcrSubReportCreate: own((c) =>
      c.request(ce.fcrSubReportCreate, {
        body: {
          name: 'Over another workspace',
          projectCodes: [x.projectCode()],
          categories: [`${x.modelCode()}:${x.categoryId()}`],
        },
      }),
    ),
    fcrSubReportDelete: denied((c) => c.request(ce.fcrSubReportDelete, { params: { id: x.subReportId() } })),
  };
}
