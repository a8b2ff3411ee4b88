import type { Gap, NpsSettings, SearchRequest, WidgetConfig, WidgetData, WidgetKind } from '@sentio/domain';
import type { Catalogue } from '../../project-documents/catalogue.js';
import {
  addMeasures,
  emptyMeasures,
  type Cube,
  type CubeAnswer,
  type CubeDimension,
  type CubeRow,
  type Measures,
} from '../../project-rollups/cube.js';
import type { DrillRange } from '@sentio/domain';

/** Which range a cube question counts: the request's own dates or its comparison dates. */
export type Period = 'main' | 'comparison';

export interface CubeAsk {
  period: Period;
  groupBy: readonly CubeDimension[];
  gap?: Gap;
  modelId?: string;
}

/** A confirmed root cause as the root cause widgets name it. */
export interface RootCauseRef {
  rootCauseId: string;
  name: string;
  alias: { tr: string; en: string };
}

/** The measures of one root cause's documents (in one trend bucket when grouped by bucket). */
export interface RootCauseMeasures {
  rootCauseId: string;
  bucket?: string;
  m: Measures;
}

/** The scans of documents some widgets need (free text is not in the rollups). */
export interface ScanSource {
  /** Newest matching documents' text (content, or one attribute's text) with their sentiment label, at most `limit`. */
  texts(
    request: SearchRequest,
    attribute: string | null,
    limit: number,
  ): Promise<{ text: string; language: string; sentiment: string | null }[]>;
  /** Value → number of matching documents, over the numeric values of one attribute. */
  numericValues(request: SearchRequest, attribute: string): Promise<{ value: number; count: number }[]>;
  /** How many documents the search lists (its total), e.g. with a chart element's drill applied. */
  count(request: SearchRequest): Promise<number>;
  /** Measures per root cause of the matching documents (per bucket of `gap` when given); rollups do not know root causes. */
  rootCauses(request: SearchRequest, gap: Gap | null): Promise<RootCauseMeasures[]>;
  /** The analysis's confirmed root causes. */
  rootCauseNames(): Promise<RootCauseRef[]>;
}

/**
 * What one widget is computed from. `cube` answers are memoised per dashboard call: widgets asking the same
 * question (the totals, the per-bucket trend, the per-category rows) share one query.
 */
export interface WidgetContext {
  cat: Catalogue;
  request: SearchRequest;
  config: WidgetConfig;
  settings: NpsSettings;
  /** The main range, and the comparison range when the request asks for one. */
  main: DrillRange;
  comparison: DrillRange | null;
  /** The reporting zone (config.timeZone): trend buckets and drill dates are its local times. */
  timeZone: string;
  ask(q: CubeAsk): Promise<CubeRow[]>;
  total(period: Period): Promise<Measures>;
  channelNames(): Promise<Map<string, string>>;
  /** The attribute setting's bucket width for distributions, null for automatic buckets. */
  bucketWidth(attribute: string): Promise<number | null>;
  scan: ScanSource;
  /** Set by computations that counted documents instead of reading the rollups. */
  markScan(): void;
}

/** What every widget of one dashboard call shares: the analysis, the request, settings and the memoised cube. */
export interface DashboardBase {
  cat: Catalogue;
  request: SearchRequest;
  settings: NpsSettings;
  main: DrillRange;
  comparison: DrillRange | null;
  timeZone: string;
  cube(q: CubeAsk): Promise<CubeAnswer>;
  channelNames(): Promise<Map<string, string>>;
  bucketWidth(attribute: string): Promise<number | null>;
  scan: ScanSource;
}

/** The context of one widget; `scanned()` tells whether any of its numbers came from counting documents. */
export function widgetContext(base: DashboardBase, config: WidgetConfig): { ctx: WidgetContext; scanned: () => boolean } {
  let scanned = false;
  const ask = async (q: CubeAsk): Promise<CubeRow[]> => {
    const answer = await base.cube(q);
    if (answer.source === 'SCAN') scanned = true;
    return answer.rows;
  };
  const ctx: WidgetContext = {
    ...base,
    config,
    ask,
    total: async (period) => sumRows(await ask({ period, groupBy: [] })),
    markScan: () => {
      scanned = true;
    },
  };
  return { ctx, scanned: () => scanned };
}

export type KindResult = { data: WidgetData } | { problem: string };
export type KindComputer = (ctx: WidgetContext) => Promise<KindResult>;
export type KindComputers = Record<WidgetKind, KindComputer>;

export const problem = (code: string): KindResult => ({ problem: code });

/** The request whose range is the comparison range (a copy with the comparison dates as its dates). */
export function periodRequest(request: SearchRequest, period: Period): SearchRequest {
  if (period === 'main') return request;
  return { ...request, startDate: request.comparisonStartDate, endDate: request.comparisonEndDate };
}

export const hasComparison = (r: SearchRequest): boolean => r.comparisonStartDate !== null && r.comparisonEndDate !== null;

const asDate = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));
export const rangeOf = (r: SearchRequest, period: Period): DrillRange =>
  period === 'main'
    ? { start: asDate(r.startDate), end: asDate(r.endDate) }
    : { start: asDate(r.comparisonStartDate), end: asDate(r.comparisonEndDate) };

/** The fields of the request a cube answer depends on (paging, sorting and widget fields are not). */
function cubeKey(request: SearchRequest, q: CubeAsk): string {
  const { page: _p, size: _s, sort: _o, widget: _w, selectedWidgets: _sw, facet: _f, ...rest } = request;
  return JSON.stringify([rest, q.period, q.groupBy, q.gap ?? null, q.modelId ?? null]);
}

/** A per-call cache of cube answers keyed by the question; the promise is shared, so concurrent asks run once. */
export function memoCube(cube: Cube, cat: Catalogue, request: SearchRequest) {
  const cache = new Map<string, Promise<CubeAnswer>>();
  return (q: CubeAsk): Promise<CubeAnswer> => {
    const key = cubeKey(request, q);
    let hit = cache.get(key);
    if (!hit) {
      hit = cube.query(cat, {
        request: periodRequest(request, q.period),
        groupBy: q.groupBy,
        ...(q.gap ? { gap: q.gap } : {}),
        ...(q.modelId ? { modelId: q.modelId } : {}),
      });
      cache.set(key, hit);
    }
    return hit;
  };
}

export const sumRows = (rows: readonly CubeRow[]): Measures => rows.reduce((acc, r) => addMeasures(acc, r.m), emptyMeasures());
