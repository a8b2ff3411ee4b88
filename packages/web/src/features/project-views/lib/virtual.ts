import { buildSearchRequest, type CategoryId, type CategoryQuery, type FilterState } from '@sentio/domain';
import type { z } from 'zod';
import type { virtualFilterSchema } from '@sentio/domain';

/** The category-query field name of virtual categories (their ids carry the `_1` suffix in the URL). */
export const virtualFieldName = 'VIRTUAL';

export type VirtualFilter = z.output<typeof virtualFilterSchema>;

const virtualId = (id: string, name: string): CategoryId => ({
  _id: id,
  code: null,
  name,
  sentiment: null,
  virtual: true,
  dynamic: false,
});

export const virtualQueryOf = (queries: readonly CategoryQuery[]) => queries.find((q) => q.fieldName === virtualFieldName);

export const isVirtualSelected = (queries: readonly CategoryQuery[], id: string): boolean =>
  virtualQueryOf(queries)?.ids.some((c) => c._id === id && c.virtual) ?? false;

/** Checks or unchecks one virtual category; the filter keeps its operand (IN when new) and disappears when empty. */
export function toggleVirtual(
  queries: readonly CategoryQuery[],
  category: { id: string; name: string },
  checked: boolean,
): CategoryQuery[] {
  const current = virtualQueryOf(queries);
  const others = queries.filter((q) => q !== current);
  const ids = (current?.ids ?? []).filter((c) => c._id !== category.id);
  if (checked) ids.push(virtualId(category.id, category.name));
  return ids.length > 0 ? [...others, { fieldName: virtualFieldName, operand: current?.operand ?? 'IN', ids }] : others;
}

/**
 * The filter a new virtual category saves: the text, field and category filters on screen in the request form,
 * never the dates and never another virtual category (VIRTUAL_CATEGORY_NESTED).
 */
export function virtualFilterOf(state: FilterState): VirtualFilter {
  const request = buildSearchRequest({ ...state, tab: 'project_data' });
  const categoryQueries = request.categoryQueries
    .filter((q) => q.fieldName !== virtualFieldName)
    .map((q) => ({ ...q, ids: q.ids.filter((id) => !id.virtual) }))
    .filter((q) => q.ids.length > 0);
  return { query: request.query.trim(), fieldQueries: request.fieldQueries, categoryQueries };
}

export const isEmptyFilter = (filter: VirtualFilter): boolean =>
  filter.query === '' && filter.fieldQueries.length === 0 && filter.categoryQueries.length === 0;
