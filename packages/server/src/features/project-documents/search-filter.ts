import type { SearchRequest } from '@sentio/domain';
import { planFilter, type SearchContext } from './search-plan.js';
import { searchWhere, type SearchFilter } from './search-where-repository.js';

export type { SearchContext } from './search-plan.js';
export type { Condition, DocEb, SearchFilter } from './search-where-repository.js';
export type { VirtualFilter } from './virtual-filter.js';

/**
 * The SQL filter of a search body, for readers that need only the filter (exports, content groups, virtual category
 * checks, the dashboard's document scans): the body is planned (search-plan.ts, the one interpreter) and the plan
 * turned into where-conditions (search-where-repository.ts). Throws what planning throws (400).
 */
export function buildSearchFilter(req: SearchRequest, ctx: SearchContext): SearchFilter {
  return searchWhere(planFilter(req, ctx));
}
