import type { Db } from '../../platform/db/database.js';
import type { AliasLanguage } from '../aliases/alias-names.js';
import type { ProjectAccess, ProjectRow } from '../projects/project-access.js';
import { CatalogueLoader, type Catalogue } from './catalogue.js';
import { CatalogueRepository } from './catalogue-repository.js';
import { hydrateWith, type DocumentRow, type Hydration } from './hydrate.js';
import { HydrateRepository } from './hydrate-repository.js';

/**
 * What services outside the search need to present documents: an analysis's catalogue (models, labels, fields)
 * and the linked rows of a page of documents. The port keeps those services off the database.
 */
export interface DocumentReads {
  /** With a language, category names follow the analysis's aliases in it (docs/aliases.md). */
  catalogue(project: ProjectRow, language?: AliasLanguage): Promise<Catalogue>;
  hydrate(workspaceId: string, rows: readonly DocumentRow[]): Promise<Hydration>;
}

export function documentReads(db: Db, access: ProjectAccess): DocumentReads {
  const catalogues = new CatalogueLoader(new CatalogueRepository(db), access);
  const hydration = new HydrateRepository(db);
  return {
    catalogue: (project, language) => catalogues.load(project, language),
    hydrate: (workspaceId, rows) => hydrateWith(hydration, workspaceId, rows),
  };
}
