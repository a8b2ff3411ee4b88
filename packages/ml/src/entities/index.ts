export {
  BUILTIN_ENTITY_TYPES,
  DEFAULT_MASKED_TYPES,
  type BuiltinEntityType,
  type Entity,
  type EntityMapping,
  type EntityType,
} from './types.js';
export { hasKnownCardIssuer, isLuhnValid, isValidIban, isValidTckn } from './checksums.js';
export { findEntities, type FindEntitiesOptions } from './find.js';
export { compileEntityMappings, type CompiledEntityMappings } from './mappings.js';
export { maskEntities, type MaskOptions, type MaskResult, type MaskStyle } from './mask.js';
