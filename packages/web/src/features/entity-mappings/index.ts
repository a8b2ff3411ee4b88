/** Entity mappings of an analysis (docs/entity-mapping.md): the settings card. */
export { EntityMappingsCard } from './components/EntityMappingsCard';
/** The data tab's filter by one entity (the document drawer's entity tags). */
export { entityFilterState } from './lib/filter';
