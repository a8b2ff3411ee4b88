import {
  categoryNameParamPrefix,
  formatUrlDate,
  isValidRange,
  parseUrlDate,
  previousPeriod,
  type Drill,
} from '@sentio/domain';

/** Parameters that belong to the screen the drill leaves, not to the slice it opens. */
const dropped = ['doc', 'page'];

/**
 * The project-detail query string that opens the data tab on exactly one chart element's documents: the current
 * URL's filters stay, the element's field and category filters are added (once), its word (keyword cloud) becomes the
 * query, its root cause (root cause widgets) the root cause filter, its date range replaces the current one when it has one, and the list starts at its first page.
 * When the range is replaced and a comparison is on, the comparison becomes the new range's previous period: the
 * old one belonged to the old range (and may not even precede the new one). URL dates are wall times of `timeZone`.
 */
export function drillSearch(current: URLSearchParams, drill: Drill, timeZone: string): URLSearchParams {
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
  // A root cause's documents (root cause widgets): its `id|name` as the root cause filter, and exactly its documents,
  // so the switch adding those without a root cause goes off.
  if (drill.rrId !== undefined) {
    next.set('rrId', drill.rrId);
    next.delete('showRootCauselessContent');
  }
  if (drill.sd !== null) next.set('sd', drill.sd);
  if (drill.ed !== null) next.set('ed', drill.ed);
  if ((drill.sd !== null || drill.ed !== null) && (next.get('csd') ?? '') !== '') {
    const zone = { timeZone, warn: () => undefined };
    const range = { start: parseUrlDate(next.get('sd'), zone), end: parseUrlDate(next.get('ed'), { ...zone, end: true }) };
    if (isValidRange(range)) {
      const previous = previousPeriod(range, { timeZone });
      next.set('csd', formatUrlDate(previous.start, { timeZone }));
      next.set('ced', formatUrlDate(previous.end, { timeZone }));
    }
  }
  return next;
}
