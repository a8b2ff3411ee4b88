import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** A category of a model template: the source's id (the weights' label), its parent and its place. */
export interface TemplateCategory {
  id: string;
  parentId: string | null;
  name: string;
  aliases: Record<string, unknown>;
  position: number;
}

/** Migration 0030 (docs/marketplace.md): a model's template. */
export interface ModelTemplateTable {
  id: Generated<string>;
  workspace_id: string | null;
  source_model_id: string | null;
  source_version_id: string | null;
  built_in_key: string | null;
  code: string;
  name: string;
  description: Generated<string>;
  tags: Json<string[]>;
  languages: Json<string[]>;
  visibility: Generated<string>;
  type_code: string;
  classification_type: string;
  sense_type: string;
  data_type: string;
  color: Generated<string>;
  switches: Json<unknown[]>;
  pipeline_stages: Json<unknown[]>;
  channels: Json<string[]>;
  threshold: number | null;
  regularisation: Json<unknown>;
  semantic_features: Generated<boolean>;
  categories: Json<TemplateCategory[]>;
  version_name: string | null;
  file_key: string | null;
  accuracy: number | null;
  macro_f1: number | null;
  statistics: Json<unknown> | null;
  install_count: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** Migration 0030: an analysis's template. `models` and `config` are described by the project-templates area. */
export interface ProjectTemplateTable {
  id: Generated<string>;
  workspace_id: string | null;
  source_project_id: string | null;
  built_in_key: string | null;
  code: string;
  name: string;
  description: Generated<string>;
  tags: Json<string[]>;
  languages: Json<string[]>;
  visibility: Generated<string>;
  data_type: string;
  icon: string;
  color: string;
  models: Json<unknown[]>;
  config: Json<unknown>;
  preview: Json<unknown> | null;
  quality: number | null;
  install_count: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface TemplateInstallTable {
  id: Generated<string>;
  kind: string;
  template_id: string;
  workspace_id: string;
  user_id: string | null;
  item_id: string;
  created_at: Generated<Date>;
}

export interface TemplateTables {
  model_template: ModelTemplateTable;
  project_template: ProjectTemplateTable;
  template_install: TemplateInstallTable;
}
