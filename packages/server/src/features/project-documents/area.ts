import { endpoints, rootCauseEndpoints } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import { sendDownload } from '../../platform/http/download.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { fcrDrillResolver } from '../fcr/drill.js';
import { FcrRepository } from '../fcr/fcr-repository.js';
import { FcrService } from '../fcr/fcr-service.js';
import { AuditRepository } from '../projects/audit-repository.js';
import type { CubeService } from '../project-rollups/cube-service.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { DocumentRepository } from './document-repository.js';
import { DocumentService } from './document-service.js';
import { ExportRepository } from './export-repository.js';
import { ExportService, type ExportOptions } from './export-service.js';
import { FeedbackRepository } from './feedback-repository.js';
import { FeedbackService } from './feedback-service.js';
import { LabelRepository } from './label-repository.js';
import { LabelService } from './label-service.js';
import { documentReads } from './reads.js';
import { CatalogueLoader } from './catalogue.js';
import { CatalogueRepository } from './catalogue-repository.js';
import { HydrateRepository } from './hydrate-repository.js';
import { RootCauseFacetRepository } from './root-cause-facet-repository.js';
import { SearchRepository } from './search-repository.js';
import { SearchService, type SearchParts, type WidgetProvider } from './search-service.js';

export interface ProjectDocumentsServices {
  search: SearchService;
  documents: DocumentService;
  exports: ExportService;
  labels: LabelService;
  feedback: FeedbackService;
}

const ok = { ok: true as const };

/**
 * What every search of the app reads through (the dashboard's drill-down search too): built first and passed to
 * both areas, so neither has to patch the other in after construction.
 */
export function searchParts(deps: ProjectAreaDeps, cube: CubeService): SearchParts {
  return {
    // The heavy reads may go to the replica (docs/scale.md); the catalogue (settings, names) stays on the primary.
    repo: new SearchRepository(deps.readDb),
    hydration: new HydrateRepository(deps.readDb),
    catalogues: new CatalogueLoader(new CatalogueRepository(deps.db), deps.access),
    cube,
    rootCauses: new RootCauseFacetRepository(deps.readDb),
    fcr: fcrDrillResolver(new FcrService(new FcrRepository(deps.db))),
  };
}

/**
 * Search, facets, the document view and actions, export, labels, audit and feedback of an analysis. `uses.widgets`
 * computes the widgets of a search (the dashboard area's, built before this one on the same search parts).
 */
export function projectDocumentsArea(
  deps: ProjectAreaDeps,
  uses: { search: SearchParts; widgets: WidgetProvider },
  options: { export?: ExportOptions } = {},
): { routes: RouteDef[]; services: ProjectDocumentsServices } {
  const search = new SearchService(uses.search, uses.widgets);
  const reads = documentReads(deps.db, deps.access);
  const documents = new DocumentService(
    new DocumentRepository(deps.db),
    reads,
    transactionPort(deps.db, (tx) => ({ documents: new DocumentRepository(tx), audit: new AuditRepository(tx) })),
    deps.access,
    deps.events,
    deps.runtime,
  );
  const exports = new ExportService({ ...deps, repo: new ExportRepository(deps.db), reads }, options.export);
  const labels = new LabelService(new LabelRepository(deps.db), deps.access);
  const feedback = new FeedbackService(
    new FeedbackRepository(deps.db),
    transactionPort(deps.db, (tx) => new FeedbackRepository(tx)),
    deps.access,
  );
  deps.jobs.register(exports.job);

  return {
    routes: [
      route(endpoints.documentSearch, ({ auth, params, body, signal }) => search.search(s(auth), params.code, body, signal)),
      route(endpoints.documentFacet, ({ auth, params, body }) =>
        search.facet(s(auth), params.code, params.kind, params.key, body),
      ),
      route(rootCauseEndpoints.keywordTopicsFacet, ({ auth, params, body }) =>
        search.keywordTopics(s(auth), params.code, params.a, params.b, body),
      ),
      route(endpoints.documentDateExtent, ({ auth, params, body }) => search.dateExtent(s(auth), params.code, body)),
      route(endpoints.fieldFacet, ({ auth, params, body }) => search.fieldFacet(s(auth), params.code, params.field, body)),
      route(endpoints.documentGet, ({ auth, params }) => documents.get(s(auth), params.code, params.id)),
      route(endpoints.documentAlerted, ({ auth, params, query }) => documents.alerted(s(auth), params.code, query)),
      route(endpoints.documentCountAndLastDate, ({ auth, params }) => documents.countAndLastDate(s(auth), params.code)),
      route(endpoints.documentDelete, async ({ auth, params, body }) => ({
        affected: await documents.delete(s(auth), params.code, body.documentIds),
      })),
      route(endpoints.documentAlert, ({ auth, params, body }) => documents.alert(s(auth), params.code, params.id, body.note)),
      route(endpoints.documentReviewed, ({ auth, params }) => documents.reviewed(s(auth), params.code, params.id)),
      route(endpoints.documentNote, ({ auth, params, body }) => documents.note(s(auth), params.code, params.id, body.text)),
      route(endpoints.documentTrash, async ({ auth, params }) => {
        await documents.trash(s(auth), params.code, params.id);
        return ok;
      }),
      route(endpoints.documentMark, ({ auth, params, body }) => documents.mark(s(auth), params.code, body)),
      route(endpoints.documentsApprove, async ({ auth, params, body }) => ({
        affected: await documents.approve(s(auth), params.code, body.documentIds),
      })),
      route(endpoints.documentExport, ({ auth, params, body }) => exports.export(s(auth), params.code, params.type, body)),
      route(endpoints.exportDownload, async ({ auth, params, reply }) => {
        const file = await exports.download(s(auth), params.code, params.id);
        await sendDownload(reply, file.fileName, file.mime, file.bytes);
        return '';
      }),
      route(endpoints.labelList, ({ auth, params }) => labels.list(s(auth), params.code)),
      route(endpoints.labelCreate, ({ auth, params, body }) => labels.create(s(auth), params.code, body)),
      route(endpoints.audit, ({ auth, params, body }) => labels.audit(s(auth), params.code, params.entity, params.id, body)),
      route(endpoints.feedbackSend, async ({ auth, params, body }) => ({
        affected: await feedback.send(s(auth), params.code, body),
      })),
      route(endpoints.feedbackCounts, ({ auth, params }) => feedback.counts(s(auth), params.code)),
    ],
    services: { search, documents, exports, labels, feedback },
  };
}
