import {
  callSorts,
  endOfDay,
  fromWall,
  scoringCriteria,
  toWall,
  wallDate,
  type CallFilterQuery,
  type CallListQuery,
  type ScoringCriterion,
} from '@sentio/domain';

/**
 * The agent statistics tab keeps its whole state in its own URL parameters (docs/call-scoring.md, "The agent statistics tab"): the tab
 * carries none of the shared filter parameters on a tab switch, so these names never meet the data tab's.
 */
export const views = ['agents', 'calls', 'rules', 'script', 'rescore', 'history'] as const;
export type View = (typeof views)[number];

type Sort = (typeof callSorts)[number];

export interface TabState {
  view: View;
  /** An agent opened from the agents list (the agent detail replaces the list). */
  agent: string | null;
  /** A call opened in the drawer (a document id). */
  call: string | null;
  /** Local dates YYYY-MM-DD in the reporting time zone, both included. */
  from: string;
  to: string;
  filters: {
    agentId: string | null;
    channel: string | null;
    minScore: number | null;
    maxScore: number | null;
    lostCriterion: ScoringCriterion | null;
    includedOnly: boolean;
    callId: string | null;
  };
  page: number;
  size: number;
  sort: Sort;
  direction: 'asc' | 'desc';
}

/** The default range: the last 30 days up to today, in the reporting time zone. */
export const rangeDays = 30;

const localDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallOf = (day: string) => {
  const m = localDay.exec(day);
  return m ? wallDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
};
export const isLocalDay = (value: string | null): value is string => value !== null && wallOf(value) !== null;

export function defaultRange(now: Date, timeZone: string): { from: string; to: string } {
  const today = toWall(now, timeZone).startOf('day');
  return { from: today.subtract(rangeDays - 1, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

const numberOf = (value: string | null, min: number, max: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};
const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the tab's state; anything missing or malformed falls back to its default (never an error). */
export function readState(params: URLSearchParams, now: Date, timeZone: string): TabState {
  const range = defaultRange(now, timeZone);
  const from = params.get('from');
  const to = params.get('to');
  const ranged = isLocalDay(from) && isLocalDay(to) && from <= to;
  return {
    view: oneOf(views, params.get('view')) ?? 'agents',
    agent: params.get('agent') || null,
    call: params.get('call') || null,
    from: ranged ? from : range.from,
    to: ranged ? to : range.to,
    filters: {
      agentId: params.get('fa') || null,
      channel: params.get('ch') || null,
      minScore: numberOf(params.get('smin'), 0, 100),
      maxScore: numberOf(params.get('smax'), 0, 100),
      lostCriterion: oneOf(scoringCriteria, params.get('lost')),
      includedOnly: params.get('inc') === '1',
      callId: params.get('q') || null,
    },
    page: numberOf(params.get('page'), 0, 1_000_000) ?? 0,
    size: numberOf(params.get('size'), 1, 200) ?? 20,
    sort: oneOf(callSorts, params.get('sort')) ?? 'callDate',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** Writes the state back; defaults are left out so a plain link stays short. `tab` is kept. */
export function writeState(state: TabState): URLSearchParams {
  const out = new URLSearchParams({ tab: 'agentStatistics', view: state.view });
  const set = (name: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== '') out.set(name, String(value));
  };
  set('agent', state.agent);
  set('call', state.call);
  set('from', state.from);
  set('to', state.to);
  const f = state.filters;
  set('fa', f.agentId);
  set('ch', f.channel);
  set('smin', f.minScore);
  set('smax', f.maxScore);
  set('lost', f.lostCriterion);
  set('inc', f.includedOnly && '1');
  set('q', f.callId);
  set('page', state.page > 0 && state.page);
  set('size', state.size !== 20 && state.size);
  set('sort', state.sort !== 'callDate' && state.sort);
  set('dir', state.direction !== 'desc' && state.direction);
  return out;
}

/** The instants of a local-date range in the reporting time zone: 00:00 of `from` to 23:59:59.999 of `to`. */
export function rangeInstants(from: string, to: string, timeZone: string): { startDate: string; endDate: string } {
  const start = wallOf(from);
  const end = wallOf(to);
  if (!start || !end) throw new Error(`not a local date range: ${from}..${to}`);
  return {
    startDate: fromWall(start, timeZone).toISOString(),
    endDate: endOfDay(fromWall(end, timeZone), timeZone).toISOString(),
  };
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;

/** The filters of the calls list and its export: the range plus every narrowing set. */
export function callFilter(state: TabState, timeZone: string): CallFilterQuery {
  const f = state.filters;
  return defined({
    ...rangeInstants(state.from, state.to, timeZone),
    agentId: f.agentId ?? undefined,
    channel: f.channel ?? undefined,
    minScore: f.minScore ?? undefined,
    maxScore: f.maxScore ?? undefined,
    lostCriterion: f.lostCriterion ?? undefined,
    includedOnly: f.includedOnly ? ('true' as const) : undefined,
    callId: f.callId ?? undefined,
  });
}

export const callListQueryOf = (state: TabState, timeZone: string): CallListQuery => ({
  ...callFilter(state, timeZone),
  page: state.page,
  size: state.size,
  sort: state.sort,
  direction: state.direction,
});

/** The agents list and an agent's detail: the range and the channel (the other filters narrow single calls). */
export const agentFilter = (state: TabState, timeZone: string): Omit<CallFilterQuery, 'agentId'> =>
  defined({ ...rangeInstants(state.from, state.to, timeZone), channel: state.filters.channel ?? undefined });
