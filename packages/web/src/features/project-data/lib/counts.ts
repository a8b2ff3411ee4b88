import type { FieldQuery, SearchResponse } from '@sentio/domain';

/*
 * The counts beside the sidebar's filters (docs/search.md, "Counts beside filters"). Each is the count under the
 * current filters: the search answers a zero for every value it offers, and what it leaves out is zero too. Never
 * another number in its place (the category tree's unfiltered document count showed "Can't Tell 2686" beside a
 * search of 57 documents). While the counts are not known yet, there is no number at all.
 */

type ModelCounts = SearchResponse['modelCategoryCounts'];
type Facet = SearchResponse['facets'][number];
type FacetItem = Facet['facetList'][number];

/** A model's category → count under the current filters; null while the counts are not known. */
export function categoryCounter(counts: ModelCounts | undefined, modelCode: string): ((id: string) => number) | null {
  if (counts === undefined) return null;
  const of = new Map(counts.find((c) => c.modelCode === modelCode)?.counts.map((c) => [c.categoryId, c.count]));
  return (id) => of.get(id) ?? 0;
}

/**
 * A facet's items with the values the filter selects (IN) that the answer lacks added at zero: a selected value
 * stays in its list, counted, and can be unticked there.
 */
export function facetItems(facet: Facet, fieldName: string, queries: readonly FieldQuery[]): FacetItem[] {
  const listed = new Set(facet.facetList.map((i) => i._id));
  const selected = queries
    .filter((q) => q.fieldName === fieldName && q.operand === 'IN')
    .flatMap((q) => q.values.map((v) => v.key))
    .filter((key) => !listed.has(key) && listed.add(key));
  return [...facet.facetList, ...selected.map((_id) => ({ _id, count: 0 }))];
}

/** The count of one value in one facet under the current filters (zero when absent); null while facets are not known. */
export function facetCount(facets: readonly Facet[] | undefined, key: string, value: string): number | null {
  if (facets === undefined) return null;
  return facets.find((f) => f.key === key)?.facetList.find((i) => i._id === value)?.count ?? 0;
}
