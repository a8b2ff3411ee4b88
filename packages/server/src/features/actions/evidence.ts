import { buildSearchRequest, createSearchParams, decodeFilters, type actionEvidenceBody } from '@sentio/domain';
import type { z } from 'zod';
import { AppError, errors } from '../../platform/errors.js';
import type { Catalogue, CatalogueLoader } from '../project-documents/catalogue.js';
import { buildSearchFilter } from '../project-documents/search-filter.js';
import type { ProjectScope } from '../projects/project-access.js';

export type EvidenceInput = z.output<typeof actionEvidenceBody>;

/** The evidence columns of an action. */
export interface EvidenceValues {
  evidence_project_id: string | null;
  evidence_project_code: string | null;
  evidence_filter: string | null;
  evidence_label: string | null;
  evidence_document_id: string | null;
}

export const noEvidence: EvidenceValues = {
  evidence_project_id: null,
  evidence_project_code: null,
  evidence_filter: null,
  evidence_label: null,
  evidence_document_id: null,
};

/** Parameters of the analysis URL that say where the user was, not what they filtered (and `acid` names the action). */
const PLACE_PARAMS = ['page', 'size', 'tab', 'acid'] as const;

/** The document check of the evidence (ActionRepository.documentInProject). */
export type DocumentLookup = (workspaceId: string, projectId: string, documentId: string) => Promise<boolean>;

/**
 * What an action came from, checked as the analysis page would read it (docs/actions.md): the analysis must be one
 * of this workspace the user opens (else 400 ANALYSIS_NOT_FOUND on `evidence.projectCode`), the filter one the URL
 * codec reads completely and the search accepts (else 400 on `evidence.filter` with the search's code), and the
 * document one of that analysis (else 400 ACTION_DOCUMENT_NOT_FOUND on `evidence.documentId`). The stored filter
 * is the query without its place parameters, so "show documents" opens exactly the filtered documents.
 */
export class EvidenceChecker {
  constructor(
    private readonly catalogues: CatalogueLoader,
    private readonly documentInProject: DocumentLookup,
    private readonly timeZone: string,
  ) {}

  async check(scope: ProjectScope, evidence: EvidenceInput | null): Promise<EvidenceValues> {
    if (evidence === null) return noEvidence;
    const catalogue = await this.catalogue(scope, evidence.projectCode);
    const filter = this.checkFilter(evidence.filter, catalogue);
    const project = catalogue.project;
    if (evidence.documentId !== null && !(await this.documentInProject(scope.id, project.id, evidence.documentId)))
      throw errors.badRequest('ACTION_DOCUMENT_NOT_FOUND', 'evidence.documentId');
    return {
      evidence_project_id: project.id,
      evidence_project_code: project.code,
      evidence_filter: filter,
      evidence_label: evidence.label,
      evidence_document_id: evidence.documentId,
    };
  }

  private async catalogue(scope: ProjectScope, code: string): Promise<Catalogue> {
    try {
      return await this.catalogues.require(scope, code);
    } catch (err) {
      // Missing, another workspace's, or private to someone else: the action cannot point at it.
      if (err instanceof AppError && (err.status === 404 || err.status === 401))
        throw errors.badRequest('ANALYSIS_NOT_FOUND', 'evidence.projectCode');
      throw err;
    }
  }

  private checkFilter(raw: string, catalogue: Catalogue): string {
    const params = createSearchParams(raw.trim().replace(/^\?/, ''));
    for (const name of PLACE_PARAMS) params.delete(name);
    const filter = params.toString();
    let readable = true;
    const state = decodeFilters(filter, {
      timeZone: this.timeZone,
      warn: () => {
        readable = false;
      },
    });
    // A part the codec cannot read would be dropped silently and "show documents" would show more than was chosen.
    if (!readable) throw errors.badRequest('FIELD_INVALID', 'evidence.filter');
    try {
      buildSearchFilter(
        buildSearchRequest(state, { timeZone: this.timeZone, projectCode: catalogue.project.code }),
        catalogue.searchContext,
      );
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw errors.badRequest(err.messageCode, 'evidence.filter');
      throw err;
    }
    return filter;
  }
}
