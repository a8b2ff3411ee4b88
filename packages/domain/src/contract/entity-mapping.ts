import { z } from 'zod';
import { entityMappingBody } from '../validation/speech.js';
import { isoDate } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * Entity mappings of an analysis (docs/entity-mapping.md): a name (the entity type stored on documents), a source
 * text — a literal phrase, or a regular expression when `regex` is on — and the target text stored as the entity's
 * value. The body's rules (name required, parentheses balanced) are the domain's `entityMappingBody`; a unique name
 * and a regular expression that compiles are judged by the server (409 ENTITY_MAPPING_NAME_TAKEN, 400
 * ENTITY_GROUPING_INVALID on `sourceText`).
 */
export const entityMappingSaveBody = entityMappingBody;
export type EntityMappingSaveBody = z.input<typeof entityMappingSaveBody>;

export const entityMappingSchema = z.object({
  id: z.string(),
  name: z.string(),
  sourceText: z.string(),
  targetText: z.string(),
  regex: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type EntityMapping = z.infer<typeof entityMappingSchema>;

export const entityMappingParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

/** Documents a preview scans at most (the newest of the analysis), and documents with entities it answers at most. */
export const entityMappingPreviewLimits = { scanned: 200, maxSize: 50, defaultSize: 10 } as const;

/**
 * A preview: `mapping` (a draft, judged like a saved one) applied alone, or — without it — the analysis's saved
 * mappings, on the newest documents of the analysis. `size`: how many documents with entities to answer.
 */
export const entityMappingPreviewBody = z.strictObject({
  mapping: entityMappingSaveBody.optional(),
  size: z
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int({ error: 'FIELD_INVALID_TYPE' })
    .min(1, { error: 'FIELD_TOO_SMALL' })
    .max(entityMappingPreviewLimits.maxSize, { error: 'FIELD_TOO_BIG' })
    .default(entityMappingPreviewLimits.defaultSize),
});
export type EntityMappingPreviewBody = z.input<typeof entityMappingPreviewBody>;

/** An entity found by a mapping: its type (the mapping's name), the matched text and its value (the target, else the text). */
export const mappedEntitySchema = z.object({
  type: z.string(),
  text: z.string(),
  value: z.string(),
  /** UTF-16 offsets into the document's `content`, so `content.slice(start, end) === text`. */
  start: z.number().int(),
  end: z.number().int(),
});
export type MappedEntity = z.infer<typeof mappedEntitySchema>;

export const entityMappingPreviewResponse = z.object({
  /** Documents looked at (the newest of the analysis, at most `entityMappingPreviewLimits.scanned`). */
  scanned: z.number().int(),
  /** Of those, the documents with at least one entity. */
  matched: z.number().int(),
  documents: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      entities: z.array(mappedEntitySchema),
    }),
  ),
});
export type EntityMappingPreview = z.infer<typeof entityMappingPreviewResponse>;

/**
 * The field name of an entity filter in a search's `fieldQueries` (docs/search.md): `entity:{type}` — the type is a
 * mapping's name (or a built-in entity type). EXISTS: any entity of the type; IN / NOT_IN: its value among `values`.
 */
export const entityFieldPrefix = 'entity:';
export const entityFieldName = (type: string): string => `${entityFieldPrefix}${type}`;
/** The entity type of an entity filter's field name; null for any other field. */
export const entityTypeOfField = (fieldName: string): string | null =>
  fieldName.startsWith(entityFieldPrefix) && fieldName.length > entityFieldPrefix.length
    ? fieldName.slice(entityFieldPrefix.length)
    : null;
