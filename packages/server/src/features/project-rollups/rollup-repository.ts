import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CubeDimension } from './cube.js';
import { MEASURE_COLUMNS } from './cube-rows.js';
import { batchAlias, type BatchKey, type BatchShape } from './cube-batch.js';
import type { RollupPlanRead } from './rollup-plan.js';
import { monthSplit, type MonthSplit } from './month-split.js';

/** A bucket start as the ISO instant toISOString writes (the value is a timestamp without zone, meant as UTC). */
export const isoBucket = (timestamp: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`to_char(${timestamp}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const dimensionColumns: Record<Exclude<CubeDimension, 'bucket' | 'category'>, string> = {
  channel: 'channel',
  sentiment: 'sentiment',
  status: 'status',
  predictionStatus: 'prediction_status',
  language: 'language',
};
const keyAlias: Record<Exclude<CubeDimension, 'bucket' | 'category'>, string> = {
  channel: 'k_channel',
  sentiment: 'k_sentiment',
  status: 'k_status',
  predictionStatus: 'k_prediction_status',
  language: 'k_language',
};
export type FacetDimension = keyof typeof dimensionColumns;

const batchColumns: Record<BatchKey, string> = {
  day: 'day',
  channel: 'channel',
  sentiment: 'sentiment',
  status: 'status',
  predictionStatus: 'prediction_status',
  language: 'language',
  model: 'model_id',
  category: 'category_id',
};

const tables: Record<RollupPlanRead['table'], string> = {
  day: 'project_rollup_day',
  category: 'project_rollup_category',
  pair: 'project_rollup_category_pair',
};
/** Grouping by category: a pair row's category is its co-category (the filter's category is fixed). */
const categoryRef = (plan: RollupPlanRead, k: 'model' | 'category') =>
  sql.ref(plan.table === 'pair' ? (k === 'model' ? 'r.co_model_id' : 'r.co_category_id') : `r.${batchColumns[k]}`);
/** Category rows of no model: nothing to read. */
const noRows = (plan: RollupPlanRead): boolean =>
  (plan.table === 'pair' || (plan.table === 'category' && !plan.category)) && plan.modelIds.length === 0;

/** The key columns a month row shares with a day row (all but the day). */
const sourceColumns = {
  day: ['workspace_id', 'project_id', 'channel', 'sentiment', 'status', 'prediction_status', 'language', 'has_content'],
  category: ['workspace_id', 'project_id', 'model_id', 'category_id', 'channel', 'sentiment', 'has_content'],
};

/** The measures summed over rollup rows `r`. */
export const sums = sql.raw(MEASURE_COLUMNS.map((m) => `sum(r.${m}) as ${m}`).join(', '));
export const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));

type Rows = Record<string, unknown>[];

/** Grouping sets of `shape` over `source` rows, `ref` naming each key's column; days as YYYY-MM-DD text. */
export async function groupedRead(
  db: Db,
  source: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  shape: BatchShape,
  ref: (k: BatchKey) => RawBuilder<unknown>,
): Promise<Rows> {
  const keys = shape.keys.map((k) =>
    k === 'day' ? sql`to_char(r.day, 'YYYY-MM-DD') as k_day` : sql`${ref(k)} as ${sql.ref(batchAlias[k])}`,
  );
  const sets = sql.join(shape.sets.map((set) => sql`(${sql.join(set.map(ref))})`));
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join([...keys, sql`grouping(${sql.join(shape.keys.map(ref))}) as g`, sums])}
    from ${source} as r
    where ${where}
    group by grouping sets (${sets})
    having sum(r.n) > 0
  `.execute(db);
  return rows;
}

/** The day set alone (the trend's days): one plain grouping by day, lighter than a grouping-sets read. */
export async function dayRead(db: Db, table: RawBuilder<unknown>, where: RawBuilder<unknown>, g: number): Promise<Rows> {
  const { rows } = await sql<Record<string, unknown>>`
    select to_char(r.day, 'YYYY-MM-DD') as k_day, ${sql.lit(g)} as g, ${sums}
    from ${table} as r
    where ${where}
    group by r.day
    having sum(r.n) > 0
  `.execute(db);
  return rows;
}

