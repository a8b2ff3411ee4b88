/** Entity mappings of an analysis (docs/entity-mapping.md): schemas written by the entity-mapping work. */
export {};
