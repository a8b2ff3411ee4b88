export { presentSource, presentTemplate, suggestRoles } from '../ingest/presenter.js';
