import { endpoints } from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import { route, scope, type RouteDef } from '../../platform/http/route.js';
import type { DocumentBulkService } from './bulk.js';
import type { CategoryService } from './category-service.js';
import type { DocumentService, Labeller } from './document-service.js';
import type { ModelService } from './model-service.js';
import type { ModelPackageService } from './package-service.js';

/** A package carries up to 100,000 documents: far more than the app-wide 1 MiB body. */
const PACKAGE_MAX_BYTES = 200 * 1024 * 1024;

/** The session as the models area sees it: its workspace, and whether it sees others' private models and approves. */
export function labellerOf(auth: Auth): Labeller {
  const ws = scope(auth);
  const approves = ws.permissions.includes('MODEL/APPROVE');
  return { workspaceId: ws.id, userId: auth.userId, seesPrivate: approves, approves };
}

const ok = { ok: true as const };

export function modelRoutes(services: {
  models: ModelService;
  categories: CategoryService;
  documents: DocumentService;
  bulk: DocumentBulkService;
  packages: ModelPackageService;
}): RouteDef[] {
  const { models, categories, documents, bulk, packages } = services;
  const v = labellerOf;
  return [
    route(endpoints.modelList, ({ auth, query }) => models.list(v(auth), query)),
    route(endpoints.modelCreate, ({ auth, body }) => models.create(v(auth), scope(auth).accountId, body)),
    route(endpoints.modelGet, ({ auth, params }) => models.get(v(auth), params.id)),
    route(endpoints.modelUpdate, ({ auth, params, body }) => models.update(v(auth), params.id, body)),
    route(endpoints.modelDelete, async ({ auth, params }) => {
      await models.delete(v(auth), params.id);
      return ok;
    }),
    route(endpoints.modelFavourite, async ({ auth, params, body }) => {
      await models.favourite(v(auth), params.id, body.favourite);
      return ok;
    }),
    route(endpoints.modelPipeline, ({ auth, params, body }) => models.pipeline(v(auth), params.id, body.stages)),

    route(endpoints.modelCategories, ({ auth, params }) => categories.tree(v(auth), params.id)),
    route(endpoints.modelCategoryCreate, ({ auth, params, body }) => categories.create(v(auth), params.id, body)),
    route(endpoints.modelCategoryUpdate, ({ auth, params, body }) =>
      categories.update(v(auth), params.id, params.categoryId, body),
    ),
    route(endpoints.modelCategoryDelete, ({ auth, params }) => categories.delete(v(auth), params.id, params.categoryId)),
    route(endpoints.modelCategoryImport, ({ auth, params, body }) => categories.import(v(auth), params.id, body.categories)),

    route(endpoints.modelPackageExport, ({ auth, params }) => packages.export(v(auth), params.id)),
    route(endpoints.modelPackageImport, ({ auth, body }) => packages.import(v(auth), scope(auth).accountId, body), {
      bodyLimit: PACKAGE_MAX_BYTES,
    }),

    route(endpoints.modelDocuments, ({ auth, params, query }) => documents.list(v(auth), params.id, query)),
    route(endpoints.modelDocumentSuggestion, ({ auth, params }) => documents.suggestion(v(auth), params.id, params.documentId)),
    route(endpoints.modelDocumentMark, ({ auth, params, body }) => documents.mark(v(auth), params.id, params.documentId, body)),
    route(endpoints.modelDocumentsApprove, ({ auth, params, body }) => bulk.run(v(auth), params.id, 'APPROVE', body)),
    route(endpoints.modelDocumentsDiscard, ({ auth, params, body }) => bulk.run(v(auth), params.id, 'DISCARD', body)),
    route(endpoints.modelDocumentsDelete, ({ auth, params, body }) => bulk.run(v(auth), params.id, 'DELETE', body)),
    route(endpoints.modelMarkings, ({ auth, params }) => documents.markings(v(auth), params.id)),
  ];
}
