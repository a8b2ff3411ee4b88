import type { ColumnType, Generated } from 'kysely';

/** Table types of notification definitions (migration 0013). Json columns are written as JSON text, read as values. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface NotificationDefinitionTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  name: string;
  name_key: string;
  description: Generated<string>;
  type: string;
  subject: string;
  threshold_type: string;
  threshold_value: number;
  category_id: string | null;
  period_type: string;
  period_value: number;
  repeat_day: number | null;
  repeat_hour: number | null;
  model_id: string;
  attribute: string;
  receiver_type: string;
  receiver_values: JsonDefault<string[]>;
  negative_count: Generated<number>;
  list_count: Generated<number>;
  show_root_cause: Generated<boolean>;
  nps_field: string;
  charts: JsonDefault<{ type: string; baseParameter: string | null }[]>;
  enabled: Generated<boolean>;
  last_sent_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationRunTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  definition_id: string;
  period_key: string;
  kind: Generated<string>;
  status: Generated<string>;
  period_from: Timestamp;
  period_to: Timestamp;
  previous_from: Timestamp;
  crossed: Generated<boolean>;
  metrics: Json<Record<string, number | null>> | null;
  previous_metrics: Json<Record<string, number | null>> | null;
  document_count: Generated<number>;
  recipient_count: Generated<number>;
  error: string | null;
  requested_by: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface NotificationRunDocumentTable {
  run_id: string;
  document_id: string;
  project_id: string;
}

export interface NotificationDefinitionTables {
  notification_definition: NotificationDefinitionTable;
  notification_run: NotificationRunTable;
  notification_run_document: NotificationRunDocumentTable;
}
