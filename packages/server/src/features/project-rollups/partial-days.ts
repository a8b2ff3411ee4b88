import { endOfDay, startOfDay } from '@sentio/domain';
import type { SearchPlan } from '../project-documents/search-plan.js';
import type { BatchShape } from './cube-batch.js';
import { batchAlias } from './cube-batch.js';
import { MEASURE_COLUMNS } from './cube-rows.js';

/**
 * A content-date range that starts or ends within a day (the search's "last 30 days" is now − 30 days to now): its
 * whole local days are a rollup read and its partial first and last days are counted over the documents, the two
 * merged row by row (docs/scale.md "Rollups"). Null when the range is already whole days, is on another date, or
 * lies within one or two days (counting those documents is as cheap as anything else).
 */
export function splitPartialDays(search: SearchPlan, timeZone: string): { inner: SearchPlan; edges: SearchPlan[] } | null {
  const { start, end } = search;
  if (search.dateOn !== 'CONTENT_DATE' || (start === null && end === null)) return null;
  if ((start && Number.isNaN(start.getTime())) || (end && Number.isNaN(end.getTime()))) return null;
  const partialStart = start !== null && startOfDay(start, timeZone).getTime() !== start.getTime();
  const partialEnd = end !== null && endOfDay(end, timeZone).getTime() !== end.getTime();
  if (!partialStart && !partialEnd) return null;
  const edges: SearchPlan[] = [];
  let innerStart = start;
  let innerEnd = end;
  if (start && partialStart) {
    const last = endOfDay(start, timeZone);
    edges.push({ ...search, start, end: end && end.getTime() < last.getTime() ? end : last });
    innerStart = new Date(last.getTime() + 1);
  }
  if (end && partialEnd) {
    const first = startOfDay(end, timeZone);
    edges.push({ ...search, start: start && start.getTime() > first.getTime() ? start : first, end });
    innerEnd = new Date(first.getTime() - 1);
  }
  // At least one whole day between the partial ones.
  if (innerStart && innerEnd && innerStart.getTime() > innerEnd.getTime()) return null;
  return { inner: { ...search, start: innerStart, end: innerEnd }, edges };
}

type Row = Record<string, unknown>;

/**
 * Batch rows of one shape from several reads (the whole days' rollup rows, the partial days' document counts) summed
 * per set and key. The rollups store "none" as '' and the documents as NULL: both become '' here, as rollup rows.
 */
export function mergeBatchRows(shape: BatchShape, lists: readonly (readonly Row[])[]): Row[] {
  const aliases = shape.keys.map((k) => batchAlias[k]);
  const out = new Map<string, Row>();
  for (const rows of lists)
    for (const row of rows) {
      const keyed: Row = { g: Number(row['g']) };
      for (const a of aliases) keyed[a] = row[a] === null || row[a] === undefined ? '' : row[a];
      const key = JSON.stringify(aliases.map((a) => keyed[a]).concat([keyed['g']]));
      let acc = out.get(key);
      if (!acc) {
        acc = keyed;
        for (const m of MEASURE_COLUMNS) acc[m] = 0;
        out.set(key, acc);
      }
      for (const m of MEASURE_COLUMNS) acc[m] = Number(acc[m]) + Number(row[m] ?? 0);
    }
  return [...out.values()].filter((r) => Number(r['n']) > 0);
}