/** How a batch reads its rows: all of them from the day rows, the day set alone, or the other sets over months. */
export interface BatchReads {
  whole(shape: BatchShape): Promise<Rows>;
  days(g: number): Promise<Rows>;
  months(split: MonthSplit, rest: BatchShape): Promise<Rows>;
}

/**
 * A batch over a range: when `split` has whole months, every set but the day's reads months plus edge days and the
 * day set reads the day rows alone; a set grouping the day with another key needs the day rows for everything.
 */
export async function monthlyBatch(shape: BatchShape, split: MonthSplit | null, reads: BatchReads): Promise<Rows> {
  const byDay = shape.sets.some((set) => set.includes('day'));
  const monthly = split !== null && shape.sets.every((set) => !set.includes('day') || set.length === 1);
  if (split === null || !monthly || (byDay && shape.keys[0] !== 'day')) return reads.whole(shape);
  const rest: BatchShape = {
    keys: shape.keys.filter((k) => k !== 'day'),
    sets: shape.sets.filter((set) => !set.includes('day')),
  };
  // The day is the first key: its bit is the highest of the grouping() mask.
  const dayBit = byDay ? 1 << (shape.keys.length - 1) : 0;
  const [days, others] = await Promise.all([
    byDay ? reads.days(dayBit - 1) : Promise.resolve([]),
    rest.sets.length === 0 ? Promise.resolve([]) : reads.months(split, rest),
  ]);
  return [...days, ...others.map((r) => ({ ...r, g: Number(r['g']) + dayBit }))];
}

/**
 * The SQL of the rollup path: one grouped read of project_rollup_day, project_rollup_category or
 * project_rollup_category_pair under a plan.
 * Its days are local days of the reporting zone (sentio_zone(), kept equal to `timeZone` by RollupService.ensureZone).
 * Rows with n = 0 (kept by the triggers when a group empties) are left out by `having`.
 */
