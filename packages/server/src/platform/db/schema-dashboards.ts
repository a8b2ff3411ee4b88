import type { ColumnType, Generated } from 'kysely';

/** Table types of the dashboards (migration 0006). Json columns are written as JSON text, read as values. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProjectWidgetTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  kind: string;
  name: string;
  scope: Generated<string>;
  owner_id: string | null;
  config: JsonDefault<unknown>;
  built_in: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface ProjectWidgetSelectionTable {
  project_id: string;
  workspace_id: string;
  user_id: string;
  widget_id: string;
  position: number;
}

export interface ProjectWidgetCalculationTable {
  widget_id: string;
  user_id: string;
  project_id: string;
  workspace_id: string;
  status: Generated<string>;
  request: Json<unknown>;
  result: Json<unknown> | null;
  error: string | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface ProjectBookmarkTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  name: string;
  name_key: string;
  scope: Generated<string>;
  owner_id: string | null;
  include_date: Generated<boolean>;
  query: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface ProjectBookmarkDefaultTable {
  project_id: string;
  user_id: string;
  bookmark_id: string;
}

export interface ProjectVirtualCategoryTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  name: string;
  name_key: string;
  color: Generated<string>;
  filter: Json<unknown>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface ProjectVirtualCategoryDocumentTable {
  virtual_category_id: string;
  document_id: string;
  included: boolean;
}

export interface ProjectContentGroupTable {
  project_id: string;
  workspace_id: string;
  model_id: string;
  category_id: string;
  document_id: string;
  added_by: string | null;
  added_at: Generated<Date>;
}

export interface DashboardTables {
  project_widget: ProjectWidgetTable;
  project_widget_selection: ProjectWidgetSelectionTable;
  project_widget_calculation: ProjectWidgetCalculationTable;
  project_bookmark: ProjectBookmarkTable;
  project_bookmark_default: ProjectBookmarkDefaultTable;
  project_virtual_category: ProjectVirtualCategoryTable;
  project_virtual_category_document: ProjectVirtualCategoryDocumentTable;
  project_content_group: ProjectContentGroupTable;
}
