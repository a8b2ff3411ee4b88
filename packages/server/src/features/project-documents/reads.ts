import type { Db } from '../../platform/db/database.js';
import type { ProjectAccess, ProjectRow } from '../projects/project-access.js';
import { loadCatalogue, type Catalogue } from './catalogue.js';
import { hydrate, type DocumentRow, type Hydration } from './hydrate.js';

/**
 * What services outside the search need to present documents: an analysis's catalogue (models, labels, fields)
 * and the linked rows of a page of documents. The port keeps those services off the database.
 */
export interface DocumentReads {
  catalogue(project: ProjectRow): Promise<Catalogue>;
  hydrate(workspaceId: string, rows: readonly DocumentRow[]): Promise<Hydration>;
}

export const documentReads = (db: Db, access: ProjectAccess): DocumentReads => ({
  catalogue: (project) => loadCatalogue(db, access, project),
  hydrate: (workspaceId, rows) => hydrate(db, workspaceId, rows),
});
