import type { EntityMappingService } from '../entity-mappings/service.js';
import type { ProjectScope } from '../projects/project-access.js';

/** App exposes this as `services.projects.entityMappings`. */
export type DemoEntityMappingServices = Pick<EntityMappingService, 'create'>;

/**
 * The demo analysis's entity mappings (docs/entity-mapping.md), saved before its documents arrive so that every
 * demo document carries them: the courier (a regular expression over the Turkish and English words), promotion codes
 * and the brand (a literal).
 */
export const DEMO_ENTITY_MAPPINGS = [
  { name: 'COURIER', sourceText: 'kurye\\w*|courier', targetText: 'Courier', regex: true },
  { name: 'PROMOTION_CODE', sourceText: '(?:coupon|discount|promo) code|(?:kupon|indirim) kodu', targetText: 'Promotion code', regex: true },
  { name: 'BRAND', sourceText: 'Sepet24', targetText: 'Sepet24', regex: false },
] as const;

export async function seedDemoEntityMappings(scope: ProjectScope, code: string, service: DemoEntityMappingServices): Promise<void> {
  for (const mapping of DEMO_ENTITY_MAPPINGS) await service.create(scope, code, { ...mapping });
}
