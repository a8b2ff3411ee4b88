import type { ColumnType, Generated } from 'kysely';

/** Tables of the assistants area (migration 0032, docs/assistants.md). Json columns are written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AssistantTable {
  id: Generated<string>;
  workspace_id: string;
  owner: string;
  project_id: string | null;
  model_id: string | null;
  subject: string;
  action_type: string;
  repeat_count: number;
  llm_model: string | null;
  document_count: number;
  prompt: string;
  category_ids: JsonDefault<string[]>;
  assignment_limit: number | null;
  allow_new_root_cause: boolean;
  min_assigned: number;
  max_assigned: number;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** A category (or root cause) a run may name, fixed when the run is queued. */
export interface StoredRunCategory {
  name: string;
  categoryId: string | null;
  modelId: string | null;
  modelCode: string | null;
  rootCauseId: string | null;
}

/** What a run works with, copied from the assistant (and the analysis) when it is queued. */
export interface StoredRunSettings {
  owner: 'PROJECT' | 'MODEL';
  projectId: string | null;
  projectCode: string | null;
  modelId: string | null;
  subject: string;
  prompt: string;
  llmModel: string | null;
  repeatCount: number;
  assignmentLimit: number | null;
  allowNew: boolean;
  min: number;
  max: number;
  categories: StoredRunCategory[];
}

export interface StoredAnswer {
  text: string;
  citations: { documentId: string; quote: string }[];
}

export interface AssistantRunTable {
  id: Generated<string>;
  workspace_id: string;
  assistant_id: string;
  account_id: string;
  status: Generated<string>;
  action_type: string;
  settings: Json<StoredRunSettings>;
  document_ids: JsonDefault<string[]>;
  matching: Generated<number>;
  total: Generated<number>;
  processed: Generated<number>;
  suggestion_count: Generated<number>;
  tokens_used: Generated<number>;
  error_code: string | null;
  answer: ColumnType<StoredAnswer | null, string | null | undefined, string | null>;
  started_by: string | null;
  created_at: Generated<Date>;
  finished_at: Timestamp | null;
}

export interface AssistantSuggestionTable {
  id: Generated<string>;
  workspace_id: string;
  assistant_id: string;
  run_id: string;
  document_id: string;
  kind: string;
  category_id: string | null;
  model_id: string | null;
  name: string;
  root_cause_id: string | null;
  quote: Generated<string>;
  reason: Generated<string>;
  confidence: number;
  status: Generated<string>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface AssistantTables {
  assistant: AssistantTable;
  assistant_run: AssistantRunTable;
  assistant_suggestion: AssistantSuggestionTable;
}
