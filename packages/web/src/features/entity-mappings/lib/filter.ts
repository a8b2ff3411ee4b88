import { applySidebar, entityFieldName, type FilterState } from '@sentio/domain';

/**
 * The filter state listing the documents with an entity of `type` whose value is `value` (docs/entity-mapping.md):
 * the search's `entity:{type}` field filter, replacing one on the same entity type.
 */
export function entityFilterState(state: FilterState, type: string, value: string): FilterState {
  const fieldName = entityFieldName(type);
  return applySidebar(state, {
    fieldQueries: [...state.fieldQueries.filter((q) => q.fieldName !== fieldName), { fieldName, operand: 'IN', values: [{ key: value }] }],
  });
}
