import { endpoints as e } from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { projectScope } from '../projects/project-access.js';
import type { ProjectTemplateService, TemplateScope } from './service.js';

const s = (auth: Auth): TemplateScope => ({ ...projectScope(auth), operator: auth.userType === 'SYSTEM_ADMIN' });

/** Analysis templates and the analysis's make-public call, which snapshots it first (docs/marketplace.md). */
export function projectTemplateRoutes(templates: ProjectTemplateService): RouteDef[] {
  return [
    route(e.projectTemplateList, ({ auth, query }) => templates.list(s(auth), query)),
    route(e.projectTemplateWorkspace, ({ auth, query }) => templates.workspace(s(auth), query)),
    route(e.projectTemplateDetail, ({ auth, params }) => templates.detail(s(auth), params.id)),
    route(e.projectTemplateCreateProject, ({ auth, params, body }) => templates.createProject(s(auth), params.id, body)),
    route(e.projectMakeItTemplate, ({ auth, params, body }) => templates.makeItTemplate(s(auth), params.id, body)),
    route(e.projectTemplateDelete, async ({ auth, params }) => {
      await templates.delete(s(auth), params.id);
      return { ok: true as const };
    }),
    route(e.projectMakePublic, ({ auth, params, body }) => templates.makePublic(s(auth), params.code, body.note)),
  ];
}
