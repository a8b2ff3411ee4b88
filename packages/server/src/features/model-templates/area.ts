import type { RouteDef } from '../../platform/http/route.js';
import { ModelTemplateService } from './service.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModelTemplatesDeps {}

/** Model templates and the marketplace's model side (docs/marketplace.md). */
export function modelTemplatesArea(_deps: ModelTemplatesDeps): { routes: RouteDef[]; services: { templates: ModelTemplateService } } {
  return { routes: [], services: { templates: new ModelTemplateService() } };
}
