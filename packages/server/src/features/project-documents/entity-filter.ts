import type { FieldOperand } from '@sentio/domain';
import { errors } from '../../platform/errors.js';

/**
 * An entity filter of a search (docs/search.md, docs/entity-mapping.md): field `entity:{type}` of `fieldQueries`.
 * EXISTS / NOT_EXISTS: whether the document carries an entity of the type; IN / NOT_IN: an entity of the type whose
 * value (a mapping's target text, else the matched text) is one of the values, compared exactly.
 */
export interface EntityFieldFilter {
  kind: 'entity';
  type: string;
  operand: 'IN' | 'NOT_IN' | 'EXISTS' | 'NOT_EXISTS';
  values: string[];
}

/** The plan of one entity filter; other operands are refused (400 FIELD_INVALID_OPTION on `fieldQueries`). */
export function entityFilter(type: string, operand: FieldOperand, values: readonly string[]): EntityFieldFilter {
  if (operand !== 'IN' && operand !== 'NOT_IN' && operand !== 'EXISTS' && operand !== 'NOT_EXISTS')
    throw errors.badRequest('FIELD_INVALID_OPTION', 'fieldQueries');
  return { kind: 'entity', type, operand, values: [...values] };
}
