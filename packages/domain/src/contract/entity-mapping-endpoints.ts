/** Entity mappings of an analysis and their preview (docs/entity-mapping.md). */
export const entityMappingEndpoints = {};
