import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { AliasRepository } from './alias-repository.js';
import { AliasService } from './alias-service.js';

/** Aliases of an analysis (docs/aliases.md): CRUD; the catalogue and the category tree apply them by language. */
export function aliasesArea(deps: Pick<ProjectAreaDeps, 'db' | 'access'>): { routes: RouteDef[]; service: AliasService } {
  const service = new AliasService(new AliasRepository(deps.db), deps.access);
  return {
    routes: [
      route(endpoints.aliasList, ({ auth, params }) => service.list(s(auth), params.code)),
      route(endpoints.aliasOptions, ({ auth, params }) => service.options(s(auth), params.code)),
      route(endpoints.aliasCreate, ({ auth, params, body }) => service.create(s(auth), params.code, body)),
      route(endpoints.aliasUpdate, ({ auth, params, body }) => service.update(s(auth), params.code, params.id, body)),
      route(endpoints.aliasDelete, async ({ auth, params }) => {
        await service.delete(s(auth), params.code, params.id);
        return { ok: true as const };
      }),
    ],
    service,
  };
}
