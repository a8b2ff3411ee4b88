import type { ColumnType, Generated } from 'kysely';

/** One attribute rule as stored. */
export interface StoredRestrictionRule {
  field: string;
  values: string[];
}

/** Table types of data restrictions (migration 0027, docs/data-restrictions.md). */
export interface MemberRestrictionTable {
  workspace_id: string;
  user_id: string;
  /** Allowed analysis ids; null: every analysis. Written as JSON text. */
  project_ids: ColumnType<string[] | null, string | null, string | null>;
  /** Attribute rules, written as JSON text. */
  rules: ColumnType<StoredRestrictionRule[], string, string>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface RestrictionTables {
  member_restriction: MemberRestrictionTable;
}
