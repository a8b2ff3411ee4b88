import { endpoints } from '@sentio/domain';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import { readUploadedFile } from '../../platform/uploads/multipart.js';
import { JSON_BODY_LIMIT, pushRouteOptions, pushToken, sendFailedRows } from '../ingest/routes.js';
import { projectScope } from '../projects/project-access.js';
import type { IngestService } from './json-service.js';
import type { SourceService } from './source-service.js';
import type { TaskService } from './task-service.js';
import type { DocumentTestService } from './test-service.js';

export interface IngestServices {
  sources: SourceService;
  ingest: IngestService;
  tasks: TaskService;
  tests: DocumentTestService;
}

/** Data into an analysis (uploads, JSON, push), its classification tasks and the test calls. */
export function ingestRoutes({ sources, ingest, tasks, tests }: IngestServices, limits: { uploadMaxBytes: number }): RouteDef[] {
  return [
    route(endpoints.sourceList, ({ auth, params }) => sources.list(projectScope(auth), params.code)),
    route(endpoints.sourceUpload, ({ auth, params, query, reply }) =>
      sources.upload(projectScope(auth), params.code, query.switchCode, () =>
        readUploadedFile(reply.request, { maxBytes: limits.uploadMaxBytes }),
      ),
    ),
    route(endpoints.sourcePreview, ({ auth, params }) => sources.preview(projectScope(auth), params.id)),
    route(endpoints.sourceFieldTypes, ({ auth, params }) => sources.fieldTypes(projectScope(auth), params.code, params.id)),
    route(endpoints.sourceMatch, ({ auth, params, body }) => sources.match(projectScope(auth), params.code, params.id, body)),
    route(endpoints.sourceDelete, ({ auth, params }) => sources.delete(projectScope(auth), params.code, params.id)),
    route(endpoints.sourceFailedRows, async ({ auth, params, reply }) =>
      sendFailedRows(reply, await sources.failedRows(projectScope(auth), params.code, params.id)),
    ),
    route(endpoints.matchingTemplates, ({ auth, params }) => sources.templates(projectScope(auth), params.code)),
    route(
      endpoints.jsonIngest,
      ({ auth, params, body }) => ingest.upload(projectScope(auth), params.code, body.channelCode, body.documents),
      { bodyLimit: JSON_BODY_LIMIT },
    ),
    route(endpoints.pushSourceActivate, ({ auth, params }) => ingest.activatePush(projectScope(auth), params.code)),
    route(endpoints.pushSourceGet, ({ auth, params }) => ingest.pushSource(projectScope(auth), params.code)),
    publicRoute(
      endpoints.pushIngest,
      ({ params, body, reply }) => ingest.push(params.code, pushToken(reply.request), body.channelCode, body.documents),
      pushRouteOptions('code', (code, token) => ingest.checkPushToken(code, token)),
    ),
    route(endpoints.documentTest, ({ auth, body }) =>
      tests.test(projectScope(auth), body.projectCode, { text: body.text ?? '', turns: null }),
    ),
    route(endpoints.dialogueTest, ({ auth, body }) =>
      tests.test(projectScope(auth), body.projectCode, {
        text: '',
        turns: body.turns.map((t) => ({ speaker: t.speaker, text: t.text, ...(t.time ? { time: t.time } : {}) })),
      }),
    ),
    route(endpoints.retryAll, ({ auth, params }) => tasks.retryAll(projectScope(auth), params.code)),
    route(endpoints.retryOne, ({ auth, params }) => tasks.retryOne(projectScope(auth), params.code, params.id)),
    route(endpoints.reevaluate, ({ auth, params, body }) => tasks.reevaluate(projectScope(auth), params.code, body)),
    route(endpoints.reevaluatable, ({ auth, params }) => tasks.reevaluatable(projectScope(auth), params.code)),
    route(endpoints.taskGet, ({ auth, params }) => tasks.task(projectScope(auth), params.code, params.id)),
  ];
}
