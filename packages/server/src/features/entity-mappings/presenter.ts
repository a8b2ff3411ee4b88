import type { EntityMapping } from '@sentio/domain';
import type { EntityMappingRow } from './repository.js';

export function presentEntityMapping(row: EntityMappingRow): EntityMapping {
  return {
    id: row.id,
    name: row.name,
    sourceText: row.source_text,
    targetText: row.target_text,
    regex: row.regex,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
