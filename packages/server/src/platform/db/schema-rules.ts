import type { ColumnType, Generated } from 'kysely';

/** Table types of the rules area (migration 0012, docs/rules.md). Json columns are written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type BigId = ColumnType<string, never, never>;

/** What a rule evaluates and does (the stored shape of its definition). */
export interface StoredRuleDefinition {
  relation: 'AND' | 'OR';
  algorithmType: 'KEYWORD' | 'REGEX' | 'MODEL_CONFIDENCE';
  conditions: { field: string; operator: string; value: string }[];
  actions: Record<string, unknown>[];
}

export interface RuleTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  name: string;
  name_key: string;
  description: Generated<string>;
  enabled: Generated<boolean>;
  definition: Json<StoredRuleDefinition>;
  active: Json<StoredRuleDefinition> | null;
  pending_from: Timestamp | null;
  effective_from: Timestamp;
  version: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface RuleApplicationTable {
  rule_id: string;
  document_id: string;
  project_id: string;
  applied_at: Generated<Date>;
}

export interface RuleRunTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  rule_id: string;
  state: Generated<string>;
  done: Generated<number>;
  total: Generated<number>;
  matched: Generated<number>;
  cursor: string | null;
  error_code: string | null;
  started_by: string | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface RuleHistoryTable {
  id: BigId;
  workspace_id: string;
  project_id: string;
  rule_id: string;
  kind: string;
  user_id: string | null;
  at: Timestamp;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  run_id: string | null;
}

export interface RuleTables {
  rule: RuleTable;
  rule_application: RuleApplicationTable;
  rule_run: RuleRunTable;
  rule_history: RuleHistoryTable;
}