export class RollupRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone = 'UTC',
  ) {}

  private where(plan: RollupPlanRead, workspaceId: string, projectId: string): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [sql`r.workspace_id = ${workspaceId}`, sql`r.project_id = ${projectId}`];
    if (plan.fromDay !== null) parts.push(sql`r.day >= ${plan.fromDay}::date`);
    if (plan.toDay !== null) parts.push(sql`r.day <= ${plan.toDay}::date`);
    if (plan.contentOnly) parts.push(sql`r.has_content`);
    for (const c of plan.conditions) {
      const column = sql.ref(`r.${c.column}`);
      parts.push(c.operand === 'IN' ? sql`${column} in (${list(c.values)})` : sql`${column} not in (${list(c.values)})`);
    }
    if (plan.table !== 'day' && plan.category)
      parts.push(sql`r.model_id = ${plan.category.modelId}`, sql`r.category_id = ${plan.category.categoryId}`);
    if (plan.table === 'category' && !plan.category) parts.push(sql`r.model_id in (${list(plan.modelIds)})`);
    if (plan.table === 'pair') parts.push(sql`r.co_model_id in (${list(plan.modelIds)})`);
    return sql.join(parts, sql` and `);
  }

  private keys(plan: RollupPlanRead, groupBy: readonly CubeDimension[]): RawBuilder<unknown>[] {
    return groupBy.flatMap((d): RawBuilder<unknown>[] => {
      if (d === 'bucket') {
        // Local dates truncated to the bucket, keyed by the instant of the bucket's local midnight.
        const local = sql`date_trunc(${sql.lit(plan.gap)}, r.day::timestamp)`;
        return [sql`${isoBucket(sql`(${local} at time zone ${sql.lit(this.timeZone)}) at time zone 'UTC'`)} as k_bucket`];
      }
      if (d === 'category')
        return [sql`${categoryRef(plan, 'model')} as k_model`, sql`${categoryRef(plan, 'category')} as k_category`];
      return [sql`${sql.ref(`r.${dimensionColumns[d]}`)} as ${sql.ref(keyAlias[d])}`];
    });
  }

  async query(
    plan: RollupPlanRead,
    workspaceId: string,
    projectId: string,
    groupBy: readonly CubeDimension[],
  ): Promise<Record<string, unknown>[]> {
    if (noRows(plan)) return [];
    const table = sql.table(tables[plan.table]);
    const keys = this.keys(plan, groupBy);
    const ordinals = keys.map((_, i) => String(i + 1)).join(', ');
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join([...keys, sums])}
      from ${table} as r
      where ${this.where(plan, workspaceId, projectId)}
      group by ${sql.raw(ordinals === '' ? '()' : ordinals)}
      having sum(r.n) > 0
    `.execute(this.db);
    return rows;
  }

  /**
   * One category's documents grouped by the sets of `shape` (status, prediction status, language) from
   * project_rollup_category_state, which counts documents only (n): the search's facets under a category filter.
   */
  async stateBatch(
    plan: RollupPlanRead,
    workspaceId: string,
    projectId: string,
    shape: BatchShape,
  ): Promise<Record<string, unknown>[]> {
    const ref = (k: BatchKey) => sql.ref(`r.${batchColumns[k]}`);
    const keys = shape.keys.map((k) => sql`${ref(k)} as ${sql.ref(batchAlias[k])}`);
    const sets = sql.join(shape.sets.map((set) => sql`(${sql.join(set.map(ref))})`));
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join([...keys, sql`grouping(${sql.join(shape.keys.map(ref))}) as g`, sql`sum(r.n) as n`])}
      from project_rollup_category_state as r
      where ${this.where(plan, workspaceId, projectId)}
      group by grouping sets (${sets})
      having sum(r.n) > 0
    `.execute(this.db);
    return rows;
  }

  /**
   * Several groupings of one plan's rows in one read (cube-batch.ts): grouping sets of `shape`, `g` the grouping()
   * mask telling which set a row belongs to. Days come as YYYY-MM-DD text (a date would arrive in local time).
   */
  async batch(
    plan: RollupPlanRead,
    workspaceId: string,
    projectId: string,
    shape: BatchShape,
  ): Promise<Record<string, unknown>[]> {
    if (noRows(plan)) return [];
    const split = plan.table === 'pair' ? null : monthSplit(plan.fromDay, plan.toDay);
    const table = sql.table(tables[plan.table]);
    const where = this.where(plan, workspaceId, projectId);
    const ref = (k: BatchKey) => (k === 'model' || k === 'category' ? categoryRef(plan, k) : sql.ref(`r.${batchColumns[k]}`));
    const open: RollupPlanRead = { ...plan, fromDay: null, toDay: null };
    return monthlyBatch(shape, split, {
      whole: (all) => groupedRead(this.db, table, where, all, ref),
      days: (g) => dayRead(this.db, table, where, g),
      months: (s, rest) =>
        groupedRead(this.db, this.monthSource(plan, projectId, s), this.where(open, workspaceId, projectId), rest, ref),
    });
  }

  /** The plan's rows as whole months of the month rollup and the edge days of the day rows (same columns). */
  private monthSource(plan: RollupPlanRead, projectId: string, split: MonthSplit): RawBuilder<unknown> {
    const kind = plan.table === 'day' ? 'day' : 'category';
    const columns = sql.raw([...sourceColumns[kind], ...MEASURE_COLUMNS].join(', '));
    const months: RawBuilder<unknown>[] = [sql`project_id = ${projectId}`];
    if (split.fromMonth !== null) months.push(sql`month >= ${split.fromMonth}::date`);
    if (split.toMonth !== null) months.push(sql`month <= ${split.toMonth}::date`);
    const parts = [
      sql`select ${columns} from ${sql.table(`project_rollup_${kind}_month`)} where ${sql.join(months, sql` and `)}`,
    ];
    if (split.edges.length > 0) {
      const edges = split.edges.map((e) => sql`day between ${e.fromDay}::date and ${e.toDay}::date`);
      parts.push(
        sql`select ${columns} from ${sql.table(tables[kind])} where project_id = ${projectId} and (${sql.join(edges, sql` or `)})`,
      );
    }
    return sql`(${sql.join(parts, sql` union all `)})`;
  }
}
