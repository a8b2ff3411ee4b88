import type { ColumnType, Generated } from 'kysely';

/** Table types of the action planner (migration 0011). Json columns are written as JSON text, read as values. */
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ActionTypeTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  name_key: string;
  color: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface ActionTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  name_key: string;
  description: Generated<string>;
  type_id: string | null;
  priority: Generated<string>;
  status: Generated<string>;
  /** 'YYYY-MM-DD' (a calendar day in the reporting time zone). */
  due_date: string | null;
  responsible_id: string | null;
  benefits: Generated<string>;
  reference_name: Generated<string>;
  creator_id: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
  closed_by: string | null;
  version: Generated<number>;
  evidence_project_id: string | null;
  evidence_project_code: string | null;
  evidence_filter: string | null;
  evidence_label: string | null;
  evidence_document_id: string | null;
  journey_step_id: string | null;
  due_reminded_at: Timestamp | null;
  overdue_notified_at: Timestamp | null;
}

export interface ActionFollowerTable {
  action_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface ActionNoteTable {
  id: Generated<string>;
  action_id: string;
  parent_id: string | null;
  author_id: string | null;
  text: string;
  mention_ids: JsonDefault<string[]>;
  created_at: Generated<Date>;
}

export interface ActionHistoryTable {
  id: Generated<string>;
  action_id: string;
  user_id: string | null;
  at: Generated<Date>;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

export interface ActionCorrectiveTable {
  id: Generated<string>;
  action_id: string;
  kind: string;
  text: string;
  realised_by: string | null;
  realised_at: Timestamp | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface ActionTables {
  action_type: ActionTypeTable;
  action: ActionTable;
  action_follower: ActionFollowerTable;
  action_note: ActionNoteTable;
  action_history: ActionHistoryTable;
  action_corrective: ActionCorrectiveTable;
}
