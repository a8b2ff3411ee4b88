import { sql, type SqlBool } from 'kysely';
import type { EntityFieldFilter } from './entity-filter.js';
import type { Condition } from './search-where-repository.js';

/** Whether the stored entities hold one with these properties (jsonb containment, served by the GIN index of 0033). */
const holds = (entity: { type: string; value?: string }) =>
  sql<SqlBool>`coalesce(project_document.prediction -> 'entities' @> ${JSON.stringify([entity])}::jsonb, false)`;

/** The SQL of an entity filter (entity-filter.ts): the entities stored in the document's prediction. */
export function entityCondition(f: EntityFieldFilter): Condition {
  const any = holds({ type: f.type });
  const valued = f.values.map((value) => holds({ type: f.type, value }));
  switch (f.operand) {
    case 'EXISTS':
      return () => any;
    case 'NOT_EXISTS':
      return (eb) => eb.not(any);
    case 'IN':
      return (eb) => (valued.length === 0 ? sql<SqlBool>`false` : eb.or(valued));
    case 'NOT_IN':
      return (eb) => (valued.length === 0 ? sql<SqlBool>`true` : eb.not(eb.or(valued)));
  }
}
