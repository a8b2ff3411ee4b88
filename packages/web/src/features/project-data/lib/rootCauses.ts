import type { SearchResponse } from '@sentio/domain';

/*
 * Root causes as the data tab shows them. The URL's `rrId` may carry the name after a pipe (`id|label`, the search
 * takes the part before it), so a chip can name the root cause before anything has loaded.
 */

/** `id|label` → its parts; a bare id has no label. */
export function rrIdParts(rrId: string): { id: string; label: string | null } {
  const at = rrId.indexOf('|');
  if (at < 0) return { id: rrId, label: null };
  const label = rrId.slice(at + 1).trim();
  return { id: rrId.slice(0, at), label: label === '' ? null : label };
}

/** The `rrId` filter value of a root cause, its name after the pipe. */
export const rrIdOf = (id: string, label: string | null | undefined): string => (label ? `${id}|${label}` : id);

/** The id a filter value selects (null when none). */
export const rrIdKey = (rrId: string | null): string | null => (rrId === null ? null : rrIdParts(rrId).id || null);

/** A root cause's name in the interface language: its alias in that language when set, else its name. */
export function rootCauseName(rootCause: { name: string; alias: { tr: string; en: string } }, language: string): string {
  const alias = language.toLowerCase().startsWith('tr') ? rootCause.alias.tr : rootCause.alias.en;
  return alias.trim() !== '' ? alias.trim() : rootCause.name;
}

type Facet = SearchResponse['facets'][number];

/** The search's root cause facet (kind ROOT_CAUSE; its key may carry the scope, `ROOT_CAUSE:all`). */
export const isRootCauseFacet = (key: string): boolean => key === 'ROOT_CAUSE' || key.startsWith('ROOT_CAUSE:');

/**
 * The facet's root causes, with the selected one added at zero when the answer lacks it (it can be unticked there),
 * named by the URL's label when the answer has no name for it (a root cause deleted meanwhile).
 */
export function rootCauseFacetItems(facet: Facet, rrId: string | null): Facet['facetList'] {
  const selected = rrId === null ? null : rrIdParts(rrId);
  if (!selected || selected.id === '') return facet.facetList;
  const named = selected.label ? { name: selected.label } : {};
  if (!facet.facetList.some((i) => i._id === selected.id)) return [...facet.facetList, { _id: selected.id, count: 0, ...named }];
  return facet.facetList.map((i) => (i._id === selected.id && i.name === undefined ? { ...i, ...named } : i));
}
