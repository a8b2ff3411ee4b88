import type { FieldFilter } from '../../project-documents/search-plan.js';
import { planRollup, type PlanInput, type RollupPlan, type RollupPlanRead } from '../rollup-plan.js';

/**
 * The planner's piece for attributes declared as dimensions (docs/dashboards.md "Dimension attributes"). Pure: a
 * filter whose only part the rollups cannot test is `attribute IN / NOT IN (values)` on one usable dimension is read
 * from the attribute rollups — the plan the rollup planner makes without that condition, plus the condition. Every
 * other question keeps the rollup planner's answer.
 */

export interface DimensionCondition {
  code: string;
  operand: 'IN' | 'NOT_IN';
  values: string[];
}

/** A rollup read of the attribute tables: `table` day → project_rollup_attribute, category → …_attribute_category. */
export type DimensionPlanRead = RollupPlanRead & { dimension: DimensionCondition };

/** Longer values are stored cut (0019_rollup_dimensions.ts): a filter value this long is tested over the documents. */
export const DIMENSION_VALUE_MAX = 200;

/** What the attribute tables key besides the attribute (the category table: the category rollup's 0016 keys). */
const TABLE_COLUMNS: Record<'day' | 'category', ReadonlySet<string>> = {
  day: new Set(['channel', 'sentiment', 'status', 'prediction_status', 'language']),
  category: new Set(['channel', 'sentiment']),
};
/** The parts of a rollup read this piece knows how to apply; a plan with any other part is left to the rollup planner. */
const KNOWN = new Set(['source', 'table', 'fromDay', 'toDay', 'contentOnly', 'conditions', 'category', 'modelIds', 'gap']);

export const isDimensionRead = (plan: RollupPlan): plan is DimensionPlanRead => plan.source === 'ROLLUP' && 'dimension' in plan;

function condition(f: FieldFilter, usable: ReadonlySet<string>): DimensionCondition | null {
  if (f.kind !== 'attribute' || !usable.has(f.code) || f.type !== 'TEXT') return null;
  if (f.operand !== 'IN' && f.operand !== 'NOT_IN') return null;
  if (f.values.length === 0 || f.values.some((v) => v === '' || v.length > DIMENSION_VALUE_MAX)) return null;
  return { code: f.code, operand: f.operand, values: f.values };
}

/** `usable`: the analysis's dimensions the planner may read (READY and within the cap of values). */
export function planWithDimensions(input: PlanInput, usable: ReadonlySet<string>): RollupPlan {
  const plain = planRollup(input);
  if (plain.source === 'ROLLUP' || usable.size === 0) return plain;
  const attributes = input.plan.fields.filter((f) => f.kind === 'attribute');
  const [only, ...more] = attributes;
  if (!only || more.length > 0) return plain;
  const dimension = condition(only, usable);
  if (!dimension) return plain;
  const rest = planRollup({ ...input, plan: { ...input.plan, fields: input.plan.fields.filter((f) => f !== only) } });
  if (rest.source !== 'ROLLUP' || rest.category !== null) return plain;
  if (rest.table !== 'day' && rest.table !== 'category') return plain;
  if (Object.keys(rest).some((k) => !KNOWN.has(k))) return plain;
  const columns = TABLE_COLUMNS[rest.table];
  if (rest.conditions.some((c) => !columns.has(c.column))) return plain;
  const read: DimensionPlanRead = { ...rest, dimension };
  return read;
}
