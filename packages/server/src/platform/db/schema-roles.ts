import type { ColumnType, Generated } from 'kysely';

/** Table types of custom roles (migration 0026, docs/workspaces-and-users.md). */
export interface AccountRoleTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  /** The role's permissions (a subset of the domain's `permissions`), written as JSON text. */
  permissions: ColumnType<string[], string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RoleTables {
  account_role: AccountRoleTable;
}
