import type { ColumnType, Generated } from 'kysely';
import type { RootCauseAnalysisInput } from '@sentio/domain';

/** Table types of root cause analysis (migration 0009). Json columns are written as JSON text, read as values. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What an analysis stores of its create body besides name and model. */
export type StoredRcaSettings = Omit<RootCauseAnalysisInput, 'name' | 'modelCode' | 'automated'>;
export interface StoredCategoryStat {
  categoryId: string;
  documentCount: number;
  outlierCount: number;
}

export interface RootCauseAnalysisTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  model_id: string;
  name: string;
  name_key: string;
  settings: Json<StoredRcaSettings>;
  automated: Generated<boolean>;
  state: Generated<string>;
  progress: Generated<number>;
  error_code: string | null;
  job_id: string | null;
  document_count: Generated<number>;
  category_stats: JsonDefault<StoredCategoryStat[]>;
  watermark: Timestamp | null;
  last_run_at: Timestamp | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RootCauseTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  name: string;
  name_key: string;
  description: Generated<string>;
  sentiment: string | null;
  alias: JsonDefault<{ tr: string; en: string }>;
  category_ids: JsonDefault<string[]>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RcaTopicTable {
  id: Generated<string>;
  analysis_id: string;
  project_id: string;
  workspace_id: string;
  category_id: string;
  algorithm: Generated<string>;
  label: string;
  key_phrases: JsonDefault<{ phrase: string; score: number }[]>;
  size: Generated<number>;
  status: Generated<string>;
  root_cause_id: string | null;
  representative_ids: JsonDefault<string[]>;
  sentiment: JsonDefault<{ positive: number; neutral: number; negative: number }>;
  trend: JsonDefault<{ bucket: string; count: number; share: number }[]>;
  attributes: JsonDefault<{ code: string; values: { value: string; count: number }[] }[]>;
  created_at: Generated<Date>;
}

export interface RcaTopicDocumentTable {
  topic_id: string;
  document_id: string;
  project_id: string;
  similarity: Generated<number>;
}

export interface TopicUpdateTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  analysis_id: string | null;
  kind: string;
  state: Generated<string>;
  progress: Generated<number>;
  topic_ids: JsonDefault<string[]>;
  root_cause_id: string | null;
  params: JsonDefault<Record<string, unknown>>;
  error_code: string | null;
  job_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  finished_at: Timestamp | null;
}

export interface DocumentRootCauseTable {
  document_id: string;
  root_cause_id: string;
  project_id: string;
  topic_id: string | null;
  update_id: string | null;
  created_at: Generated<Date>;
}

export interface RcaKeywordTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  keyword: string;
  keyword_key: string;
  connected: JsonDefault<string[]>;
  category_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface RootCauseTables {
  root_cause_analysis: RootCauseAnalysisTable;
  root_cause: RootCauseTable;
  rca_topic: RcaTopicTable;
  rca_topic_document: RcaTopicDocumentTable;
  topic_update: TopicUpdateTable;
  document_root_cause: DocumentRootCauseTable;
  rca_keyword: RcaKeywordTable;
}
