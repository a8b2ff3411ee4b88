import type { ColumnType, Generated } from 'kysely';
import type { StoredCall } from './schema-calls.js';

/** Table types of the projects area (migration 0004). Json columns are written as JSON text, read as values. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type BigId = ColumnType<string, never, never>;
type Never<T> = ColumnType<T, never, never>;
/** Filled by a database trigger: may be left out of inserts. */
type Filled<T> = ColumnType<T, T | undefined, T>;

export type AttributeValue = string | number | boolean | null | (string | number)[];

export interface ChannelTable {
  workspace_id: string;
  code: string;
  name: string;
  description: Generated<string>;
  image: string | null;
  created_at: Generated<Date>;
}

export interface AppFileTable {
  id: Generated<string>;
  workspace_id: string;
  scope: string;
  scope_id: string;
  file_key: string;
  content_type: string;
  size: number;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface ProjectTable {
  id: Generated<string>;
  workspace_id: string;
  code: string;
  name: string;
  description: Generated<string>;
  icon: Generated<string>;
  color: Generated<string>;
  tags: JsonDefault<string[]>;
  status: Generated<string>;
  draft: Json<{ step: number; values: Record<string, unknown> }> | null;
  data_type: Generated<string>;
  visibility: Generated<string>;
  proxy_channel: string | null;
  restrict_models: Generated<boolean>;
  restricted_models: JsonDefault<string[]>;
  restricted_attributes: JsonDefault<{ name: string; type: string }[]>;
  privacy_labels: JsonDefault<string[]>;
  pipeline_stages: JsonDefault<string[]>;
  /** ProjectSettings of the contract; missing keys take the defaults. */
  settings: JsonDefault<Record<string, unknown>>;
  owner_id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProjectModelTable {
  project_id: string;
  model_id: string;
  workspace_id: string;
  position: Generated<number>;
  prediction_active: Generated<boolean>;
  aspect_sentiment: Generated<boolean>;
  keep_loaded: Generated<boolean>;
}

export interface ProjectChannelTable {
  project_id: string;
  workspace_id: string;
  channel_code: string;
}

export interface ProjectAttributeTable {
  project_id: string;
  workspace_id: string;
  code: string;
  name: string;
  type: string;
  position: Generated<number>;
}

export interface ProjectRecentTable {
  user_id: string;
  project_id: string;
  opened_at: Generated<Date>;
}

export interface ProjectSourceTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  channel_code: string | null;
  file_name: string;
  file_type: string;
  size: ColumnType<string, number | string | undefined, number | string>;
  status: Generated<string>;
  progress: Generated<number>;
  total: Generated<number>;
  success_count: Generated<number>;
  fail_count: Generated<number>;
  columns: JsonDefault<string[]>;
  file_key: string | null;
  matching: Json<unknown> | null;
  failed_rows_key: string | null;
  failed_rows_until: Timestamp | null;
  error_code: string | null;
  /** Resume cursor of the import job: rows of the sorted file already committed. */
  imported_rows: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProjectMatchingTemplateTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  name: string;
  matching: Json<unknown>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface ProjectPushSourceTable {
  project_id: string;
  workspace_id: string;
  id: Generated<string>;
  token_hash: string;
  created_at: Generated<Date>;
}

/** What the document view shows of a prediction; filters read project_document_category instead. */
export interface StoredPrediction {
  categories: {
    modelId: string;
    categoryId: string;
    confidence: number;
    sentiment: string | null;
    spans: { segment: number; start: number; end: number; text: string; weight: number }[];
  }[];
  sentiment: { modelId: string; label: string; score: number } | null;
  /** `value`: a mapping's target text or a built-in type's normalised value (docs/entity-mapping.md). */
  entities: { type: string; start: number; end: number; text: string; segment: number; value?: string }[];
  versions: Record<string, string>;
}

export interface ProjectDocumentTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  source_id: string | null;
  external_id: string | null;
  data_type: Generated<string>;
  content: string;
  turns: Json<
    { speaker: 'customer' | 'agent' | 'bot'; text: string; time?: string | null; start?: number | null; end?: number | null }[]
  > | null;
  /** A dialogue's call metadata (migration 0021, docs/dialogue-format.md). */
  call: ColumnType<StoredCall | null, string | null | undefined, string | null>;
  language: Generated<string>;
  /** Generated by the database from language and content. */
  search_vector: Never<string>;
  content_date: Timestamp;
  created_at: Generated<Date>;
  status_updated_at: Generated<Date>;
  channel_code: string | null;
  attributes: JsonDefault<Record<string, AttributeValue>>;
  status: Generated<string>;
  prediction_status: Generated<string>;
  prediction_error: string | null;
  predicted_at: Timestamp | null;
  sentiment: string | null;
  sentiment_score: number | null;
  prediction: Json<StoredPrediction> | null;
  masked: Generated<boolean>;
  alert_note: string | null;
  alerted_by: string | null;
  alerted_at: Timestamp | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  approved_by: string | null;
  approved_at: Timestamp | null;
  trashed_at: Timestamp | null;
  /** The NPS / CSAT answer of the attributes named by the analysis's settings; set by a database trigger (0005). */
  nps_score: Filled<number | null>;
  csat_score: Filled<number | null>;
  /** The customer's key: the value of the analysis's key attribute, set by a database trigger (0010). */
  customer_key: Filled<string | null>;
}

export interface ProjectDocumentCategoryTable {
  document_id: string;
  project_id: string;
  model_id: string;
  category_id: string;
  confidence: number;
  origin: Generated<string>;
  sentiment: string | null;
  /** Copies of the document's rollup keys and measures (migration 0005), kept by database triggers: never written here. */
  day: Filled<Date | string | null>;
  channel: Filled<string | null>;
  /** The document's sentiment label ('' none; migration 0016), where `sentiment` above is the category's own. */
  doc_sentiment: Filled<string | null>;
  has_content: Filled<boolean | null>;
  polarity: Filled<number | null>;
  nps_score: Filled<number | null>;
  csat_score: Filled<number | null>;
  counted: Generated<boolean>;
}

export interface ProjectLabelTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  name: string;
  name_key: string;
  color: Generated<string>;
  created_at: Generated<Date>;
}

