import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An entity mapping of an analysis (docs/entity-mapping.md); `name_key` is the name as the domain compares names. */
export interface EntityMappingTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  name: string;
  name_key: string;
  source_text: string;
  target_text: string;
  regex: boolean;
  /** The order the mappings apply in (an earlier mapping wins a tie); the creation order. */
  position: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** Tables of the area. */
export interface EntityMappingTables {
  entity_mapping: EntityMappingTable;
}
