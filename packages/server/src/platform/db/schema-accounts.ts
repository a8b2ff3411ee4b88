/** Table types of the operator's accounts (migration 0025, docs/accounts-admin.md). */
export interface AccountRepresentativeTable {
  account_id: string;
  user_id: string;
}

/** An owner or representative named by address before registering; linked at registration. */
export interface AccountPendingRoleTable {
  account_id: string;
  email: string;
  /** OWNER | REPRESENTATIVE */
  kind: string;
}

export interface AccountAdminTables {
  account_representative: AccountRepresentativeTable;
  account_pending_role: AccountPendingRoleTable;
}
