/**
 * The internal account, workspace and user the built-in templates are made in (docs/demo-data.md "Built-in
 * templates"). Not a customer: the operator's accounts list leaves the account out (features/accounts).
 */
export const MARKETPLACE_ACCOUNT_NAME = 'Sentio marketplace';
/** Workspace codes are unique in the installation: this one marks the internal account. */
export const MARKETPLACE_WORKSPACE_CODE = 'sentio-marketplace';
/** `.invalid` never resolves (RFC 2606): no mail can reach this address, and nobody can register it. */
export const MARKETPLACE_EMAIL = 'marketplace@sentio.invalid';
