/** The operator's accounts and statistics pages (docs/accounts-admin.md); routes import the pages lazily. */
export { accountKeys } from './api/queries';
