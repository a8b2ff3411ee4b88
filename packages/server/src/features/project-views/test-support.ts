import type { SearchRequest } from '@sentio/domain';

type CategoryQuery = SearchRequest['categoryQueries'][number];

/** A category filter on one model's categories (or, with `virtual`, on virtual category ids under `VIRTUAL`). */
export function categoryQuery(
  fieldName: string,
  ids: readonly string[],
  virtual = false,
  operand: CategoryQuery['operand'] = 'IN',
): CategoryQuery {
  return {
    fieldName,
    operand,
    ids: ids.map((categoryId) => ({ categoryId, sentimentKey: null, virtual, dynamicKey: null })),
  };
}

export const virtualQuery = (ids: readonly string[]): CategoryQuery => categoryQuery('VIRTUAL', ids, true);
