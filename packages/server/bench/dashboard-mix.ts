// The fixed filter mix of the dashboard benchmark: what the data tab sends when an analyst opens the dashboard and
// changes one thing, built from filter states by the rules package as the web builds them, each with the same filter
// described for the DuckDB peer.
import {
  buildSearchRequest,
  defaultFilterState,
  defaultTenantConfig,
  presetRange,
  previousPeriod,
  type FilterState,
  type SearchRequest,
} from '@sentio/domain';

export interface MixContext {
  projectCode: string;
  modelCode: string;
  /** A leaf category of the model (a frequent one). */
  categoryId: string;
  now: Date;
}

/** The filter of one kind as the peer applies it to its copy of the rows. */
export interface PeerFilter {
  start: Date | null;
  end: Date | null;
  comparisonStart: Date | null;
  comparisonEnd: Date | null;
  channels: readonly string[];
  sentiments: readonly string[];
  segments: readonly string[];
  categoryId: string | null;
  /** Free text; the peer matches it as a case-insensitive substring of the content. */
  query: string;
  /** The trend bucket the widgets use for the range. */
  gap: 'day' | 'week' | 'month';
}

export interface DashboardKind {
  name: string;
  request: SearchRequest;
  peer: PeerFilter;
}

/**
 * Our reading of the trend bucket the widgets pick when neither the request nor the widget names one (the widget
 * config's documented rule: ≤ 92 days daily, ≤ 1 year weekly, else monthly; the mix has no range of ≤ 2 days).
 */
function gapFor(start: Date | null, end: Date | null, now: Date): PeerFilter['gap'] {
  const days = ((end ?? now).getTime() - (start ?? new Date(now.getTime() - 548 * 86_400_000)).getTime()) / 86_400_000;
  return days <= 92 ? 'day' : days <= 366 ? 'week' : 'month';
}

export function dashboardMix(ctx: MixContext): DashboardKind[] {
  // The web's ranges are whole days in the tenant's zone; the server's TIME_ZONE defaults to the same zone.
  const timeZone = defaultTenantConfig.timeZone;
  const clock = { now: ctx.now, timeZone };
  const range = (code: string) => {
    const r = presetRange(code, clock);
    if (!r) throw new Error(`unknown preset ${code}`);
    return r;
  };
  const ytd = range('YEAR_TO_DATE');
  const year = range('LAST_12_MONTHS');
  const previous = previousPeriod(year, { timeZone });
  // The data tab opens on the default range (year to date); the filter kinds change one thing on it.
  const base = { startDate: ytd.start, endDate: ytd.end };
  const kinds: [string, Partial<FilterState>, Partial<PeerFilter>][] = [
    ['last 30 days', { startDate: range('LAST_30_DAYS').start, endDate: range('LAST_30_DAYS').end }, {}],
    ['year to date', base, {}],
    [
      'last 12 months vs previous period',
      { startDate: year.start, endDate: year.end, comparisonStartDate: previous.start, comparisonEndDate: previous.end },
      { comparisonStart: previous.start, comparisonEnd: previous.end },
    ],
    [
      'channel = APP_REVIEW (YTD)',
      { ...base, fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] }] },
      { channels: ['APP_REVIEW'] },
    ],
    [
      'one category (YTD)',
      {
        ...base,
        categoryQueries: [
          {
            fieldName: ctx.modelCode,
            operand: 'IN',
            ids: [{ _id: ctx.categoryId, code: null, name: ctx.categoryId, sentiment: null, virtual: false, dynamic: false }],
          },
        ],
      },
      { categoryId: ctx.categoryId },
    ],
    [
      'sentiment = NEGATIVE (YTD)',
      { ...base, fieldQueries: [{ fieldName: 'sentiment', operand: 'IN', values: [{ key: 'NEGATIVE' }] }] },
      { sentiments: ['NEGATIVE'] },
    ],
    [
      'segment IN (premium, corporate) (YTD)',
      {
        ...base,
        fieldQueries: [{ fieldName: 'segment', operand: 'IN', values: [{ key: 'premium' }, { key: 'corporate' }] }],
      },
      { segments: ['premium', 'corporate'] },
    ],
    ['free text "kargo" (YTD, scan)', { ...base, query: 'kargo' }, { query: 'kargo' }],
  ];
  return kinds.map(([name, change, peer]) => {
    const state: FilterState = { ...defaultFilterState, widget: true, size: 10, ...change };
    const request = buildSearchRequest(state, { projectCode: ctx.projectCode, timeZone });
    return {
      name,
      request,
      peer: {
        start: state.startDate,
        end: request.endDate ? new Date(request.endDate) : null,
        comparisonStart: null,
        comparisonEnd: null,
        channels: [],
        sentiments: [],
        segments: [],
        categoryId: null,
        query: '',
        gap: gapFor(state.startDate, state.endDate, ctx.now),
        ...peer,
        ...(peer.comparisonEnd && request.comparisonEndDate ? { comparisonEnd: new Date(request.comparisonEndDate) } : {}),
      },
    };
  });
}
