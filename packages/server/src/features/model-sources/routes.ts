import { endpoints } from '@sentio/domain';
import type { FastifyRequest } from 'fastify';
import { sendDownload } from '../../platform/http/download.js';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import { readUploadedFile } from '../../platform/uploads/multipart.js';
import { modelScope } from '../models/model-access.js';
import type { JsonSourceService } from './json-service.js';
import type { SourceService } from './service.js';

/** JSON documents may be many (5,000 a call): the app-wide 1 MiB body limit would refuse a normal batch. */
const JSON_BODY_LIMIT = 50 * 1024 * 1024;
/** The public push call is open to anyone who knows the URL, so it gets less room than a signed-in upload. */
const PUSH_BODY_LIMIT = 10 * 1024 * 1024;

const pushToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-sentio-token'];
  return typeof header === 'string' ? header : undefined;
};

/** Training data in: uploads with column matching, JSON documents, the push source and its public ingest call. */
export function sourceRoutes(sources: SourceService, json: JsonSourceService, limits: { uploadMaxBytes: number }): RouteDef[] {
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
    route(endpoints.modelSourceFailedRows, async ({ auth, params, reply }) => {
      const file = await sources.failedRows(modelScope(auth), params.id, params.sourceId);
      await sendDownload(reply, file.fileName, 'text/csv; charset=utf-8', file.csv);
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
      ({ params, body, reply }) => json.ingest(params.id, pushToken(reply.request), body.documents),
      {
        bodyLimit: PUSH_BODY_LIMIT,
        // A wrong token is refused before the body is read, so it answers 401 even when the body is also bad.
        onRequest: async (request) => {
          const { id } = request.params as { id?: string };
          await json.checkPushToken(id ?? '', pushToken(request));
        },
      },
    ),
  ];
}
