import type { ColumnType, Generated } from 'kysely';

/** Table types of call scoring (migration 0021, docs/call-scoring.md). Json columns are written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type BigId = ColumnType<string, never, never>;
/** A `date` column: written as 'YYYY-MM-DD'; read it as text (`::text`), never as a Date of the driver's zone. */
type LocalDate = ColumnType<string, string, string>;

/** The call metadata of a dialogue (`project_document.call`, docs/dialogue-format.md). */
export interface StoredCall {
  callId: string | null;
  agentId: string | null;
  agentName: string | null;
  /** ISO date-time of the call's start, as given. */
  callStartedAt: string | null;
  endedBy: 'customer' | 'agent' | null;
  customerName: string | null;
  /** Seconds; null: the last turn's end when timed. */
  duration: number | null;
  holds: { start: number; end: number }[];
}

export interface CallRuleVersionTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  version: number;
  effective_from: LocalDate;
  min_call_duration: number;
  rules: Json<unknown>;
  script: Json<unknown>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface CallRuleHistoryTable {
  id: BigId;
  workspace_id: string;
  project_id: string;
  kind: string;
  criterion: string | null;
  version: number;
  effective_from: LocalDate | null;
  changes: JsonDefault<{ field: string; before: unknown; after: unknown }[]>;
  user_id: string | null;
  at: Timestamp;
}

export interface CallScoreTable {
  document_id: string;
  workspace_id: string;
  project_id: string;
  call_date: Timestamp;
  call_day: LocalDate;
  call_id: string | null;
  agent_id: string | null;
  agent_name: string | null;
  channel_code: string | null;
  score: number | null;
  duration: number | null;
  word_count: number;
  total_silence: number | null;
  agent_silence: number | null;
  customer_silence: number | null;
  included: boolean;
  ended_by: string | null;
  version: number;
  lost: ColumnType<string[], string[], string[]>;
  criteria: Json<unknown>;
  scored_at: Timestamp;
}

export interface CallRescoreRunTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  state: Generated<string>;
  from_date: LocalDate;
  to_date: LocalDate;
  version: number;
  total: Generated<number>;
  done: Generated<number>;
  cursor: string | null;
  message_code: string | null;
  started_by: string | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface CallTables {
  call_rule_version: CallRuleVersionTable;
  call_rule_history: CallRuleHistoryTable;
  call_score: CallScoreTable;
  call_rescore_run: CallRescoreRunTable;
}
