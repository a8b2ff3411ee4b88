import type { FilterPlan } from './search-plan.js';
import type { Bucket, ColumnFacet } from './search-repository.js';

/**
 * Zero-count entries of the search's aggregates (see docs/search.md, "Counts beside filters"). A group-by only
 * answers the values that occur under the filter, so a category, channel or label without a hit was simply absent —
 * and a reader filling the gap with another number (the tree's unfiltered total) showed counts of other filters.
 * The server therefore answers every value a filter can offer with its count under the current filters, zero when
 * zero: the model's categories, the analysis's labels, the values the analysis's documents have in a column, and any
 * value the filter itself selects (so a selected value that matches nothing still shows, and can be unticked).
 */

/** `buckets` plus a zero bucket for each value of `universe` they lack; counted values first, as before. */
export function withZeros(buckets: readonly Bucket[], universe: Iterable<string>): Bucket[] {
  const seen = new Set(buckets.map((b) => b.value));
  const zeros: Bucket[] = [];
  for (const value of universe) {
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    zeros.push({ value, count: 0 });
  }
  zeros.sort((a, b) => a.value.localeCompare(b.value));
  return [...buckets, ...zeros];
}

const columnOfField = {
  channel: 'CHANNEL',
  sentiment: 'SENTIMENT',
  status: 'STATUS',
  predictionStatus: 'PREDICTION_STATUS',
  language: 'LANGUAGE',
} as const satisfies Record<string, ColumnFacet>;

/** The values a filter plan names, per facet key (`CHANNEL`, `LABEL`, `ATTRIBUTE:{code}`, `ROOT_CAUSE`). */
export function selectedValues(plan: FilterPlan): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, values: readonly string[]) => out.set(key, [...(out.get(key) ?? []), ...values]);
  if (plan.predictionStatus) add('PREDICTION_STATUS', [plan.predictionStatus]);
  if (plan.rootCause?.rootCauseIds) add('ROOT_CAUSE', plan.rootCause.rootCauseIds);
  for (const f of plan.fields) {
    if (f.kind === 'column') add(columnOfField[f.field], f.operand === 'IN' || f.operand === 'NOT_IN' ? f.values : []);
    else if (f.kind === 'label') add('LABEL', f.labelIds);
    else if (f.kind === 'attribute' && (f.operand === 'IN' || f.operand === 'NOT_IN')) add(`ATTRIBUTE:${f.code}`, f.values);
  }
  return out;
}
