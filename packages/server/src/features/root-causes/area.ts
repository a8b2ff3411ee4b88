import type { RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { analysisPart, type AnalysisServices } from './analysis-part.js';
import { rootCausePart, type RootCauseServices } from './root-cause-part.js';

export interface RootCauseAreaServices {
  analyses: AnalysisServices;
  rootCauses: RootCauseServices;
}

/**
 * Root cause analysis (docs/root-causes.md): analyses that find topics per category, and the root causes people confirm
 * from them, which the documents then carry.
 */
export function rootCausesArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: RootCauseAreaServices } {
  const analyses = analysisPart(deps);
  const rootCauses = rootCausePart(deps);
  return {
    routes: [...analyses.routes, ...rootCauses.routes],
    services: { analyses: analyses.services, rootCauses: rootCauses.services },
  };
}
