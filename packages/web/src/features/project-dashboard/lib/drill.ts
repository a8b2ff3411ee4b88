import { categoryNameParamPrefix, type Drill } from '@sentio/domain';

/** Parameters that belong to the screen the drill leaves, not to the slice it opens. */
const dropped = ['doc', 'page'];

/**
 * The project-detail query string that opens the data tab on exactly one chart element's documents: the current
 * URL's filters stay, the element's field and category filters are added (once), its word (keyword cloud) becomes the
 * query, its date range replaces the current one when it has one, and the list starts at its first page.
 */
export function drillSearch(current: URLSearchParams, drill: Drill): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of dropped) next.delete(name);
  next.set('tab', 'project_data');
  next.set('page', '0');
  const fq = new Set(next.getAll('fq'));
  for (const value of drill.fq) if (!fq.has(value)) next.append('fq', value);
  const cq = new Set(next.getAll('cq'));
  for (const value of drill.cq) if (!cq.has(value)) next.append('cq', value);
  for (const [token, name] of Object.entries(drill.names)) {
    next.set(token.startsWith(categoryNameParamPrefix) ? token : `${categoryNameParamPrefix}${token}`, name);
  }
  // A keyword's documents: its word as the free-text query (the server's widget search applies it the same way).
  if (drill.q !== undefined) next.set('q', drill.q);
  if (drill.sd !== null) next.set('sd', drill.sd);
  if (drill.ed !== null) next.set('ed', drill.ed);
  return next;
}
