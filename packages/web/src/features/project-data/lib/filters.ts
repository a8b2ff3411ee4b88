import type { CategoryId, CategoryQuery, FieldQuery, FieldValue, FilterState } from '@sentio/domain';

/*
 * Edits of the sidebar selection. They return new query lists that the caller hands to the domain's
 * `applySidebar` transition, so paging and widget reload stay the domain's decision.
 */

/** Facet keys of the search response and the built-in field names their checkboxes filter on. */
export const facetFieldNames: Readonly<Record<string, string>> = {
  CHANNEL: 'channel',
  SENTIMENT: 'sentiment',
  STATUS: 'status',
  PREDICTION_STATUS: 'predictionStatus',
  LANGUAGE: 'language',
  LABEL: 'label',
};

const categoryId = (id: string, name: string): CategoryId => ({ _id: id, code: null, name, sentiment: null, virtual: false, dynamic: false });

const withoutEmpty = <Q extends { ids?: readonly unknown[]; values?: readonly unknown[] }>(queries: Q[]): Q[] =>
  queries.filter((q) => (q.ids ?? q.values ?? []).length > 0);

export const categoryQueryOf = (queries: readonly CategoryQuery[], modelCode: string): CategoryQuery | undefined =>
  queries.find((q) => q.fieldName === modelCode);

export function isCategorySelected(queries: readonly CategoryQuery[], modelCode: string, id: string): boolean {
  return categoryQueryOf(queries, modelCode)?.ids.some((c) => c._id === id && !c.dynamic) ?? false;
}

/** Checks or unchecks one category of a model; the model's filter keeps its operand (IN when new). */
export function toggleCategory(
  queries: readonly CategoryQuery[],
  modelCode: string,
  category: { id: string; name: string },
  checked: boolean,
): CategoryQuery[] {
  const current = categoryQueryOf(queries, modelCode);
  const others = queries.filter((q) => q !== current);
  const ids = (current?.ids ?? []).filter((c) => c._id !== category.id || c.dynamic);
  if (checked) ids.push(categoryId(category.id, category.name));
  return withoutEmpty([...others, { fieldName: modelCode, operand: current?.operand ?? 'IN', ids }]);
}

export function setCategoryOperand(queries: readonly CategoryQuery[], modelCode: string, operand: string): CategoryQuery[] {
  return queries.map((q) => (q.fieldName === modelCode ? { ...q, operand } : q));
}

/** The aspect (or document) sentiment a selected category must carry; null for any. */
export function setCategorySentiment(
  queries: readonly CategoryQuery[],
  modelCode: string,
  id: string,
  sentiment: string | null,
): CategoryQuery[] {
  return queries.map((q) =>
    q.fieldName === modelCode ? { ...q, ids: q.ids.map((c) => (c._id === id && !c.dynamic ? { ...c, sentiment } : c)) } : q,
  );
}

export function removeCategory(queries: readonly CategoryQuery[], modelCode: string, token: CategoryId): CategoryQuery[] {
  return withoutEmpty(
    queries.map((q) => (q.fieldName === modelCode ? { ...q, ids: q.ids.filter((c) => c !== token) } : q)),
  );
}

const fieldQueryOf = (queries: readonly FieldQuery[], fieldName: string, operand = 'IN') =>
  queries.find((q) => q.fieldName === fieldName && q.operand === operand);

export function isFieldValueSelected(queries: readonly FieldQuery[], fieldName: string, value: string): boolean {
  return fieldQueryOf(queries, fieldName)?.values.some((v) => v.key === value) ?? false;
}

/** Checks or unchecks one value of a facet (a field filter with the IN operand). */
export function toggleFieldValue(queries: readonly FieldQuery[], fieldName: string, value: string, checked: boolean): FieldQuery[] {
  const current = fieldQueryOf(queries, fieldName);
  const others = queries.filter((q) => q !== current);
  const values: FieldValue[] = (current?.values ?? []).filter((v) => v.key !== value);
  if (checked) values.push({ key: value });
  return withoutEmpty([...others, { fieldName, operand: 'IN', values }]);
}

/** Adds an attribute filter, replacing one on the same field with the same operand. */
export function upsertFieldQuery(queries: readonly FieldQuery[], query: FieldQuery): FieldQuery[] {
  return withoutEmpty([...queries.filter((q) => !(q.fieldName === query.fieldName && q.operand === query.operand)), query]);
}

export function removeFieldQuery(queries: readonly FieldQuery[], query: FieldQuery): FieldQuery[] {
  return queries.filter((q) => q !== query);
}

/** True when the state filters anything besides dates, paging and sort (the "no documents match" case). */
export const hasActiveFilters = (state: FilterState): boolean =>
  state.query !== '' ||
  state.fieldQueries.length > 0 ||
  state.categoryQueries.length > 0 ||
  (state.rrId ?? '') !== '' ||
  (state.topic ?? '') !== '' ||
  (state.nid ?? '') !== '';

/** A field value as a chip shows it: numeric bounds as ≥ 5 / ≤ 9. */
export function fieldValueText(value: FieldValue): string {
  if (value.minValue !== undefined) return `${value.key === 'GT' ? '>' : '≥'} ${value.minValue}`;
  if (value.maxValue !== undefined) return `${value.key === 'LT' ? '<' : '≤'} ${value.maxValue}`;
  return value.key;
}
