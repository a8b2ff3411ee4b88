import { endpoints } from '@sentio/domain';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import { readUploadedFile } from '../../platform/uploads/multipart.js';
import { JSON_BODY_LIMIT, pushRouteOptions, pushToken, sendFailedRows } from '../ingest/routes.js';
import { modelScope } from '../models/model-access.js';
import { labellerOf } from '../models/routes.js';
import type { JsonSourceService } from './json-service.js';
import type { LabelValuesService } from './label-values.js';
import type { SourceService } from './service.js';

/** Training data in: uploads with column matching, JSON documents, the push source and its public ingest call. */
export function sourceRoutes(
  sources: SourceService,
  json: JsonSourceService,
  labelValues: LabelValuesService,
  limits: { uploadMaxBytes: number },
): RouteDef[] {
  return [
    route(endpoints.modelSources, ({ auth, params }) => sources.list(modelScope(auth), params.id)),
    route(endpoints.modelSourceUpload, ({ auth, params, reply }) =>
      sources.upload(auth, modelScope(auth), params.id, () =>
        readUploadedFile(reply.request, { maxBytes: limits.uploadMaxBytes }),
      ),
    ),
    route(endpoints.modelSourcePreview, ({ auth, params }) => sources.preview(modelScope(auth), params.id, params.sourceId)),
    route(endpoints.modelSourceMatch, ({ auth, params, body }) =>
      sources.match(auth, modelScope(auth), params.id, params.sourceId, body),
    ),
    route(endpoints.modelSourceFailedRows, async ({ auth, params, reply }) =>
      sendFailedRows(reply, await sources.failedRows(modelScope(auth), params.id, params.sourceId)),
    ),
    route(endpoints.modelSourceDelete, ({ auth, params }) => sources.delete(modelScope(auth), params.id, params.sourceId)),
    route(endpoints.modelSourceLabelValues, ({ auth, params, query }) =>
      labelValues.values(modelScope(auth), params.id, params.sourceId, query),
    ),
    route(endpoints.modelSourceLabelCategories, ({ auth, params, body }) =>
      labelValues.create(labellerOf(auth), modelScope(auth), params.id, params.sourceId, body),
    ),
    route(endpoints.modelMatchingTemplates, ({ auth, params }) => sources.templates(modelScope(auth), params.id)),
    route(endpoints.modelJsonUpload, ({ auth, params, body }) => json.upload(auth, modelScope(auth), params.id, body.documents, body.duplicates), {
      bodyLimit: JSON_BODY_LIMIT,
    }),
    route(endpoints.modelPushSource, ({ auth, params }) => json.createPushSource(modelScope(auth), params.id)),
    route(endpoints.modelPushSourceGet, ({ auth, params }) => json.pushSource(modelScope(auth), params.id)),
    publicRoute(
      endpoints.modelPushIngest,
      ({ params, body, reply }) => json.ingest(params.id, pushToken(reply.request), body.documents, body.duplicates),
      pushRouteOptions('id', (id, token) => json.checkPushToken(id, token)),
    ),
  ];
}
