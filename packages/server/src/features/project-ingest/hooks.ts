import type { ProjectRow } from '../projects/project-access.js';
import type { NewProjectDocument } from './document-repository.js';

/**
 * The one place rules, callbacks and customer linking join ingestion: a batch of an analysis's documents right
 * after classification (each with its prediction), before the batch is stored. Every way in passes here — the
 * import job's row sink and the JSON and push calls. A hook may change the documents it is given (e.g. link a
 * customer through an attribute); it must not store them itself. See docs/ingestion.md.
 */
export interface AfterClassification {
  classified(project: ProjectRow, documents: NewProjectDocument[]): Promise<void>;
}

/** Runs the hooks in their order over one batch. */
export async function afterClassification(
  hooks: readonly AfterClassification[],
  project: ProjectRow,
  documents: NewProjectDocument[],
): Promise<void> {
  for (const hook of hooks) await hook.classified(project, documents);
}
