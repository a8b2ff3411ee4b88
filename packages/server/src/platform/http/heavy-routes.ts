import { customerEndpoints, endpoints, type Endpoint } from '@sentio/domain';
import type { RouteDef } from './route.js';

/**
 * The calls whose cost grows with the data (a scan of an analysis's documents, a widget's computation, a model's
 * inference): they go through the heavy-call limiter (load-shedding.ts, docs/load.md). Everything else — lists,
 * single records, health, sign-in — is cheap and is never queued behind them. A route may also declare
 * `cost: 'heavy'` itself; this list is the one place to review which calls are.
 */
export const heavyEndpoints: ReadonlySet<Endpoint> = new Set<Endpoint>([
  endpoints.documentSearch,
  endpoints.documentFacet,
  endpoints.fieldFacet,
  endpoints.contentGroupDocuments,
  endpoints.widgetRequest,
  endpoints.widgetCalculate,
  endpoints.widgetResult,
  endpoints.widgetSearch,
  endpoints.widgetExport,
  endpoints.modelTest,
  endpoints.documentTest,
  endpoints.dialogueTest,
  customerEndpoints.journeyReport,
  customerEndpoints.fcrReport,
  // Call scoring: aggregates over the range's scores (agents) and a file of every filtered call.
  endpoints.agentList,
  endpoints.agentDetail,
  endpoints.callExport,
]);

/** The routes with `cost: 'heavy'` set on those of the list. */
export function withCosts(routes: readonly RouteDef[]): RouteDef[] {
  return routes.map((r) => (heavyEndpoints.has(r.endpoint) ? { ...r, cost: 'heavy' as const } : r));
}
