import type { ColumnType, Generated } from 'kysely';

/** Table types of aliases and the feedback schedule (migration 0015). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AliasTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  alias_type: string;
  key: string;
  model_id: string | null;
  category_id: string | null;
  attribute: string | null;
  value: string | null;
  alias_tr: string | null;
  alias_en: string | null;
  value_alias: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface FeedbackScheduleTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  model_id: string;
  document_type: string;
  type: string;
  repeat_day: number | null;
  repeat_week_day: number | null;
  repeat_time: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface FeedbackScheduleRunTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  schedule_id: string;
  period_key: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  sent_count: number | null;
  error: string | null;
}

export interface AliasFeedbackTables {
  alias: AliasTable;
  feedback_schedule: FeedbackScheduleTable;
  feedback_schedule_run: FeedbackScheduleRunTable;
}
