import type { ColumnType, Generated } from 'kysely';

/** Table types of the models area (migration 0003). Json columns are written as JSON text, read as values. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type BigId = ColumnType<string, never, never>;

export interface ModelTable {
  id: Generated<string>;
  workspace_id: string;
  code: string;
  name: string;
  description: Generated<string>;
  type_code: string;
  classification_type: string;
  sense_type: string;
  data_type: string;
  switches: JsonDefault<{ code: string; default: boolean }[]>;
  pipeline_stages: JsonDefault<{ code: string; enabled: boolean; options: Record<string, string> }[]>;
  channels: JsonDefault<string[]>;
  tags: JsonDefault<string[]>;
  color: Generated<string>;
  access_type: Generated<string>;
  threshold: number | null;
  regularisation: JsonDefault<'auto' | number>;
  /** Adds the English sentence encoder's vectors to the features (docs/models-semantic.md). */
  semantic_features: Generated<boolean>;
  owner_id: string;
  deployed_version_id: string | null;
  labels_changed_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ModelFavouriteTable {
  model_id: string;
  user_id: string;
}

export interface ModelCategoryTable {
  id: Generated<string>;
  model_id: string;
  workspace_id: string;
  parent_id: string | null;
  name: string;
  name_key: string;
  aliases: JsonDefault<{ en?: string; tr?: string }>;
  position: Generated<number>;
  created_at: Generated<Date>;
}

export interface ModelSourceTable {
  id: Generated<string>;
  model_id: string;
  workspace_id: string;
  file_name: string;
  file_type: string;
  size: ColumnType<string, number | string | undefined, number | string>;
  status: Generated<string>;
  progress: Generated<number>;
  total: Generated<number>;
  success_count: Generated<number>;
  fail_count: Generated<number>;
  /** Rows of the file committed so far: where a resumed import continues. */
  imported_rows: Generated<number>;
  columns: JsonDefault<string[]>;
  file_key: string | null;
  matching: Json<unknown> | null;
  failed_rows_key: string | null;
  failed_rows_until: Timestamp | null;
  error_code: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ModelMatchingTemplateTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  matching: Json<unknown>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface ModelPushSourceTable {
  model_id: string;
  workspace_id: string;
  id: Generated<string>;
  token_hash: string;
  created_at: Generated<Date>;
}

export interface ModelDocumentTable {
  id: Generated<string>;
  model_id: string;
  workspace_id: string;
  source_id: string | null;
  external_id: string | null;
  text: string;
  turns: Json<{ speaker: 'customer' | 'agent' | 'bot'; text: string; time?: string }[]> | null;
  content_date: Timestamp | null;
  status: Generated<string>;
  label_ids: JsonDefault<string[]>;
  labelled_by: string | null;
  labelled_at: Timestamp | null;
  attributes: JsonDefault<Record<string, string | number | boolean | null>>;
  created_at: Generated<Date>;
}

export interface ModelMarkingTable {
  id: BigId;
  model_id: string;
  workspace_id: string;
  document_id: string | null;
  user_id: string | null;
  action: string;
  label_ids: JsonDefault<string[]>;
  created_at: Generated<Date>;
}

export interface ModelVersionTable {
  id: Generated<string>;
  model_id: string;
  workspace_id: string;
  number: number;
  name: string;
  status: Generated<string>;
  progress: Generated<number>;
  approval: Generated<string>;
  verified: Generated<boolean>;
  access_type: Generated<string>;
  file_key: string | null;
  accuracy: number | null;
  macro_f1: number | null;
  training_documents: Generated<number>;
  statistics: Json<unknown> | null;
  error: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  finished_at: Timestamp | null;
}

export interface ModelPublicRequestTable {
  model_id: string;
  workspace_id: string;
  status: Generated<string>;
  note: Generated<string>;
  requested_by: string | null;
  requested_at: Generated<Date>;
  reviewed_at: Timestamp | null;
  /** Migration 0029 (docs/public-review.md): the queue's handle, the reviewer, the rejection reason, the reminder. */
  id: Generated<string>;
  reviewed_by: string | null;
  reason: string | null;
  reminded_at: Timestamp | null;
}

export interface ModelTables {
  model: ModelTable;
  model_favourite: ModelFavouriteTable;
  model_category: ModelCategoryTable;
  model_source: ModelSourceTable;
  model_matching_template: ModelMatchingTemplateTable;
  model_push_source: ModelPushSourceTable;
  model_document: ModelDocumentTable;
  model_marking: ModelMarkingTable;
  model_version: ModelVersionTable;
  model_public_request: ModelPublicRequestTable;
}
