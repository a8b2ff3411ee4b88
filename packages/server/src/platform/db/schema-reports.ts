import type { ColumnType, Generated } from 'kysely';

/** Table types of stored reports (migration 0023, docs/reports.md). Json columns are written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectReportTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  kind: Generated<string>;
  name: string;
  name_key: string;
  description: Generated<string>;
  /** contract `correlationDefinitionSchema`. */
  definition: Json<unknown>;
  /** PREPARING | READY | ERROR */
  status: Generated<string>;
  error_code: string | null;
  progress: Generated<number>;
  start_date: Timestamp;
  end_date: Timestamp;
  date_basis: string;
  document_count: number | null;
  monthly_repeat: Generated<boolean>;
  repeat_of: string | null;
  /** YYYY-MM of a monthly repeat's child. */
  repeat_month: string | null;
  /** contract `correlationResultSchema`, null until READY. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: Generated<Date>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReportTables {
  project_report: ProjectReportTable;
}
