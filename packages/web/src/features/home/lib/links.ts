import { categoryNameParamPrefix, type Drill, type Home } from '@sentio/domain';

/**
 * The analysis page on the home's window (and its comparison), optionally narrowed to one element's documents: the
 * same URL parameters the dashboard's drill-down writes (docs/filters-and-urls.md), so the list there counts exactly
 * what the home counted.
 */
export function analysisLink(code: string, range: Home['range'], drill?: Pick<Drill, 'fq' | 'cq' | 'names'>): string {
  const params = new URLSearchParams({ tab: 'project_data', sd: range.sd, ed: range.ed, csd: range.csd, ced: range.ced });
  for (const fq of drill?.fq ?? []) params.append('fq', fq);
  for (const cq of drill?.cq ?? []) params.append('cq', cq);
  for (const [token, name] of Object.entries(drill?.names ?? {})) params.set(`${categoryNameParamPrefix}${token}`, name);
  return `/project/detail/${encodeURIComponent(code)}?${params.toString()}`;
}

/** The analysis page, where its alerted documents are listed (the data tab's "alerted" list). */
export const alertsLink = (code: string): string => `/project/detail/${encodeURIComponent(code)}?tab=project_data`;
