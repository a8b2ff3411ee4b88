import { reportEndpoints as e, type SearchRequest, type SearchResponse } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { projectScope as s, type ProjectScope } from '../projects/project-access.js';
import type { EfficiencyReportService } from './report-service.js';
import type { MarkingTargetService } from './target-service.js';

/** The document search of the analysis (project-documents), which honours `quality` + `markingGoalId`. */
export type DocumentSearch = (
  scope: ProjectScope,
  code: string,
  body: SearchRequest,
  signal?: AbortSignal,
) => Promise<SearchResponse>;

/**
 * The efficiency calls (docs/reports.md). `efficiencyDocumentSearch` is the document search itself, after checking
 * that a named target is this analysis's: the drill-down is a filter of the one search interpreter.
 */
export function efficiencyRoutes(
  reports: EfficiencyReportService,
  targets: MarkingTargetService,
  search: DocumentSearch,
): RouteDef[] {
  return [
    route(e.reportAvailable, ({ auth, params }) => reports.available(s(auth), params.code)),
    route(e.efficiencyReport, ({ auth, params, query }) => reports.report(s(auth), params.code, query), { cost: 'heavy' }),
    route(e.markingTargetList, ({ auth, params }) => targets.list(s(auth), params.code)),
    route(e.markingReport, ({ auth, params }) => targets.report(s(auth), params.code, params.id), { cost: 'heavy' }),
    route(e.markingTargetCreate, ({ auth, params, body }) => targets.create(s(auth), params.code, body)),
    route(e.markingTargetDelete, ({ auth, params }) => targets.delete(s(auth), params.code, params.id)),
    route(
      e.efficiencyDocumentSearch,
      async ({ auth, params, body, signal }) => {
        const goal = body.markingGoalId?.trim() ?? '';
        if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(goal))
          await targets.require(s(auth), params.code, goal);
        return search(s(auth), params.code, body, signal);
      },
      { cost: 'heavy' },
    ),
  ];
}