export interface ProjectDocumentLabelTable {
  document_id: string;
  label_id: string;
}

export interface ProjectDocumentNoteTable {
  id: Generated<string>;
  document_id: string;
  project_id: string;
  workspace_id: string;
  user_id: string | null;
  text: string;
  created_at: Generated<Date>;
}

export interface ProjectAuditTable {
  id: BigId;
  project_id: string;
  workspace_id: string;
  entity: string;
  entity_id: string;
  action: string;
  user_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: Generated<Date>;
}

export interface ProjectTaskTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  kind: string;
  status: Generated<string>;
  total: Generated<number>;
  done: Generated<number>;
  params: JsonDefault<Record<string, unknown>>;
  file_key: string | null;
  error: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  finished_at: Timestamp | null;
}

export interface ProjectFeedbackTable {
  document_id: string;
  model_id: string;
  project_id: string;
  model_document_id: string | null;
  sent_at: Generated<Date>;
}

export interface ProjectTables {
  channel: ChannelTable;
  app_file: AppFileTable;
  project: ProjectTable;
  project_model: ProjectModelTable;
  project_channel: ProjectChannelTable;
  project_attribute: ProjectAttributeTable;
  project_recent: ProjectRecentTable;
  project_source: ProjectSourceTable;
  project_matching_template: ProjectMatchingTemplateTable;
  project_push_source: ProjectPushSourceTable;
  project_document: ProjectDocumentTable;
  project_document_category: ProjectDocumentCategoryTable;
  project_label: ProjectLabelTable;
  project_document_label: ProjectDocumentLabelTable;
  project_document_note: ProjectDocumentNoteTable;
  project_audit: ProjectAuditTable;
  project_task: ProjectTaskTable;
  project_feedback: ProjectFeedbackTable;
}
