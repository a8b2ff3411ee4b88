import { endpoints } from '@sentio/domain';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import { modelScope } from '../models/model-access.js';
import type { JsonSourceService } from './json-service.js';
import type { SourceService } from './service.js';

/** JSON documents may be many (5,000 a call): the app-wide 1 MiB body limit would refuse a normal batch. */
const JSON_BODY_LIMIT = 50 * 1024 * 1024;

/** Training data in: uploads with column matching, JSON documents, the push source and its public ingest call. */
export function sourceRoutes(sources: SourceService, json: JsonSourceService): RouteDef[] {
  return [
    route(endpoints.modelSources, ({ auth, params }) => sources.list(modelScope(auth), params.id)),
    route(endpoints.modelSourceUpload, ({ auth, params, reply }) =>
      sources.upload(auth, modelScope(auth), params.id, reply.request),
    ),
    route(endpoints.modelSourcePreview, ({ auth, params }) => sources.preview(modelScope(auth), params.id, params.sourceId)),
    route(endpoints.modelSourceMatch, ({ auth, params, body }) =>
      sources.match(auth, modelScope(auth), params.id, params.sourceId, body),
    ),
    route(endpoints.modelSourceFailedRows, async ({ auth, params, reply }) => {
      const file = await sources.failedRows(modelScope(auth), params.id, params.sourceId);
      // A download, not a JSON answer: the route helper sees the reply is sent and leaves it.
      await reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
        .send(file.csv);
      return file.csv;
    }),
    route(endpoints.modelSourceDelete, ({ auth, params }) => sources.delete(modelScope(auth), params.id, params.sourceId)),
    route(endpoints.modelMatchingTemplates, ({ auth, params }) => sources.templates(modelScope(auth), params.id)),
    route(endpoints.modelJsonUpload, ({ auth, params, body }) => json.upload(auth, modelScope(auth), params.id, body.documents), {
      bodyLimit: JSON_BODY_LIMIT,
    }),
    route(endpoints.modelPushSource, ({ auth, params }) => json.createPushSource(modelScope(auth), params.id)),
    route(endpoints.modelPushSourceGet, ({ auth, params }) => json.pushSource(modelScope(auth), params.id)),
    publicRoute(
      endpoints.modelPushIngest,
      ({ params, body, reply }) => {
        const header = reply.request.headers['x-sentio-token'];
        return json.ingest(params.id, typeof header === 'string' ? header : undefined, body.documents);
      },
      { bodyLimit: JSON_BODY_LIMIT },
    ),
  ];
}
