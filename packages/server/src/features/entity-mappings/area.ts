import { endpoints as e } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { EntityMappingRepository } from './repository.js';
import { EntityMappingService } from './service.js';

/**
 * Entity mappings of an analysis (docs/entity-mapping.md): CRUD and the preview. The classification reads the
 * mappings through `EntityMappingRepository.forClassification` (project-ingest's plan loader).
 */
export function entityMappingsArea(deps: Pick<ProjectAreaDeps, 'db' | 'access'>): {
  routes: RouteDef[];
  service: EntityMappingService;
} {
  const service = new EntityMappingService(deps.access, new EntityMappingRepository(deps.db));
  return {
    routes: [
      route(e.entityMappingList, ({ auth, params }) => service.list(s(auth), params.code)),
      route(e.entityMappingCreate, ({ auth, params, body }) => service.create(s(auth), params.code, body)),
      route(e.entityMappingUpdate, ({ auth, params, body }) => service.update(s(auth), params.code, params.id, body)),
      route(e.entityMappingDelete, async ({ auth, params }) => {
        await service.delete(s(auth), params.code, params.id);
        return { ok: true as const };
      }),
      route(e.entityMappingPreview, ({ auth, params, body }) => service.preview(s(auth), params.code, body)),
    ],
    service,
  };
}
