/**
 * Table types of the rollups (migration 0005): pre-aggregated counts per analysis and day that the dashboards
 * read, maintained by triggers as documents and their categories change.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rollups migration's tables
export interface RollupTables {}
