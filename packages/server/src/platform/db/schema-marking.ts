import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

/** A marking-efficiency target (migration 0024, docs/reports.md). */
export interface MarkingTargetTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  name: string;
  name_key: string;
  year: number;
  month: number | null;
  total_target: number;
  criteria: JsonDefault<string[]>;
  target_short: number | null;
  target_medium: number | null;
  target_long: number | null;
  limit_short: number | null;
  limit_long: number | null;
  category_min: number | null;
  category_max: number | null;
  content_date: string;
  period_start: Timestamp;
  period_end: Timestamp;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface MarkingTables {
  marking_target: MarkingTargetTable;
}
