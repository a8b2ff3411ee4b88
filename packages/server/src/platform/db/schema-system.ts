import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

/** A run-time setting an operator changed (migration 0028, docs/system-admin.md). */
export interface SystemParameterTable {
  key: string;
  value: number;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** A language's stopword additions and removals for the topic engine (migration 0028). */
export interface SystemDictionaryTable {
  language: string;
  added: JsonDefault<string[]>;
  removed: JsonDefault<string[]>;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface SystemTables {
  system_parameter: SystemParameterTable;
  system_dictionary: SystemDictionaryTable;
}
