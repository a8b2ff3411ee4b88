import { endpoints } from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { modelScope } from '../models/model-access.js';
import type { ModelTemplateService, TemplateViewer } from './service.js';

/** The session's workspace and user; an operator (SYSTEM_ADMIN) may read any template's detail. */
const viewerOf = (auth: Auth): TemplateViewer => ({ ...modelScope(auth), operator: auth.userType === 'SYSTEM_ADMIN' });

/** Model templates and the marketplace's tags (docs/marketplace.md); the models' make-public call snapshots here too. */
export function modelTemplateRoutes(templates: ModelTemplateService): RouteDef[] {
  const v = viewerOf;
  return [
    route(endpoints.modelTemplateList, ({ auth, query }) => templates.list(v(auth), query)),
    route(endpoints.modelTemplateDetail, ({ auth, params }) => templates.detail(v(auth), params.id)),
    route(endpoints.modelTemplateInstall, ({ auth, params, body }) => templates.install(v(auth), params.id, body)),
    route(endpoints.modelTemplateDelete, async ({ auth, params }) => {
      await templates.delete(v(auth), params.id);
      return { ok: true as const };
    }),
    route(endpoints.modelMakeItTemplate, ({ auth, params, body }) => templates.makeItTemplate(v(auth), params.id, body)),
    route(endpoints.modelMakePublic, ({ auth, params, body }) => templates.makePublic(v(auth), params.id, body)),
    route(endpoints.marketplaceTags, ({ auth }) => templates.tags(v(auth))),
  ];
}
