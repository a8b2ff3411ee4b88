import { fromWall, toWall, type Gap } from '@sentio/domain';
import type { CubeDimension } from './cube.js';
import { MEASURE_COLUMNS } from './cube-rows.js';

/**
 * One read answers several cube questions of one filter and period: the repositories group by GROUPING SETS, one
 * set per question a dashboard call asks (the day, each column, the category with and without the channel), and
 * the answers are derived here — buckets wider than a day are summed from the days (local days of the reporting
 * zone, weeks from Monday; a bucket's key is the instant of its local midnight), the
 * total from the days. Derived rows are sums of rows with n > 0, so they equal what a direct grouped read returns.
 */

export type BatchKey = 'day' | 'channel' | 'sentiment' | 'status' | 'predictionStatus' | 'language' | 'model' | 'category';
export type BatchSet = readonly BatchKey[];

/** The output alias of a batch key (the cube's own aliases; `k_day` only lives inside a batch). */
export const batchAlias: Record<BatchKey, string> = {
  day: 'k_day',
  channel: 'k_channel',
  sentiment: 'k_sentiment',
  status: 'k_status',
  predictionStatus: 'k_prediction_status',
  language: 'k_language',
  model: 'k_model',
  category: 'k_category',
};

export interface BatchShape {
  /** Every key, in the order of the grouping() mask. */
  keys: readonly BatchKey[];
  sets: readonly BatchSet[];
}

const COLUMN_DIMS = ['channel', 'sentiment', 'status', 'predictionStatus', 'language'] as const;
/** Documents by day and by each column (the day rollup, or the documents under a filter). */
export const DIMENSIONS: BatchShape = { keys: ['day', ...COLUMN_DIMS], sets: [['day'], ...COLUMN_DIMS.map((d) => [d])] };
/** One category's documents (the category rollup keys day, channel and sentiment). */
export const ONE_CATEGORY: BatchShape = { keys: ['day', 'channel', 'sentiment'], sets: [['day'], ['channel'], ['sentiment']] };
/** One category's documents by state (the category state rollup: counts only, no sentiment or score measures). */
export const CATEGORY_STATES: BatchShape = {
  keys: ['status', 'predictionStatus', 'language'],
  sets: [['status'], ['predictionStatus'], ['language']],
};
/** The categories of one category's documents (the pair rollup keys no channel). */
export const CATEGORY_PAIRS: BatchShape = { keys: ['model', 'category'], sets: [['model', 'category']] };
/** Category rows, with and without the channel. */
export const CATEGORIES: BatchShape = {
  keys: ['model', 'category', 'channel'],
  sets: [
    ['model', 'category'],
    ['model', 'category', 'channel'],
  ],
};

/** The grouping() value of a set's rows: a bit (first key highest) for every key the set does not group by. */
const maskOf = (shape: BatchShape, set: BatchSet): number =>
  shape.keys.reduce((g, k, i) => (set.includes(k) ? g : g | (1 << (shape.keys.length - 1 - i))), 0);

type Row = Record<string, unknown>;
const NO_DAY = '';

/** The rows of one batch read, by set. */
export class BatchAnswer {
  private readonly bySet = new Map<number, Row[]>();

  constructor(
    private readonly shape: BatchShape,
    rows: readonly Row[],
    private readonly timeZone = 'UTC',
  ) {
    for (const row of rows) {
      const g = Number(row['g']);
      const list = this.bySet.get(g) ?? [];
      list.push(row);
      this.bySet.set(g, list);
    }
  }

  rowsOf(set: BatchSet): Row[] {
    return this.bySet.get(maskOf(this.shape, set)) ?? [];
  }

  /**
   * The rows a direct grouped read would return for `groupBy` (keys under the cube's aliases, measures as numbers),
   * or null when this shape cannot answer it.
   */
  answer(groupBy: readonly CubeDimension[], gap: Gap, modelId: string | undefined): Row[] | null {
    const has = (k: BatchKey) => this.shape.keys.includes(k);
    if (groupBy.includes('category')) {
      if (!has('category')) return null;
      const withChannel = groupBy.length === 2 && groupBy[1] === 'channel';
      if (groupBy[0] !== 'category' || (groupBy.length !== 1 && !withChannel) || (withChannel && !has('channel'))) return null;
      const rows = this.rowsOf(withChannel ? ['model', 'category', 'channel'] : ['model', 'category']);
      return modelId === undefined ? rows : rows.filter((r) => r['k_model'] === modelId);
    }
    if (!has('day') || modelId !== undefined) return null;
    const days = this.rowsOf(['day']);
    if (groupBy.length === 0)
      return sumBy(
        days,
        () => '',
        () => ({}),
      );
    const [d, ...more] = groupBy;
    if (d === undefined || more.length > 0) return null;
    if (d === 'bucket') {
      if (gap === 'hour') return null;
      // A document without the searched date (no status update yet) is in no bucket, as a direct read's NULL.
      return sumBy(
        days,
        (r) => (typeof r['k_day'] === 'string' ? bucketOf(r['k_day'], gap, this.timeZone) : NO_DAY),
        (key) => ({ k_bucket: key === NO_DAY ? null : key }),
      );
    }
    if (d === 'category' || !has(d)) return null;
    return this.rowsOf([d]);
  }
}

/** Sums the measures of rows with one key; groups summing to n = 0 are left out as `having sum(n) > 0` would. */
function sumBy(rows: readonly Row[], keyOf: (r: Row) => string, keys: (key: string) => Row): Row[] {
  const out = new Map<string, Row>();
  for (const r of rows) {
    const key = keyOf(r);
    let acc = out.get(key);
    if (!acc) {
      acc = keys(key);
      for (const m of MEASURE_COLUMNS) acc[m] = 0;
      out.set(key, acc);
    }
    for (const m of MEASURE_COLUMNS) acc[m] = Number(acc[m]) + Number(r[m]);
  }
  return [...out.values()].filter((r) => Number(r['n']) > 0);
}

/**
 * The start of a local day's bucket, date_trunc(gap, day) on local dates (weeks start on Monday), as the ISO instant
 * of that date's midnight in `timeZone` — what the repositories' bucket keys hold.
 */
export function bucketOf(day: string, gap: Exclude<Gap, 'hour'>, timeZone = 'UTC'): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  let start: Date;
  if (gap === 'day') start = new Date(Date.UTC(y, m - 1, d));
  else if (gap === 'week') {
    const t = new Date(Date.UTC(y, m - 1, d));
    start = new Date(t.getTime() - ((t.getUTCDay() + 6) % 7) * 86_400_000);
  } else if (gap === 'month') start = new Date(Date.UTC(y, m - 1, 1));
  else if (gap === 'quarter') start = new Date(Date.UTC(y, Math.floor((m - 1) / 3) * 3, 1));
  else start = new Date(Date.UTC(y, 0, 1));
  return timeZone === 'UTC' ? start.toISOString() : fromWall(toWall(start, 'UTC'), timeZone).toISOString();
}
