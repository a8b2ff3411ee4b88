import type { ColumnType } from 'kysely';

/**
 * Table types of the rollups (migration 0005): pre-aggregated counts per analysis and day that the dashboards
 * read, maintained by triggers as documents and their categories change. Written only by the database (triggers
 * and sentio_rollup_rebuild); the application reads them.
 */
type Count = ColumnType<number, number | undefined, number>;

/** Additive measures of the documents of a group (the cube's Measures, one column per NPS / CSAT answer). */
export interface RollupMeasures {
  n: Count;
  positive: Count;
  neutral: Count;
  negative: Count;
  nps_0: Count;
  nps_1: Count;
  nps_2: Count;
  nps_3: Count;
  nps_4: Count;
  nps_5: Count;
  nps_6: Count;
  nps_7: Count;
  nps_8: Count;
  nps_9: Count;
  nps_10: Count;
  csat_1: Count;
  csat_2: Count;
  csat_3: Count;
  csat_4: Count;
  csat_5: Count;
  csat_6: Count;
  csat_7: Count;
  csat_8: Count;
  csat_9: Count;
  csat_10: Count;
}

/** Non-trashed documents per analysis, UTC day of content_date and document columns ('' = no channel / sentiment). */
export interface ProjectRollupDayTable extends RollupMeasures {
  project_id: string;
  workspace_id: string;
  day: ColumnType<Date | string, string, string>;
  channel: string;
  sentiment: string;
  status: string;
  prediction_status: string;
  language: string;
  has_content: boolean;
}

/** Non-trashed documents carrying a category leaf, per analysis, day, model, category, channel, document sentiment (0016). */
export interface ProjectRollupCategoryTable extends RollupMeasures {
  project_id: string;
  workspace_id: string;
  day: ColumnType<Date | string, string, string>;
  model_id: string;
  category_id: string;
  channel: string;
  sentiment: string;
  has_content: boolean;
}

/** Non-trashed documents carrying both a category and a co-category (itself included), per day (0016). */
export interface ProjectRollupCategoryPairTable extends RollupMeasures {
  project_id: string;
  workspace_id: string;
  model_id: string;
  category_id: string;
  day: ColumnType<Date | string, string, string>;
  co_model_id: string;
  co_category_id: string;
  has_content: boolean;
}

/** Non-trashed documents of a category by day, status, prediction status and language, counted (0018). */
export interface ProjectRollupCategoryStateTable {
  project_id: string;
  workspace_id: string;
  model_id: string;
  category_id: string;
  day: ColumnType<Date | string, string, string>;
  status: string;
  prediction_status: string;
  language: string;
  has_content: boolean;
  n: ColumnType<number, number | undefined, number>;
}

/** The day rollup by month (0018): `month` is the first local day of the month. */
export interface ProjectRollupDayMonthTable extends Omit<ProjectRollupDayTable, 'day'> {
  month: ColumnType<Date | string, string, string>;
}

/** The category rollup by month (0018). */
export interface ProjectRollupCategoryMonthTable extends Omit<ProjectRollupCategoryTable, 'day'> {
  month: ColumnType<Date | string, string, string>;
}

/** Attributes declared as dimensions per analysis (0019): BUILDING until backfilled, READY, or OVERFLOW. */
export interface ProjectDimensionTable {
  project_id: string;
  workspace_id: string;
  code: string;
  state: ColumnType<'BUILDING' | 'READY' | 'OVERFLOW', 'BUILDING' | 'READY' | 'OVERFLOW' | undefined>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The day rollup's keys plus a dimension's code and value (0019). */
export interface ProjectRollupAttributeTable extends ProjectRollupDayTable {
  code: string;
  value: string;
}

/** The category rollup's keys plus a dimension's code and value (0019). */
export interface ProjectRollupAttributeCategoryTable extends ProjectRollupCategoryTable {
  code: string;
  value: string;
}

export interface RollupTables {
  project_rollup_day: ProjectRollupDayTable;
  project_rollup_category: ProjectRollupCategoryTable;
  project_rollup_category_pair: ProjectRollupCategoryPairTable;
  project_rollup_category_state: ProjectRollupCategoryStateTable;
  project_rollup_day_month: ProjectRollupDayMonthTable;
  project_rollup_category_month: ProjectRollupCategoryMonthTable;
  project_dimension: ProjectDimensionTable;
  project_rollup_attribute: ProjectRollupAttributeTable;
  project_rollup_attribute_category: ProjectRollupAttributeCategoryTable;
}
