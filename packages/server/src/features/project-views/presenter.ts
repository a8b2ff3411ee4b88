import type { Bookmark, ContentGroup, VirtualCategory } from '@sentio/domain';
import { virtualFilterSchema } from '@sentio/domain';
import type { BookmarkRow } from './bookmark-repository.js';
import type { VirtualCategoryRow } from './virtual-category-repository.js';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentBookmark(row: BookmarkRow, defaultId: string | null): Bookmark {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope === 'PROJECT' ? 'PROJECT' : 'USER',
    isDefault: row.id === defaultId,
    includeDate: row.include_date,
    query: row.query,
    createdBy: row.owner_id,
    createdAt: iso(row.created_at),
  };
}

export function presentVirtualCategory(
  row: VirtualCategoryRow,
  counts: { included: number; excluded: number } = { included: 0, excluded: 0 },
): VirtualCategory {
  const filter = virtualFilterSchema.safeParse(row.filter);
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    filter: filter.success ? filter.data : { query: '', fieldQueries: [], categoryQueries: [] },
    includedCount: counts.included,
    excludedCount: counts.excluded,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function presentContentGroup(
  model: { code: string; names: ReadonlyMap<string, { name: string }> },
  categoryId: string,
  summary: { count: number; updatedAt: Date | string | null },
): ContentGroup {
  return {
    modelCode: model.code,
    categoryId,
    categoryName: model.names.get(categoryId)?.name ?? categoryId,
    documentCount: summary.count,
    updatedAt: summary.updatedAt === null ? null : iso(summary.updatedAt),
  };
}
