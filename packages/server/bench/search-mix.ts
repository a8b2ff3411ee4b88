// The fixed query mix of the search benchmark: what the project-detail data tab sends for its typical screens,
// built from filter states by the rules package exactly as the web builds them.
import { buildSearchRequest, defaultFilterState, type FilterState, type SearchRequest } from '@sentio/domain';

const DAY_MS = 86_400_000;

export interface MixContext {
  projectCode: string;
  /** The analysis's category model and one of its frequent categories (from an unfiltered search). */
  modelCode: string;
  categoryId: string;
  now: Date;
}

export interface QueryKind {
  name: string;
  request: SearchRequest;
}

export function searchMix(ctx: MixContext): QueryKind[] {
  const lastDays = (days: number): Partial<FilterState> => ({
    startDate: new Date(ctx.now.getTime() - days * DAY_MS),
    endDate: ctx.now,
  });
  const category: Partial<FilterState> = {
    categoryQueries: [
      {
        fieldName: ctx.modelCode,
        operand: 'IN',
        ids: [{ _id: ctx.categoryId, code: null, name: ctx.categoryId, sentiment: null, virtual: false, dynamic: false }],
      },
    ],
  };
  const segment: Partial<FilterState> = {
    fieldQueries: [{ fieldName: 'segment', operand: 'IN', values: [{ key: 'premium' }, { key: 'corporate' }] }],
  };
  const kinds: [string, Partial<FilterState>][] = [
    ['no filter', {}],
    ['date range: last 30 days', lastDays(30)],
    ['query word (tr): "kargo"', { query: 'kargo' }],
    ['query word (en): "delivery"', { query: 'delivery' }],
    ['category filter', category],
    ['field filter: segment IN (premium, corporate)', segment],
    ['facets: channel + sentiment', { facet: 'CHANNEL,SENTIMENT' }],
    ['page 5', { page: 5 }],
    ['combined: "kargo" + 90 days + segment + category', { query: 'kargo', ...lastDays(90), ...segment, ...category }],
  ];
  return kinds.map(([name, change]) => ({
    name,
    // As the data tab asks: a new filter recounts the facets and category counts (widget on), paging does not.
    request: buildSearchRequest(
      { ...defaultFilterState, widget: change.page === undefined, ...change },
      { projectCode: ctx.projectCode },
    ),
  }));
}

/** The value at quantile q (0..1) of sorted values, by nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}
