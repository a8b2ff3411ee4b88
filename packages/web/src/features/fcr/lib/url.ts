import {
  createFilterState,
  encodeFilters,
  fcrDayRangeMax,
  formatUrlDate,
  isValidRange,
  normalizeEndDate,
  parseUrlDate,
  type FcrBucket,
  type FcrReport,
  type FcrReportBody,
  type FieldQuery,
  type CategoryQuery,
  type MaybeDateRange,
} from '@sentio/domain';

/**
 * The report page's view lives in its URL (docs/first-call-resolution.md), so a link restores it: `sd`, `ed`, `csd`,
 * `ced` as in the analysis page (URL dates in the tenant's zone), `dayRange` (the quick day range) and `subReport`.
 * `csd` absent means nobody chose a comparison yet (the previous period applies); present but empty: switched off.
 */
export interface FcrView {
  range: MaybeDateRange;
  comparison: MaybeDateRange;
  comparisonUnset: boolean;
  dayRange: number | null;
  subReportId: string | null;
}

const quiet = () => undefined;

function dayRangeOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= fcrDayRangeMax ? n : null;
}

export function readView(params: URLSearchParams, timeZone: string): FcrView {
  const date = (name: string, end: boolean) => parseUrlDate(params.get(name), { timeZone, end, warn: quiet });
  return {
    range: { start: date('sd', false), end: date('ed', true) },
    comparison: { start: date('csd', false), end: date('ced', true) },
    comparisonUnset: !params.has('csd'),
    dayRange: dayRangeOf(params.get('dayRange')),
    subReportId: params.get('subReport') || null,
  };
}

/** The page's query string; a view without a comparison keeps empty `csd`/`ced` (switched off, not unset). */
export function writeView(view: FcrView, timeZone: string): URLSearchParams {
  const date = (d: Date | null | undefined) => (d ? formatUrlDate(d, { timeZone }) : '');
  const params = new URLSearchParams();
  params.set('sd', date(view.range.start));
  params.set('ed', date(view.range.end));
  if (!view.comparisonUnset) {
    params.set('csd', date(view.comparison.start));
    params.set('ced', date(view.comparison.end));
  }
  if (view.dayRange !== null) params.set('dayRange', String(view.dayRange));
  if (view.subReportId !== null) params.set('subReport', view.subReportId);
  return params;
}

/** The report request of a view, with the range ends as the search sends them (so a drill lists the same documents). */
export function reportBody(view: FcrView, timeZone: string): FcrReportBody | null {
  if (!isValidRange(view.range)) return null;
  const end = (d: Date) => normalizeEndDate(d, { timeZone }).toISOString();
  const comparison = isValidRange(view.comparison) ? view.comparison : null;
  return {
    startDate: view.range.start.toISOString(),
    endDate: end(view.range.end),
    comparisonStartDate: comparison ? comparison.start.toISOString() : null,
    comparisonEndDate: comparison ? end(comparison.end) : null,
    dayRange: view.dayRange,
    subReportId: view.subReportId,
  };
}

export interface DrillTarget {
  projectCode: string;
  bucket: FcrBucket;
  subReportId: string | null;
  /** A by-channel row: only that channel's first contacts. */
  channel?: string;
  /** A by-category row. */
  category?: { modelCode: string; categoryId: string; name: string };
}

/**
 * The data tab of one analysis listing the first contacts of the issues behind a number: `dofc` (the bucket, with
 * the sub-report and the report's day range), the channel or category filter, and exactly the report's range, so the
 * list's total is that number.
 */
export function drillUrl(
  target: DrillTarget,
  report: Pick<FcrReport, 'startDate' | 'endDate' | 'dayRange'>,
  timeZone: string,
): string {
  const fieldQueries: FieldQuery[] = target.channel
    ? [{ fieldName: 'channel', operand: 'IN', values: [{ key: target.channel }] }]
    : [];
  const categoryQueries: CategoryQuery[] = target.category
    ? [
        {
          fieldName: target.category.modelCode,
          operand: 'IN',
          ids: [
            {
              _id: target.category.categoryId,
              code: null,
              name: target.category.name,
              sentiment: null,
              virtual: false,
              dynamic: false,
            },
          ],
        },
      ]
    : [];
  const state = createFilterState({
    tab: 'project_data',
    startDate: new Date(report.startDate),
    endDate: new Date(report.endDate),
    dofc: `${target.subReportId ? `${target.bucket}:${target.subReportId}` : target.bucket}@${report.dayRange}`,
    fieldQueries,
    categoryQueries,
  });
  return `/project/detail/${encodeURIComponent(target.projectCode)}?${encodeFilters(state, { timeZone }).toString()}`;
}
