import type { SearchResponse } from '@sentio/domain';
import type { SearchRepository } from './search-repository.js';
import { virtualCategoryCondition, type SearchContext, type SearchFilter } from './search-filter.js';

/** The pseudo model code under which the search answers the virtual categories' counts (the web's `VIRTUAL`). */
export const VIRTUAL_MODEL_CODE = 'VIRTUAL';

type ModelCounts = SearchResponse['modelCategoryCounts'][number];

/**
 * How many documents of the current filter each virtual category holds, or null when the analysis has none.
 * One count per virtual category: each is a different saved query, so they do not share a grouping; an analysis
 * has a handful (up to ~20 this stays well within the search's budget, as the counts run in parallel on the pool).
 */
export async function virtualCategoryCounts(
  repo: SearchRepository,
  filter: SearchFilter,
  ctx: SearchContext,
): Promise<ModelCounts | null> {
  const ids = [...(ctx.virtualCategories?.keys() ?? [])];
  if (ids.length === 0) return null;
  const counts = await Promise.all(
    ids.map(async (id) => {
      const inside = virtualCategoryCondition(id, ctx);
      const count = await repo.count({ where: (eb) => eb.and([filter.where(eb), inside(eb)]), query: filter.query });
      return { categoryId: id, count };
    }),
  );
  return { modelCode: VIRTUAL_MODEL_CODE, counts: counts.filter((c) => c.count > 0).sort((a, b) => b.count - a.count) };
}
