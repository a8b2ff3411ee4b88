import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { CubeDimension } from '../cube.js';
import type { BatchKey, BatchShape } from '../cube-batch.js';
import { MEASURE_COLUMNS } from '../cube-rows.js';
import { monthSplit, type MonthSplit } from '../month-split.js';
import { dayRead, groupedRead, isoBucket, list, monthlyBatch, sums } from '../rollup-repository.js';
import type { DimensionPlanRead } from './dimension-plan.js';

/** Columns of the attribute tables by cube / batch key (both tables share the names; the day table has no model). */
const columnOf: Record<BatchKey, string> = {
  day: 'day',
  channel: 'channel',
  sentiment: 'sentiment',
  status: 'status',
  predictionStatus: 'prediction_status',
  language: 'language',
  model: 'model_id',
  category: 'category_id',
};
const cubeAlias: Record<Exclude<CubeDimension, 'bucket' | 'category'>, string> = {
  channel: 'k_channel',
  sentiment: 'k_sentiment',
  status: 'k_status',
  predictionStatus: 'k_prediction_status',
  language: 'k_language',
};

const tableOf = (plan: DimensionPlanRead): RawBuilder<unknown> =>
  sql.table(plan.table === 'day' ? 'project_rollup_attribute' : 'project_rollup_attribute_category');

/**
 * Reads of the attribute rollups (0019_rollup_dimensions.ts) under a dimension plan: the rollup repository's reads
 * with the attribute's condition, over project_rollup_attribute (the day table's keys) or
 * project_rollup_attribute_category (the category table's). Days are local days of the reporting zone.
 */
export class DimensionRollupRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone = 'UTC',
  ) {}

  private where(plan: DimensionPlanRead, workspaceId: string, projectId: string): RawBuilder<unknown> {
    const { code, operand, values } = plan.dimension;
    const parts: RawBuilder<unknown>[] = [
      sql`r.workspace_id = ${workspaceId}`,
      sql`r.project_id = ${projectId}`,
      sql`r.code = ${code}`,
      operand === 'IN' ? sql`r.value in (${list(values)})` : sql`r.value not in (${list(values)})`,
    ];
    if (plan.fromDay !== null) parts.push(sql`r.day >= ${plan.fromDay}::date`);
    if (plan.toDay !== null) parts.push(sql`r.day <= ${plan.toDay}::date`);
    if (plan.contentOnly) parts.push(sql`r.has_content`);
    for (const c of plan.conditions) {
      const column = sql.ref(`r.${c.column}`);
      parts.push(c.operand === 'IN' ? sql`${column} in (${list(c.values)})` : sql`${column} not in (${list(c.values)})`);
    }
    if (plan.table === 'category') parts.push(sql`r.model_id in (${list(plan.modelIds)})`);
    return sql.join(parts, sql` and `);
  }

  async query(
    plan: DimensionPlanRead,
    workspaceId: string,
    projectId: string,
    groupBy: readonly CubeDimension[],
  ): Promise<Record<string, unknown>[]> {
    if (plan.table === 'category' && plan.modelIds.length === 0) return [];
    const keys = groupBy.flatMap((d): RawBuilder<unknown>[] => {
      if (d === 'bucket') {
        const local = sql`date_trunc(${sql.lit(plan.gap)}, r.day::timestamp)`;
        return [sql`${isoBucket(sql`(${local} at time zone ${sql.lit(this.timeZone)}) at time zone 'UTC'`)} as k_bucket`];
      }
      if (d === 'category') return [sql`r.model_id as k_model`, sql`r.category_id as k_category`];
      return [sql`${sql.ref(`r.${columnOf[d]}`)} as ${sql.ref(cubeAlias[d])}`];
    });
    const ordinals = keys.map((_, i) => String(i + 1)).join(', ');
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join([...keys, sums])}
      from ${tableOf(plan)} as r
      where ${this.where(plan, workspaceId, projectId)}
      group by ${sql.raw(ordinals === '' ? '()' : ordinals)}
      having sum(r.n) > 0
    `.execute(this.db);
    return rows;
  }

  /**
   * Grouping sets of `shape` in one read, as RollupRepository.batch: days as YYYY-MM-DD text, `g` the grouping mask;
   * a range holding whole months reads them from the month rollups and only its edge days from the day rows (the
   * day set alone from the day rows, in a plain read).
   */
  async batch(
    plan: DimensionPlanRead,
    workspaceId: string,
    projectId: string,
    shape: BatchShape,
  ): Promise<Record<string, unknown>[]> {
    if (plan.table === 'category' && plan.modelIds.length === 0) return [];
    const where = this.where(plan, workspaceId, projectId);
    const ref = (k: BatchKey) => sql.ref(`r.${columnOf[k]}`);
    const open = this.where({ ...plan, fromDay: null, toDay: null }, workspaceId, projectId);
    return monthlyBatch(shape, monthSplit(plan.fromDay, plan.toDay), {
      whole: (all) => groupedRead(this.db, tableOf(plan), where, all, ref),
      days: (g) => dayRead(this.db, tableOf(plan), where, g),
      months: (split, rest) => groupedRead(this.db, monthSource(plan, projectId, split), open, rest, ref),
    });
  }
}

/** The columns a month row shares with a day row (all but the day). */
const sourceColumns = {
  day: [
    'workspace_id',
    'project_id',
    'code',
    'value',
    'channel',
    'sentiment',
    'status',
    'prediction_status',
    'language',
    'has_content',
  ],
  category: ['workspace_id', 'project_id', 'code', 'value', 'model_id', 'category_id', 'channel', 'sentiment', 'has_content'],
};

/** The plan's rows as whole months of the month rollup and the edge days of the day rows (same columns). */
function monthSource(plan: DimensionPlanRead, projectId: string, split: MonthSplit): RawBuilder<unknown> {
  const table = plan.table === 'day' ? 'project_rollup_attribute' : 'project_rollup_attribute_category';
  const columns = sql.raw([...sourceColumns[plan.table === 'day' ? 'day' : 'category'], ...MEASURE_COLUMNS].join(', '));
  const months: RawBuilder<unknown>[] = [sql`project_id = ${projectId}`, sql`code = ${plan.dimension.code}`];
  if (split.fromMonth !== null) months.push(sql`month >= ${split.fromMonth}::date`);
  if (split.toMonth !== null) months.push(sql`month <= ${split.toMonth}::date`);
  const parts = [sql`select ${columns} from ${sql.table(`${table}_month`)} where ${sql.join(months, sql` and `)}`];
  if (split.edges.length > 0) {
    const edges = split.edges.map((e) => sql`day between ${e.fromDay}::date and ${e.toDay}::date`);
    parts.push(
      sql`select ${columns} from ${sql.table(table)} where project_id = ${projectId} and code = ${plan.dimension.code} and (${sql.join(edges, sql` or `)})`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
