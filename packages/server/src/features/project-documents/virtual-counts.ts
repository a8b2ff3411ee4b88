import type { SearchResponse } from '@sentio/domain';
import type { SearchPlan } from './search-plan.js';
import type { SearchRepository } from './search-repository.js';
import type { SearchFilter } from './search-where-repository.js';

/** The pseudo model code under which the search answers the virtual categories' counts (the web's `VIRTUAL`). */
export const VIRTUAL_MODEL_CODE = 'VIRTUAL';

type ModelCounts = SearchResponse['modelCategoryCounts'][number];

/** How many documents of the current filter each virtual category holds, or null when the analysis has none. */
export async function virtualCategoryCounts(
  repo: SearchRepository,
  filter: SearchFilter,
  plan: SearchPlan,
): Promise<ModelCounts | null> {
  if (plan.virtualCategories.length === 0) return null;
  const counts = await repo.virtualCounts(filter, plan.virtualCategories);
  return {
    modelCode: VIRTUAL_MODEL_CODE,
    // Zero counts too: every virtual category shown in the sidebar has its count under the filter (facet-zeros.ts).
    counts: counts
      .map((c) => ({ categoryId: c.value, count: c.count }))
      .sort((a, b) => b.count - a.count),
  };
}
