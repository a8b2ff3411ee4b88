/**
 * First-call resolution (docs/first-call-resolution.md). The page is routed by app/appRoutes.ts; other areas may
 * build a drill-down into the data tab (`dofc`) with `drillUrl`.
 */
export { drillUrl, type DrillTarget } from './lib/url';
